// Address flags shared by `addresses add` and `warehouses add` (spec 2.1, 2.14),
// and how they become a wire address: flags over the --input body, the country
// JP when none is given, the province and zip normalized by the domain
// (東京都 → 13, 100-0001 → 1000001).
import { normalizeAddressInput, type Problem } from '../../domain/index.js';
import { flag, flagKey, type FlagKey, type FlagSpec } from '../define.js';
import type { Context } from '../context.js';
import { readJsonObject } from '../input/json-input.js';
import { messages } from '../../i18n/index.js';
import { issueText } from '../../i18n/issues.js';
import { IO_FLAGS } from './flags.js';

/** An address flag, declared once, and the wire member its value is sent as. */
export interface AddressField<F extends string = string> {
  readonly flag: FlagSpec<F, string>;
  readonly member: string;
}

/** An address flag: its syntax, the member it sets and its help. */
export const addressField = <const F extends `--${string} <value>`>(
  flags: F,
  member: string,
  help: string,
): AddressField<F> => ({ flag: flag<F, never, string>(flags, help), member });

/** The flags of an address, as `addresses add` and `warehouses add` take them. */
export const ADDRESS_FIELDS = [
  addressField('--name <value>', 'full_name', 'full name'),
  addressField('--company <value>', 'company', 'company name'),
  addressField('--email <value>', 'email', 'e-mail address'),
  addressField('--phone <value>', 'phone', 'phone number'),
  addressField('--country <value>', 'country', 'country code (default JP)'),
  addressField('--zip <value>', 'zip', 'postal code (1000001 or 100-0001 in Japan)'),
  addressField(
    '--province <value>',
    'province',
    'province: a code or a name (東京都, Tokyo and 13 all give 13)',
  ),
  addressField('--city <value>', 'city', 'city'),
  addressField('--address1 <value>', 'address1', 'street address'),
  addressField('--address2 <value>', 'address2', 'building, floor, room'),
  addressField('--extra <value>', 'extra', 'additional line'),
] as const;

/** The flag that sets an address member (`zip` → --zip), for the messages that name it. */
export function addressFlag(member: string): FlagSpec<string, string> {
  const field = ADDRESS_FIELDS.find((f) => f.member === member);
  if (!field) throw new Error(`no address flag sets ${member}`);
  return field.flag;
}

/** The flags of some fields, in their order, each keeping its own type (a verb's `flags`). */
export const flagsOf = <const T extends readonly AddressField[]>(
  fields: T,
): { [K in keyof T]: T[K]['flag'] } => fields.map((field) => field.flag) as { [K in keyof T]: T[K]['flag'] };

/** The wire members the flags set (commander's camelCase keys → snake_case members). */
export function addressFromFlags<T extends readonly AddressField[]>(
  parsed: { readonly [K in FlagKey<T[number]['flag']['flags']>]?: string },
  fields: T,
): Record<string, string> {
  const values: Readonly<Record<string, string | undefined>> = parsed;
  const address: Record<string, string> = {};
  for (const { flag: spec, member } of fields) {
    const value = values[flagKey(spec)];
    if (typeof value === 'string') address[member] = value;
  }
  return address;
}

export interface AddressInput {
  address: Record<string, unknown>;
  problems: Problem[];
}

/** --input body, flags over it, default country, then the domain's normalization. */
export async function buildAddress(
  ctx: Context,
  input: string | undefined,
  fromFlags: Record<string, string>,
  what: string,
): Promise<AddressInput> {
  const base = input ? await readJsonObject(ctx, input, IO_FLAGS.input.long, what) : {};
  const merged: Record<string, unknown> = { ...base, ...fromFlags };
  if (merged.country === undefined || merged.country === '') {
    merged.country = 'JP';
    ctx.notices.dim(messages().shipping.shared.countryDefault(addressFlag('country').long));
  }
  const { address, problems, notes } = normalizeAddressInput(merged);
  for (const n of notes) ctx.notices.warn(`${n.field}: ${issueText(n)}`);
  return { address, problems };
}

/** Adds the validator's problems, except for fields normalization already reported. */
export function withProblems(first: Problem[], more: Problem[]): Problem[] {
  const seen = new Set(first.map((p) => p.field));
  return [...first, ...more.filter((p) => !seen.has(p.field))];
}
