// Address flags shared by `addresses add` and `warehouses add` (spec 2.1, 2.14),
// and how they become a wire address: flags over the --input body, the country
// JP when none is given, the province and zip normalized by the domain
// (東京都 → 13, 100-0001 → 1000001).
import type { Command } from 'commander';
import { normalizeAddressInput, type Problem } from '../../domain/index.js';
import type { Context } from '../context.js';
import { readJsonObject } from '../input/json-input.js';

/** [flag, wire member, help]. */
export type AddressFlag = readonly [string, string, string];

export const ADDRESS_FLAGS: readonly AddressFlag[] = [
  ['name', 'full_name', 'full name'],
  ['company', 'company', 'company name'],
  ['email', 'email', 'e-mail address'],
  ['phone', 'phone', 'phone number'],
  ['country', 'country', 'country code (default JP)'],
  ['zip', 'zip', 'postal code (1000001 or 100-0001 in Japan)'],
  ['province', 'province', 'province: a code or a name (東京都, Tokyo and 13 all give 13)'],
  ['city', 'city', 'city'],
  ['address1', 'address1', 'street address'],
  ['address2', 'address2', 'building, floor, room'],
  ['extra', 'extra', 'additional line'],
];

const camel = (flag: string): string => flag.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

export function addAddressOptions(cmd: Command, flags: readonly AddressFlag[]): Command {
  for (const [flag, , help] of flags) cmd.option(`--${flag} <value>`, help);
  return cmd;
}

/** The wire members set by flags (commander's camelCase keys → snake_case members). */
export function addressFromFlags(
  f: Record<string, unknown>,
  flags: readonly AddressFlag[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [flag, member] of flags) {
    const v = f[camel(flag)];
    if (typeof v === 'string') out[member] = v;
  }
  return out;
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
  const base = input ? await readJsonObject(ctx, input, '--input', what) : {};
  const merged: Record<string, unknown> = { ...base, ...fromFlags };
  if (merged.country === undefined || merged.country === '') {
    merged.country = 'JP';
    ctx.notices.dim('country: JP (the default; --country to change)');
  }
  const { address, problems } = normalizeAddressInput(merged);
  return { address, problems };
}

/** Adds the validator's problems, except for fields normalization already reported. */
export function withProblems(first: Problem[], more: Problem[]): Problem[] {
  const seen = new Set(first.map((p) => p.field));
  return [...first, ...more.filter((p) => !seen.has(p.field))];
}
