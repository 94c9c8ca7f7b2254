// The one duration grammar of shipctl: `90s`, `15m`, `2h`, `1d`, `1w`,
// `500ms`, or several parts at once (`1h30m`, `1d 12h`). Units are required: a bare
// number is read only where the value's own help names its unit (`--tolerance
// <seconds>`); anywhere else "30" could be seconds, minutes or days, and is refused.
// The sandbox's words (clock advance, --call-limit windows, fault latencies) can take
// the same grammar from here.

export type DurationUnit = 'ms' | 's' | 'm' | 'h' | 'd' | 'w';

export const DURATION_UNIT_MS: Readonly<Record<DurationUnit, number>> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
};

/** The forms to show in help and error messages. */
export const DURATION_EXAMPLES = '90s, 15m, 2h, 1d or 1h30m';

const PART = /(\d+(?:\.\d+)?)\s*(ms|s|m|h|d|w)(?![a-z])/y;

/**
 * Milliseconds (rounded) of a duration in this grammar; undefined when `text` is not one.
 * `bareUnit`: the unit a bare number counts in, for a value whose help names its unit.
 */
export function parseDuration(text: string, options: { bareUnit?: DurationUnit } = {}): number | undefined {
  const src = text.trim().toLowerCase();
  if (options.bareUnit !== undefined && /^\d+(?:\.\d+)?$/.test(src))
    return Math.round(Number(src) * DURATION_UNIT_MS[options.bareUnit]);
  let total = 0;
  let parts = 0;
  PART.lastIndex = 0;
  while (PART.lastIndex < src.length) {
    const m = PART.exec(src);
    if (!m) return undefined;
    total += Number(m[1]) * DURATION_UNIT_MS[m[2] as DurationUnit];
    parts++;
    while (src[PART.lastIndex] === ' ') PART.lastIndex++;
  }
  return parts > 0 ? Math.round(total) : undefined;
}

/** Whether `text` is a bare number (no unit): the mistake worth its own hint. */
export const isBareNumber = (text: string): boolean => /^\s*\d+(?:\.\d+)?\s*$/.test(text);
