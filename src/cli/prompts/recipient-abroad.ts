// A recipient outside Japan is asked for as an address abroad is written: name, then
// the postal code (by the country's own name for it, where it has them), city, state or
// province (where the country has codes), and the street last. What the chosen carrier
// needs for that destination (domain recipientNeeds, through the rules) must be answered;
// while a new address is typed the other lines are offered too and may be left empty.
import {
  analyzeShipmentRequest,
  countryHasProvinceCodes,
  normalizeProvince,
  postalCodeExample,
  postalCodeName,
  subdivisionWords,
  usesPostalCodes,
} from '../../domain/index.js';
import { isMissing, normalizeAddresses, objectAt, type Body } from '../../ops/request/index.js';
import type { PromptDeps } from './shipment-recipient.js';
import { SHIPMENT_FLAGS } from '../shared/flags.js';
import { messages } from '../../i18n/index.js';
import { sayText } from '../../i18n/issues.js';

interface Line {
  member: 'full_name' | 'zip' | 'city' | 'province' | 'address1' | 'address2';
  flag: string;
  /** The question; `optional` adds how to leave it out. */
  message: (country: string, optional: boolean) => string;
  /** Whether the country has this line at all. */
  applies?: (country: string) => boolean;
  /** Offered while typing a new address even when not required. */
  offered: boolean;
  validate?: (answer: string, country: string) => true | string;
}

const LINES: readonly Line[] = [
  {
    member: 'full_name',
    flag: SHIPMENT_FLAGS.toName.long,
    message: () => messages().shipping.prompts.name,
    offered: false,
  },
  {
    member: 'zip',
    flag: SHIPMENT_FLAGS.toZip.long,
    message: (c, optional) => {
      return messages().shipping.prompts.abroad.zip(postalCodeName(c), c, postalCodeExample(c), optional);
    },
    applies: usesPostalCodes,
    offered: true,
  },
  {
    member: 'city',
    flag: SHIPMENT_FLAGS.toCity.long,
    message: (_c, optional) => messages().shipping.prompts.abroad.city(optional),
    offered: true,
  },
  {
    member: 'province',
    flag: SHIPMENT_FLAGS.toProvince.long,
    message: (c, optional) => {
      const words = subdivisionWords(c);
      return messages().shipping.prompts.abroad.province(words?.noun, words?.example ?? '', optional);
    },
    applies: countryHasProvinceCodes,
    offered: true,
    validate: (v, c) => {
      const r = normalizeProvince(c, v);
      return r.ok || (r.said ? sayText(r.said) : r.issue);
    },
  },
  {
    member: 'address1',
    flag: SHIPMENT_FLAGS.toAddress1.long,
    message: () => messages().shipping.prompts.address1,
    offered: false,
  },
  {
    member: 'address2',
    flag: SHIPMENT_FLAGS.toAddress2.long,
    message: () => messages().shipping.prompts.abroad.address2,
    offered: true,
  },
];

/** Asks the lines of a recipient in `country` (not JP) that are missing; returns how many were asked. */
export async function promptRecipientAbroad(body: Body, deps: PromptDeps, country: string): Promise<number> {
  // No street yet: the address is being typed, not taken from the book or the flags.
  const typing = isMissing(objectAt(body, 'to_address').address1);
  let asked = 0;
  for (const line of LINES) {
    // Read afresh: normalising an answer replaces the address object.
    const to = objectAt(body, 'to_address');
    if (!isMissing(to[line.member]) || (line.applies && !line.applies(country))) continue;
    const { problems } = analyzeShipmentRequest(body, { mode: 'shipment', now: deps.now });
    const required = problems.some((p) => p.field === `to_address.${line.member}`);
    if (!required && !(typing && line.offered)) continue;
    const answer = await deps.prompter.input({
      message: line.message(country, !required),
      flag: line.flag,
      validate: (v) => {
        if (v.trim() === '') return !required || messages().shipping.prompts.required;
        return line.validate ? line.validate(v, country) : true;
      },
    });
    asked += 1;
    if (answer.trim() === '') continue;
    to[line.member] = answer.trim();
    normalizeAddresses(body);
  }
  return asked;
}
