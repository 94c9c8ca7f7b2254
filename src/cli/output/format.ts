// Formatting of values for people (TTY) and for scripts (piped). Timestamps on the
// wire are UTC; people in Japan read them in JST, scripts want them absolute ISO.

import { formatJst } from '../../domain/dates.js';
import { formatMoney } from '../../domain/price.js';

export { formatJst, formatMoney };

/** Absolute ISO 8601 in UTC; the input unchanged when it is not a date. */
export function formatIso(value: string | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : d.toISOString();
}

/**
 * A postal code as people read it: a Japanese one with its mark and hyphen (`〒530-0001`,
 * however it was stored: the API keeps `5300001`), any other as it is.
 */
export function formatZip(zip: string, country: string | undefined): string {
  if ((country ?? 'JP') !== 'JP') return zip;
  const digits = /^(\d{3})-?(\d{4})$/.exec(zip);
  return digits ? `〒${digits[1]}-${digits[2]}` : `〒${zip}`;
}
