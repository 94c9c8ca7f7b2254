// The settings flags of `carriers add` and `carriers update`, and the settings
// object they make (live notes, "Carrier settings"). Which flag applies to which
// carrier is the domain's rule (validateCarrierAccount reports a misplaced one).
import { isPlainObject } from '../../../domain/index.js';
import { flag, type InputOf } from '../../define.js';

/** The carrier's credentials: a file (secrets are never arguments), named by the prompts that ask instead. */
export const CREDENTIALS_FILE = flag(
  '--credentials-file <file>',
  'the credentials as a JSON object, e.g. {"key": "…"}',
);

/** Each settings flag by name, for the questions that ask the same thing on a terminal. */
export const SETTING_FLAG = {
  printSize: flag('--print-size <size>', 'label print size (see `shipctl carriers catalog TYPE`)', {
    complete: 'print_sizes',
  }),
  sizeFallback: flag(
    '--size-fallback <size>',
    'yamato: size used where PDF_4.5X7.8 cannot print (PDF_A4, PDF_A5, …)',
  ),
  deliveryEmail: flag(
    '--delivery-email <message>',
    'yamato: mail recipients the delivery date, with this message (≤ 74 chars)',
  ),
  noDeliveryEmail: flag('--no-delivery-email', 'yamato: do not mail recipients the delivery date'),
  deliveryDate: flag(
    '--delivery-date',
    'yamato: print the earliest delivery date on labels without setup.date',
  ),
  noDeliveryDate: flag('--no-delivery-date', 'yamato: do not print the earliest delivery date'),
  hideAccount: flag('--hide-account', 'dhl: hide the account number on labels'),
  noHideAccount: flag('--no-hide-account', 'dhl: show the account number on labels'),
  extraPage: flag('--extra-page', 'dhl: add an archive page to labels'),
  noExtraPage: flag('--no-extra-page', 'dhl: no archive page'),
} as const;

const S = SETTING_FLAG;

export const SETTINGS_FLAGS = [
  S.printSize,
  S.sizeFallback,
  S.deliveryEmail,
  S.noDeliveryEmail,
  S.deliveryDate,
  S.noDeliveryDate,
  S.hideAccount,
  S.noHideAccount,
  S.extraPage,
  S.noExtraPage,
] as const;

/**
 * The settings flags as commander gives them. deliveryEmail: a message enables the yamato
 * delivery e-mail; false (--no-delivery-email) disables it.
 */
export type SettingsFlags = InputOf<readonly [], typeof SETTINGS_FLAGS>;

/** The settings the flags set; members of flags not given are absent. */
export function settingsFromFlags(flags: SettingsFlags): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const print = defined({ size: flags.printSize, size_fallback: flags.sizeFallback });
  if (print) out.print = print;
  const label = defined({
    delivery_date: flags.deliveryDate,
    hide_account: flags.hideAccount,
    extra_page: flags.extraPage,
  });
  if (label) out.label = label;
  if (flags.deliveryEmail === false) out.scheduled_delivery_email = { enabled: false };
  else if (typeof flags.deliveryEmail === 'string')
    out.scheduled_delivery_email = { enabled: true, message: flags.deliveryEmail };
  return out;
}

function defined(members: Record<string, unknown>): Record<string, unknown> | undefined {
  const kept = Object.entries(members).filter(([, v]) => v !== undefined);
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/** Settings other than print.size: given by flags or the body, they skip the optional-settings questions. */
export function hasOtherSettings(settings: Record<string, unknown>): boolean {
  return Object.entries(settings).some(([k, v]) =>
    k === 'print' ? isPlainObject(v) && Object.keys(v).some((m) => m !== 'size') : v !== undefined,
  );
}
