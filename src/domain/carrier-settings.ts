// settings of a carrier account (spec 2.13; names from the live notes):
// print.size per carrier, yamato's fallback size, delivery e-mail and
// delivery-date flag, dhl's two label booleans.
import { CARRIERS, type CarrierType } from './catalog.js';
import { YAMATO_EMAIL_MESSAGE_MAX } from './limits.js';
import {
  booleanIssue,
  charCount,
  isPlainObject,
  problem,
  report,
  say,
  show,
  type Problem,
} from './problems.js';

export const YAMATO_THERMAL_SIZE = 'PDF_4.5X7.8';
export const YAMATO_FALLBACK_SIZES = ['PDF_A4', 'PDF_A5', 'PDF_A4_BW', 'PDF_A5_BW'] as const;

/** Boolean label flags and the carrier each belongs to. */
export const LABEL_FLAGS: Readonly<Record<string, CarrierType>> = {
  hide_account: 'dhl',
  extra_page: 'dhl',
  delivery_date: 'yamato',
};

export interface SettingsOptions {
  /** On create, print.size is required for carriers with a print-size list. */
  requirePrintSize: boolean;
  path?: string;
}

export function validateCarrierSettings(
  type: CarrierType,
  settings: unknown,
  options: SettingsOptions,
): Problem[] {
  const path = options.path ?? 'settings';
  const sizes = CARRIERS[type].printSizes;
  if (settings === undefined || settings === null) {
    return options.requirePrintSize && sizes.length > 0
      ? [problem(`${path}.print.size`, say('carrierSettings.printSizeRequired', type, sizes))]
      : [];
  }
  if (!isPlainObject(settings)) return [problem(path, say('carrierSettings.object', show(settings)))];
  const out: Problem[] = [];
  const print = settings.print;
  let size: unknown;
  if (print !== undefined && print !== null && !isPlainObject(print)) {
    out.push(problem(`${path}.print`, say('carrierSettings.printObject', type === 'yamato', show(print))));
  } else if (isPlainObject(print)) {
    size = print.size;
  }
  if (size === undefined || size === null) {
    if (options.requirePrintSize && sizes.length > 0)
      out.push(problem(`${path}.print.size`, say('carrierSettings.printSizeRequired', type, sizes)));
  } else if (typeof size !== 'string' || size === '') {
    out.push(problem(`${path}.print.size`, say('carrierSettings.printSizeString', sizes, show(size))));
  } else if (sizes.length > 0 && !sizes.includes(size)) {
    out.push(problem(`${path}.print.size`, say('options.oneOfFor', sizes, type, show(size))));
  }

  const fallback = isPlainObject(print) ? print.size_fallback : undefined;
  if (type === 'yamato') {
    if (
      fallback !== undefined &&
      fallback !== null &&
      !(YAMATO_FALLBACK_SIZES as readonly string[]).includes(fallback as string)
    ) {
      out.push(
        problem(`${path}.print.size_fallback`, say('options.oneOf', YAMATO_FALLBACK_SIZES, show(fallback))),
      );
    } else if ((fallback === undefined || fallback === null) && size === YAMATO_THERMAL_SIZE) {
      out.push(
        problem(
          `${path}.print.size_fallback`,
          say('carrierSettings.fallbackRequired', YAMATO_THERMAL_SIZE, YAMATO_FALLBACK_SIZES),
        ),
      );
    }
  } else if (fallback !== undefined && fallback !== null) {
    out.push(problem(`${path}.print.size_fallback`, say('carrierSettings.accountsOnly', 'yamato', type)));
  }

  const label = settings.label;
  if (label !== undefined && label !== null) {
    if (!isPlainObject(label))
      out.push(problem(`${path}.label`, say('carrierSettings.labelObject', show(label))));
    else {
      for (const [k, v] of Object.entries(label)) {
        const owner = LABEL_FLAGS[k];
        if (owner === undefined) continue;
        if (owner !== type)
          out.push(problem(`${path}.label.${k}`, say('carrierSettings.accountsOnly', owner, type)));
        else report(out, `${path}.label.${k}`, booleanIssue(v));
      }
    }
  }

  const mail = settings.scheduled_delivery_email;
  if (mail !== undefined && mail !== null) {
    if (type !== 'yamato')
      out.push(
        problem(`${path}.scheduled_delivery_email`, say('carrierSettings.accountsOnly', 'yamato', type)),
      );
    else out.push(...scheduledEmailProblems(mail, `${path}.scheduled_delivery_email`));
  }
  return out;
}

