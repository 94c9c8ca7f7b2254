// International zones of the sandbox tariffs, shipping from Japan (after the EMS
// zone map): A Asia, B Oceania, Canada, Mexico and the Middle East, C the United
// States and its territories, D Europe and Central Asia, E everywhere else
// (Latin America, Africa).
import type { Zone } from './tariffs/types.js';

const ZONE_MEMBERS: Readonly<Record<Exclude<Zone, 'E'>, string>> = {
  A: 'CN KR KP TW HK MO MN SG TH PH VN MY ID IN KH LA MM BN LK BD NP PK BT MV TL JP',
  B: 'AU NZ CA MX FJ PG NC PF WS TO VU SB KI NR TV AE SA QA KW BH OM IL JO LB IR IQ YE SY PS',
  C: 'US PR GU VI AS MP UM',
  D:
    'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE ' +
    'GB CH NO IS LI MC SM VA AD RU UA BY MD RS BA ME MK AL XK TR GE AM AZ KZ UZ KG TJ TM GI FO GL IM JE GG',
};

const ZONE_OF = new Map<string, Zone>();
for (const [zone, members] of Object.entries(ZONE_MEMBERS) as [Zone, string][]) {
  for (const code of members.split(/\s+/)) ZONE_OF.set(code, zone);
}

export function zoneOf(country: string): Zone {
  return ZONE_OF.get(country.toUpperCase()) ?? 'E';
}
