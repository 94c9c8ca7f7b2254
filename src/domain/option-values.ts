// The value each setup option takes (spec 2.4, 2.6; live notes for the
// unnamed fields). Applicability (which carrier, which route) is options.ts.
import { CARE_MEMBERS, CARRIERS, type CarrierType } from './catalog.js';
import { isIsoDate } from './dates.js';
import type { SetupContext, SetupOptionDef } from './options.js';
import {
  booleanIssue,
  integerIssue,
  isPlainObject,
  listOf,
  numberIssue,
  show,
  stringIssue,
} from './problems.js';

/**
 * Labels on an A4 sheet: the A4-sheet services print A6-sized slips, four to a
 * sheet (2 × 2), so the first label can start at position 1–4. The live
 * service's upper bound is not published; 4 is the physical count of A6 on A4.
 */
export const PRINT_START_LOCATION_MAX = 4;

const carriersWith = (pick: (c: (typeof CARRIERS)[CarrierType]) => readonly unknown[]): string =>
  Object.values(CARRIERS)
    .filter((c) => pick(c).length > 0)
    .map((c) => c.type)
    .join(', ');

const NUMBER_BOUNDS: Record<string, Parameters<typeof numberIssue>[1]> = {
  insurance: { min: 0 },
  shipping_fee: { min: 0 },
  discount: { min: 0, max: 100 },
};

export function optionValueIssue(def: SetupOptionDef, value: unknown, ctx: SetupContext): string | undefined {
  const { carrier } = ctx;
  switch (def.name) {
    case 'pack_size': {
      const list = carrier ? CARRIERS[carrier].packSizes : [];
      const typeIssue = integerIssue(value, { min: 1 });
      if (typeIssue) return list.length ? `${typeIssue}; one of ${listOf(list)} for ${carrier}` : typeIssue;
      if (list.length && !list.includes(value as number))
        return `must be one of ${listOf(list)} for ${carrier}; got ${show(value)}`;
      return undefined;
    }
    case 'pack_amount':
      return integerIssue(value, { min: 1 });
    case 'print_start_location':
      return integerIssue(value, { min: 1, max: PRINT_START_LOCATION_MAX });
    case 'care':
      return careIssue(value);
    case 'cash_on_delivery':
      return cashOnDeliveryIssue(value);
    case 'date':
      if (!isIsoDate(value)) return `must be a delivery date YYYY-MM-DD (JST); got ${show(value)}`;
      return def.check?.(value, ctx);
  }
  switch (def.type) {
    case 'boolean':
      return booleanIssue(value);
    case 'number':
      return numberIssue(value, NUMBER_BOUNDS[def.name] ?? {});
    case 'string': {
      const base = stringIssue(value, { nonEmpty: true });
      if (base) return base;
      const choices = def.choices?.(carrier);
      if (def.name === 'time' && carrier && choices?.length === 0) {
        return `${carrier} has no delivery time slots; remove setup.time (slots exist for ${carriersWith((c) => c.timeSlots)})`;
      }
      if (choices && choices.length > 0 && !choices.includes(value as string)) {
        return `must be one of ${listOf(choices)}${carrier ? ` for ${carrier}` : ''}; got ${show(value)}`;
      }
      return def.check?.(value, ctx);
    }
  }
  return undefined;
}

/** care {} or all members false is "unused" (the response echoes {}), so it is accepted everywhere. */
export function isCareUnused(v: unknown): boolean {
  return isPlainObject(v) && Object.values(v).every((m) => m === false || m === undefined || m === null);
}

function careIssue(v: unknown): string | undefined {
  if (!isPlainObject(v)) return `must be an object with booleans ${listOf(CARE_MEMBERS)}; got ${show(v)}`;
  const unknown = Object.keys(v).filter((k) => !(CARE_MEMBERS as readonly string[]).includes(k));
  if (unknown.length)
    return `unknown member ${listOf(unknown)}: care takes ${listOf(CARE_MEMBERS)} (booleans)`;
  const bad = CARE_MEMBERS.filter((k) => v[k] !== undefined && typeof v[k] !== 'boolean');
  if (bad.length) return `${listOf(bad)} must be true or false`;
  return undefined;
}

function cashOnDeliveryIssue(v: unknown): string | undefined {
  if (!isPlainObject(v)) return `must be an object {amount, tax}; got ${show(v)}`;
  const unknown = Object.keys(v).filter((k) => k !== 'amount' && k !== 'tax');
  if (unknown.length) return `unknown member ${listOf(unknown)}: cash_on_delivery takes amount and tax`;
  if (v.amount === undefined) return 'amount is required: the sum to collect on delivery';
  const amount = numberIssue(v.amount, { min: 0, exclusiveMin: true });
  if (amount) return `amount ${amount}`;
  if (v.tax !== undefined) {
    const tax = numberIssue(v.tax, { min: 0 });
    if (tax) return `tax ${tax}`;
  }
  return undefined;
}
