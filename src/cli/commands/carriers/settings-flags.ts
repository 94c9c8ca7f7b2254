// The settings flags of `carriers add` and `carriers update`, and the settings
// object they make (live notes, "Carrier settings"). Which flag applies to which
// carrier is the domain's rule (validateCarrierAccount reports a misplaced one).
import type { Command } from 'commander';
import { isPlainObject } from '../../../domain/index.js';

export interface SettingsFlags {
  printSize?: string;
  sizeFallback?: string;
  /** A message enables the yamato delivery e-mail; false (--no-delivery-email) disables it. */
  deliveryEmail?: string | false;
  deliveryDate?: boolean;
  hideAccount?: boolean;
  extraPage?: boolean;
}

export function addSettingsOptions(cmd: Command): Command {
  return cmd
    .optionsGroup('Settings:')
    .option('--print-size <size>', 'label print size (see `shipctl carriers catalog TYPE`)')
    .option('--size-fallback <size>', 'yamato: size used where PDF_4.5X7.8 cannot print (PDF_A4, PDF_A5, …)')
    .option(
      '--delivery-email <message>',
      'yamato: mail recipients the delivery date, with this message (≤ 74 chars)',
    )
    .option('--no-delivery-email', 'yamato: do not mail recipients the delivery date')
    .option('--delivery-date', 'yamato: print the earliest delivery date on labels without setup.date')
    .option('--no-delivery-date', 'yamato: do not print the earliest delivery date')
    .option('--hide-account', 'dhl: hide the account number on labels')
    .option('--no-hide-account', 'dhl: show the account number on labels')
    .option('--extra-page', 'dhl: add an archive page to labels')
    .option('--no-extra-page', 'dhl: no archive page');
}

export const settingsFlags = (f: Record<string, unknown>): SettingsFlags => ({
  printSize: f.printSize as string | undefined,
  sizeFallback: f.sizeFallback as string | undefined,
  deliveryEmail: f.deliveryEmail as string | false | undefined,
  deliveryDate: f.deliveryDate as boolean | undefined,
  hideAccount: f.hideAccount as boolean | undefined,
  extraPage: f.extraPage as boolean | undefined,
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
