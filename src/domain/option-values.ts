// The value each setup option takes (spec 2.4, 2.6; live notes for the
// unnamed fields). Applicability (which carrier, which route) is options.ts.
import { CARE_MEMBERS, CARRIERS, type CarrierType } from './catalog.js';
import { isIsoDate } from './dates.js';
import type { SetupContext, SetupOptionDef } from './options.js';
import {
  booleanIssue,
  integerIssue,
  isPlainObject,
  numberIssue,
  say,
  show,
  stringIssue,
  type Said,
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

export function optionValueIssue(def: SetupOptionDef, value: unknown, ctx: SetupContext): Said | undefined {
  const { carrier } = ctx;
  switch (def.name) {
    case 'pack_size': {
      const list = carrier ? CARRIERS[carrier].packSizes : [];
      const typeIssue = integerIssue(value, { min: 1 });
      if (typeIssue)
        return list.length && carrier ? say('options.packSizeInteger', typeIssue, list, carrier) : typeIssue;
      if (list.length && carrier && !list.includes(value as number))
        return say('options.packSize', list, carrier, show(value));
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
      if (!isIsoDate(value)) return say('options.deliveryDate', show(value));
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
        return say(
          'options.noTimeSlots',
          carrier,
          carriersWith((c) => c.timeSlots),
        );
      }
      if (choices && choices.length > 0 && !choices.includes(value as string)) {
        return carrier
          ? say('options.oneOfFor', choices, carrier, show(value))
          : say('options.oneOf', choices, show(value));
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

function careIssue(v: unknown): Said | undefined {
  if (!isPlainObject(v)) return say('options.careObject', CARE_MEMBERS, show(v));
  const unknown = Object.keys(v).filter((k) => !(CARE_MEMBERS as readonly string[]).includes(k));
  if (unknown.length) return say('options.careUnknown', unknown, CARE_MEMBERS);
  const bad = CARE_MEMBERS.filter((k) => v[k] !== undefined && typeof v[k] !== 'boolean');
  if (bad.length) return say('options.careBoolean', bad);
  return undefined;
}

function cashOnDeliveryIssue(v: unknown): Said | undefined {
  if (!isPlainObject(v)) return say('options.codObject', show(v));
  const unknown = Object.keys(v).filter((k) => k !== 'amount' && k !== 'tax');
  if (unknown.length) return say('options.codUnknown', unknown);
  if (v.amount === undefined) return say('options.codAmountRequired');
  const amount = numberIssue(v.amount, { min: 0, exclusiveMin: true });
  if (amount) return say('options.codAmount', amount);
  if (v.tax !== undefined) {
    const tax = numberIssue(v.tax, { min: 0 });
    if (tax) return say('options.codTax', tax);
  }
  return undefined;
}
