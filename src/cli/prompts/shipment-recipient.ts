// On a terminal, the recipient fields the rules still find missing are asked
// for, one by one, before anything carrier-specific; the answers go through the
// same normalising as flags (zip → 7 digits, prefecture → its code).
import {
  analyzeShipmentRequest,
  isCountryCode,
  normalizeJpZip,
  normalizeProvince,
} from '../../domain/index.js';
import type { Rate } from '../../contract/index.js';
import type { Prompter } from './prompter.js';
import { fillProvinces, normalizeAddresses, objectAt, type Body } from '../../ops/request/index.js';
import { promptRecipientAbroad } from './recipient-abroad.js';
import { promptJapaneseRecipient } from './recipient-japan.js';
import { SHIPMENT_FLAGS } from '../shared/flags.js';
import { messages } from '../../i18n/index.js';
import { sayText } from '../../i18n/issues.js';

export interface PromptDeps {
  prompter: Prompter;
  now: Date;
  /** Short status lines (stderr). */
  note?: (line: string) => void;
  /** A line the packer must not miss (stderr): an answer refused and asked again. */
  warn?: (line: string) => void;
  /** One quote of the body, for a price beside each service offered; undefined when it cannot be quoted. */
  quote?: (body: Body) => Promise<readonly Rate[] | undefined>;
  /** The terminal's width, which a line of choices must not pass. */
  columns?: number;
  /** What --size and --weight measured: a service that cannot take the parcel is not offered. */
  parcel?: { sides?: readonly [number, number, number]; grams?: number };
}

interface Ask {
  member: string;
  message: (text: ReturnType<typeof messages>['shipping']['prompts']) => string;
  flag: string;
  validate?: (v: string, country: string) => true | string;
}

const ASKS: readonly Ask[] = [
  {
    member: 'country',
    message: (text) => text.country,
    flag: SHIPMENT_FLAGS.toCountry.long,
    validate: (v) => isCountryCode(v.trim().toUpperCase()) || messages().shipping.prompts.countryInvalid,
  },
  {
    member: 'full_name',
    message: (text) => text.name,
    flag: SHIPMENT_FLAGS.toName.long,
    validate: (v) => v.trim() !== '' || messages().shipping.prompts.required,
  },
  {
    member: 'zip',
    message: (text) => text.zip,
    flag: SHIPMENT_FLAGS.toZip.long,
    validate: (v, c) =>
      c !== 'JP' || normalizeJpZip(v) !== undefined || messages().shipping.prompts.zipInvalid,
  },
  {
    member: 'province',
    message: (text) => text.province,
    flag: SHIPMENT_FLAGS.toProvince.long,
    validate: (v, c) => {
      const r = normalizeProvince(c, v);
      return r.ok || (r.said ? sayText(r.said) : r.issue);
    },
  },
  {
    member: 'address1',
    message: (text) => text.address1,
    flag: SHIPMENT_FLAGS.toAddress1.long,
    validate: (v) => v.trim() !== '' || messages().shipping.prompts.required,
  },
];

/**
 * Asks for each to_address member the domain reports; returns how many were asked. Once
 * the country is known the recipient is asked in its own order: an address in Japan as a
 * Japanese form asks it (recipient-japan.ts), one abroad as its country writes it
 * (recipient-abroad.ts).
 */
export async function promptRecipient(body: Body, deps: PromptDeps): Promise<number> {
  let asked = 0;
  for (const ask of ASKS) {
    const to = objectAt(body, 'to_address');
    if (typeof to.country === 'string' && to.country !== 'JP' && isCountryCode(to.country))
      return asked + (await promptRecipientAbroad(body, deps, to.country));
    if (to.country === 'JP') return asked + (await promptJapaneseRecipient(body, deps));
    const { problems } = analyzeShipmentRequest(body, { mode: 'shipment', now: deps.now });
    if (!problems.some((p) => p.field === `to_address.${ask.member}`)) continue;
    const country = typeof to.country === 'string' ? to.country : 'JP';
    const answer = await deps.prompter.input({
      message: ask.message(messages().shipping.prompts),
      flag: ask.flag,
      validate: ask.validate ? (v) => ask.validate!(v, country) : undefined,
    });
    to[ask.member] = answer.trim();
    asked += 1;
    normalizeAddresses(body);
    await fillProvinces(body);
  }
  return asked;
}
