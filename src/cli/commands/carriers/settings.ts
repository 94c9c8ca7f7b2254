// Completing an account's settings: the print size (the profile's print_size
// default when it suits the carrier, else the catalog's), yamato's fallback size
// when the thermal size is chosen, and the optional settings of yamato and dhl.
import {
  CARRIERS,
  YAMATO_THERMAL_SIZE,
  isPlainObject,
  mergeSettings,
  type CarrierType,
} from '../../../domain/index.js';
import type { Prompter } from '../../prompts/prompter.js';
import { askFallbackSize, askOtherSettings, askPrintSize } from './account-prompts.js';
import { hasOtherSettings } from './settings-flags.js';

const printOf = (settings: Record<string, unknown>): Record<string, unknown> =>
  isPlainObject(settings.print) ? settings.print : {};

/** The size to use when none was chosen; undefined when one was, or the carrier has no sizes. */
export function defaultPrintSize(
  type: CarrierType,
  settings: Record<string, unknown>,
  preferred: string | undefined,
): string | undefined {
  const sizes = CARRIERS[type].printSizes;
  if (sizes.length === 0 || printOf(settings).size !== undefined) return undefined;
  return preferred && sizes.includes(preferred) ? preferred : CARRIERS[type].defaultPrintSize;
}

export async function completeSettings(
  prompter: Prompter,
  type: CarrierType,
  settings: Record<string, unknown>,
  preferred: string | undefined,
): Promise<Record<string, unknown>> {
  let out = settings;
  const print = { ...printOf(settings) };
  if (CARRIERS[type].printSizes.length > 0 && print.size === undefined)
    print.size = await askPrintSize(prompter, type, preferred);
  if (type === 'yamato' && print.size === YAMATO_THERMAL_SIZE && print.size_fallback === undefined)
    print.size_fallback = await askFallbackSize(prompter);
  if (Object.keys(print).length) out = mergeSettings(out, { print });
  if (!hasOtherSettings(settings)) {
    const other = await askOtherSettings(prompter, type);
    if (other) out = mergeSettings(out, other);
  }
  return out;
}
