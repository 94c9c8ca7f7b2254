// The settings flags of `carriers add` and `carriers update`, and the settings
// object they make (live notes, "Carrier settings"). Which flag applies to which
// carrier is the domain's rule (validateCarrierAccount reports a misplaced one).
import type { Command } from 'commander';
import { isPlainObject } from '../../../domain/index.js';
import { addOptions, type FlagsOf } from '../../command-kit.js';

const SETTINGS_OPTIONS = [
  ['--print-size <size>', 'label print size (see `shipctl carriers catalog TYPE`)'],
  ['--size-fallback <size>', 'yamato: size used where PDF_4.5X7.8 cannot print (PDF_A4, PDF_A5, …)'],
  ['--delivery-email <message>', 'yamato: mail recipients the delivery date, with this message (≤ 74 chars)'],
  ['--no-delivery-email', 'yamato: do not mail recipients the delivery date'],
  ['--delivery-date', 'yamato: print the earliest delivery date on labels without setup.date'],
  ['--no-delivery-date', 'yamato: do not print the earliest delivery date'],
  ['--hide-account', 'dhl: hide the account number on labels'],
  ['--no-hide-account', 'dhl: show the account number on labels'],
  ['--extra-page', 'dhl: add an archive page to labels'],
  ['--no-extra-page', 'dhl: no archive page'],
] as const;

/**
 * The settings flags as commander gives them. deliveryEmail: a message enables the yamato
 * delivery e-mail; false (--no-delivery-email) disables it.
 */
export type SettingsFlags = FlagsOf<typeof SETTINGS_OPTIONS>;

export function addSettingsOptions(cmd: Command): Command {
  return addOptions(cmd.optionsGroup('Settings:'), SETTINGS_OPTIONS);
}

/** The settings members of a verb's flags (which also hold its other options). */
export const settingsFlags = (f: SettingsFlags): SettingsFlags => ({
  printSize: f.printSize,
  sizeFallback: f.sizeFallback,
  deliveryEmail: f.deliveryEmail,
  deliveryDate: f.deliveryDate,
  hideAccount: f.hideAccount,
  extraPage: f.extraPage,
});

/** The settings the flags set; members of flags not given are absent. */
export function settingsFromFlags(f: SettingsFlags): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const print = defined({ size: f.printSize, size_fallback: f.sizeFallback });
  if (print) out.print = print;
  const label = defined({
    delivery_date: f.deliveryDate,
    hide_account: f.hideAccount,
    extra_page: f.extraPage,
  });
  if (label) out.label = label;
  if (f.deliveryEmail === false) out.scheduled_delivery_email = { enabled: false };
  else if (typeof f.deliveryEmail === 'string')
    out.scheduled_delivery_email = { enabled: true, message: f.deliveryEmail };
  return out;
}

function defined(o: Record<string, unknown>): Record<string, unknown> | undefined {
  const kept = Object.entries(o).filter(([, v]) => v !== undefined);
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/** Settings other than print.size: given by flags or the body, they skip the optional-settings questions. */
export function hasOtherSettings(settings: Record<string, unknown>): boolean {
  return Object.entries(settings).some(([k, v]) =>
    k === 'print' ? isPlainObject(v) && Object.keys(v).some((m) => m !== 'size') : v !== undefined,
  );
}
