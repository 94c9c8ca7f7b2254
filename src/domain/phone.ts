// Japanese telephone numbers as a label carries them: the digits of the national
// form (0 + area or service code + subscriber), checked against the numbering
// plan's lengths (総務省, 電気通信番号計画): mobile and IP numbers (070/080/090,
// 050, 020) and 0800 free dial have 11 digits; landlines and 0120/0570/0990 have
// 10. A spreadsheet that read the number as a figure drops its leading 0
// (9012345678); the 0 is put back only where that gives exactly one number of the
// plan, and the repair is said. Anything else is refused, naming the field.
import { carrierOfService } from './catalog.js';
import { LETTERBOX_SERVICES } from './parcel-size.js';
import { say, type Said } from './problems.js';

export type JpPhoneKind = 'mobile' | 'ip' | 'free' | 'navi' | 'landline';

export type JpPhoneResult =
  | { ok: true; phone: string; kind: JpPhoneKind; restored?: Said }
  | { ok: false; said: Said };

/** The kind and the length the numbering plan gives a national number starting so. */
function planOf(digits: string): { kind: JpPhoneKind; length: number } | undefined {
  if (/^0[789]0/.test(digits)) return { kind: 'mobile', length: 11 };
  if (/^0[25]0/.test(digits)) return { kind: 'ip', length: 11 };
  if (digits.startsWith('0800')) return { kind: 'free', length: 11 };
  if (digits.startsWith('0120')) return { kind: 'free', length: 10 };
  if (digits.startsWith('0570') || digits.startsWith('0990')) return { kind: 'navi', length: 10 };
  if (/^0[1-9]/.test(digits)) return { kind: 'landline', length: 10 };
  return undefined;
}

const fits = (digits: string): JpPhoneKind | undefined => {
  const plan = planOf(digits);
  return plan && digits.length === plan.length ? plan.kind : undefined;
};

/** Full-width digits, hyphens of every width, spaces, brackets and +81 made the national digits. */
export function phoneDigits(input: string | number): string {
  let s = String(input).normalize('NFKC').trim();
  s = s.replace(/[\s\-‐‑‒–—―−ー()（）.]/g, '');
  if (/^\+?81/.test(s) && s.replace(/^\+?81/, '').length >= 9) s = `0${s.replace(/^\+?81/, '').replace(/^0/, '')}`;
  return s;
}

/**
 * A Japanese phone number typed by a person or read from a spreadsheet → its national
 * digits (09012345678), or why it is not one and how to fix it.
 */
export function normalizeJpPhone(input: string | number): JpPhoneResult {
  const given = String(input).trim();
  const digits = phoneDigits(input);
  if (!/^\d+$/.test(digits)) return { ok: false, said: say('phone.notDigits', given) };
  const kind = fits(digits);
  if (kind) return { ok: true, phone: digits, kind };
  if (!digits.startsWith('0')) {
    const withZero = `0${digits}`;
    const restoredKind = fits(withZero);
    if (restoredKind)
      return { ok: true, phone: withZero, kind: restoredKind, restored: say('phone.restored', given, withZero) };
  }
  const plan = planOf(digits.startsWith('0') ? digits : `0${digits}`);
  if (plan?.kind === 'mobile' || plan?.kind === 'ip')
    return { ok: false, said: say('phone.mobileLength', given, digits.length) };
  if (plan) return { ok: false, said: say('phone.landlineLength', given, digits.length, plan.length) };
  return { ok: false, said: say('phone.noPrefix', given) };
}

/**
 * Carriers whose label or delivery needs the recipient's phone (inferred: the domestic
 * carriers' label systems make お届け先電話番号 a required field for a parcel, the express
 * couriers call the recipient for customs); a letterbox service is dropped in the mailbox
 * and needs none.
 */
const PHONE_CARRIERS: readonly string[] = ['yamato', 'sagawa', 'yuupack', 'seino', 'dhl', 'fedex', 'ups'];

/** Whether the interactive ship asks the recipient's phone for this service. */
export function asksRecipientPhone(service: string): boolean {
  const carrier = carrierOfService(service);
  return carrier !== undefined && PHONE_CARRIERS.includes(carrier) && !LETTERBOX_SERVICES.includes(service);
}