function scheduledEmailProblems(mail: unknown, path: string): Problem[] {
  if (!isPlainObject(mail)) return [problem(path, say('carrierSettings.emailObject', show(mail)))];
  const out: Problem[] = [];
  if (mail.enabled !== undefined && mail.enabled !== null)
    report(out, `${path}.enabled`, booleanIssue(mail.enabled));
  const message = mail.message;
  const hasMessage = typeof message === 'string' && message.trim() !== '';
  if (message !== undefined && message !== null && typeof message !== 'string') {
    out.push(
      problem(
        `${path}.message`,
        say('carrierSettings.messageString', YAMATO_EMAIL_MESSAGE_MAX, show(message)),
      ),
    );
  } else if (mail.enabled === true && !hasMessage) {
    out.push(problem(`${path}.message`, say('carrierSettings.messageRequired', YAMATO_EMAIL_MESSAGE_MAX)));
  } else if (typeof message === 'string' && charCount(message) > YAMATO_EMAIL_MESSAGE_MAX) {
    out.push(
      problem(
        `${path}.message`,
        say('carrierSettings.messageTooLong', charCount(message), YAMATO_EMAIL_MESSAGE_MAX),
      ),
    );
  }
  return out;
}

/** The settings the sandbox stores when a carrier is registered: the default print size filled in. */
export function withDefaultSettings(
  type: CarrierType,
  settings: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(settings ?? {}) };
  const def = CARRIERS[type].defaultPrintSize;
  const print = isPlainObject(out.print) ? { ...out.print } : {};
  if (def && print.size === undefined) print.size = def;
  if (Object.keys(print).length) out.print = print;
  return out;
}

/** What a label document is: ZPL text for the ZPL_* print sizes, a PDF for the others. */
export type LabelFormat = 'pdf' | 'zpl';

const formatOfSize = (size: string | undefined): LabelFormat | undefined =>
  size === undefined ? undefined : /^ZPL/i.test(size) ? 'zpl' : /^PDF/i.test(size) ? 'pdf' : undefined;

/**
 * The format of the labels an account makes (spec 2.13: the print size decides it): its
 * print.size, else the carrier's default size. undefined where the spec lists no print
 * size for the carrier (ups, ecms, …) and the account names none: what the live service
 * sends is then not known before a label is made.
 */
export function labelFormatOf(carrier: CarrierType, printSize: string | undefined): LabelFormat | undefined {
  return formatOfSize(printSize) ?? formatOfSize(CARRIERS[carrier].defaultPrintSize);
}

/** The carriers whose accounts can print ZPL, each with its ZPL print sizes (spec 2.13). */
export function zplPrintSizes(): { carrier: CarrierType; sizes: string[] }[] {
  return Object.values(CARRIERS)
    .map((c) => ({ carrier: c.type, sizes: c.printSizes.filter((s) => formatOfSize(s) === 'zpl') }))
    .filter((c) => c.sizes.length > 0);
}

/** settings.print.size of an account's settings, when set. */
export function accountPrintSize(settings: unknown): string | undefined {
  const print = isPlainObject(settings) ? settings.print : undefined;
  const size = isPlainObject(print) ? print.size : undefined;
  return typeof size === 'string' && size !== '' ? size : undefined;
}
