// Parsing of the timestamps servers put in headers (X-Api-Call-Reset, Retry-After).
//
// Why not Date.parse: outside ISO 8601 its behaviour is implementation-defined. The live service sends
// JavaScript's Date#toString() form ("Fri Feb 14 2025 16:28:44 GMT+0900 (Japan Standard Time)"), whose
// parenthesised zone name is locale text that engines may or may not accept, and an ISO string without
// an offset would be read as *local* time. A wrong reset time means either a burst of 429s or a client
// that sleeps for hours, so every accepted form is parsed here, field by field, offset included.

const MONTHS: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};

// 2025-02-14T07:28:44Z, 2025-02-14T16:28:44.123+09:00, 2025-02-14 07:28:44 (no offset: UTC, spec 2).
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
// Fri Feb 14 2025 16:28:44 GMT+0900 — Date#toString() once the "(zone name)" is stripped.
const JS_DATE =
  /^(?:[a-z]{3},?\s+)?([a-z]{3})\s+(\d{1,2}),?\s+(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(?:(?:GMT|UTC)\s*([+-]\d{2}:?\d{2})?|([+-]\d{2}:?\d{2}))?$/i;
// Fri, 14 Feb 2025 07:28:44 GMT — the HTTP-date of RFC 9110 (Retry-After, Date#toUTCString()).
const HTTP_DATE =
  /^(?:[a-z]{3},?\s+)?(\d{1,2})[\s-]([a-z]{3})[\s-](\d{2,4})\s+(\d{1,2}):(\d{2}):(\d{2})\s*(?:GMT|UTC|Z)?$/i;

/** Offset such as "+0900", "+09:00", "-05", "Z" → minutes east of UTC; undefined when malformed. */
function offsetMinutes(text: string | undefined): number | undefined {
  if (text === undefined || text.toUpperCase() === 'Z') return 0;
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(text);
  if (!m) return undefined;
  const hours = Number(m[2]);
  const minutes = Number(m[3] ?? '0');
  if (hours > 14 || minutes > 59) return undefined;
  return (m[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * Builds the instant from wall-clock fields and an offset, refusing impossible fields (Feb 30, 25:00):
 * Date.UTC would silently roll them over into a different, wrong instant.
 */
function instant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  ms: number,
  offset: number | undefined,
): Date | undefined {
  if (offset === undefined || month < 0 || month > 11 || hour > 23 || minute > 59 || second > 60)
    return undefined;
  const wall = Date.UTC(year, month, day, hour, minute, Math.min(second, 59), ms);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month || check.getUTCDate() !== day)
    return undefined;
  return new Date(wall - offset * 60_000);
}

function fraction(digits: string | undefined): number {
  return digits ? Math.floor(Number(`0.${digits}`) * 1000) : 0;
}

/**
 * Parses a header timestamp: ISO 8601 (offset optional, UTC when absent), JavaScript Date#toString()
 * (with or without the parenthesised zone name), RFC 9110 HTTP-date, or Unix epoch seconds/milliseconds.
 * Returns undefined for anything else; callers then fall back to back-off instead of guessing.
 */
export function parseTimestamp(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  // The zone name is display text ("Japan Standard Time", or localised); the GMT offset before it is the truth.
  const text = value.replace(/\s*\([^)]*\)\s*$/, '').trim();
  if (text === '') return undefined;

  if (/^\d{9,10}$/.test(text)) return new Date(Number(text) * 1000);
  if (/^\d{12,13}$/.test(text)) return new Date(Number(text));

  let m = ISO.exec(text);
  if (m) {
    return instant(
      Number(m[1]),
      Number(m[2]) - 1,
      Number(m[3]),
      Number(m[4] ?? '0'),
      Number(m[5] ?? '0'),
      Number(m[6] ?? '0'),
      fraction(m[7]),
      offsetMinutes(m[8]),
    );
  }
  m = JS_DATE.exec(text);
  if (m) {
    const month = MONTHS[m[1]!.toLowerCase()];
    if (month === undefined) return undefined;
    return instant(
      Number(m[3]),
      month,
      Number(m[2]),
      Number(m[4]),
      Number(m[5]),
      Number(m[6] ?? '0'),
      0,
      offsetMinutes(m[7] ?? m[8]),
    );
  }
  m = HTTP_DATE.exec(text);
  if (m) {
    const month = MONTHS[m[2]!.toLowerCase()];
    if (month === undefined) return undefined;
    let year = Number(m[3]);
    if (m[3]!.length === 2) year += year < 70 ? 2000 : 1900; // RFC 850 two-digit years
    return instant(year, month, Number(m[1]), Number(m[4]), Number(m[5]), Number(m[6]), 0, 0);
  }
  return undefined;
}

/** Retry-After is either delay-seconds or an HTTP-date (RFC 9110 10.2.3). */
export function parseRetryAfter(value: string | undefined, now: Date): Date | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return new Date(now.getTime() + Number(trimmed) * 1000);
  return parseTimestamp(trimmed);
}
