// The one shape every rule reports in (TEAM.md): the wire path of the field and
// an issue that says what is wrong and how to fix it. The sandbox returns these
// as its 400 `details`; the CLI prints them before anything is sent.

export type Problem = { field: string; issue: string };

/** 'products' + 0 + 'hs_code' → 'products[0].hs_code'; empty parts are skipped. */
export function fieldPath(...parts: (string | number | undefined)[]): string {
  let out = '';
  for (const part of parts) {
    if (part === undefined || part === '') continue;
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? part : `.${part}`;
  }
  return out;
}

export function problem(field: string, issue: string): Problem {
  return { field, issue };
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function isNonEmptyString(v: unknown): v is string {
  return typeof v === 'string' && v.trim() !== '';
}

/** Absent for the rules' purposes: not sent, sent as null. */
export function isAbsent(v: unknown): v is undefined | null {
  return v === undefined || v === null;
}

export function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/** A short rendering of a received value for issues: strings quoted, long ones cut. */
export function show(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 37)}...` : v);
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'an array';
  if (v === null) return 'null';
  if (typeof v === 'object') return 'an object';
  return String(v);
}

/** "60, 80, 100, 140, 160" */
export function listOf(values: readonly (string | number)[]): string {
  return values.join(', ');
}

/** "a or b", "a, b or c" */
export function orList(values: readonly (string | number)[]): string {
  const all = values.map(String);
  if (all.length <= 1) return all.join('');
  return `${all.slice(0, -1).join(', ')} or ${all[all.length - 1]}`;
}

/** Code points, not UTF-16 units: 74 characters of Japanese are 74, emoji included. */
export function charCount(s: string): number {
  return [...s].length;
}

/**
 * Checks an integer where the live service demands a JSON number: "80" as a
 * string is refused with the number to send instead (the service made integers
 * mandatory in 2025, live notes). Returns an issue or undefined.
 */
export function integerIssue(v: unknown, options: { min?: number; max?: number } = {}): string | undefined {
  const range =
    options.min !== undefined && options.max !== undefined
      ? ` from ${options.min} to ${options.max}`
      : options.min !== undefined
        ? ` of at least ${options.min}`
        : '';
  if (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)) {
    return `must be a JSON number, not the string ${show(v)}: send ${v.trim()} without quotes (integers are mandatory)`;
  }
  if (!isFiniteNumber(v) || !Number.isInteger(v)) return `must be an integer${range}; got ${show(v)}`;
  if (options.min !== undefined && v < options.min) return `must be an integer${range}; got ${v}`;
  if (options.max !== undefined && v > options.max) return `must be an integer${range}; got ${v}`;
  return undefined;
}

/** Checks a JSON number with bounds; numeric strings get a "without quotes" hint. */
export function numberIssue(
  v: unknown,
  options: { min?: number; max?: number; exclusiveMin?: boolean; unit?: string } = {},
): string | undefined {
  const unit = options.unit ? ` ${options.unit}` : '';
  const lower =
    options.min === undefined
      ? ''
      : options.exclusiveMin
        ? `greater than ${options.min}`
        : `at least ${options.min}`;
  const upper = options.max === undefined ? '' : `at most ${options.max}`;
  const bounds = [lower, upper].filter(Boolean).join(' and ');
  const want = `must be a number${bounds ? ` ${bounds}` : ''}${unit}`;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) {
    return `${want}, not the string ${show(v)}: send ${v.trim()} without quotes`;
  }
  if (!isFiniteNumber(v)) return `${want}; got ${show(v)}`;
  if (options.min !== undefined && (options.exclusiveMin ? v <= options.min : v < options.min))
    return `${want}; got ${v}`;
  if (options.max !== undefined && v > options.max) return `${want}; got ${v}`;
  return undefined;
}

export function booleanIssue(v: unknown): string | undefined {
  if (typeof v === 'boolean') return undefined;
  if (v === 'true' || v === 'false')
    return `must be a JSON boolean, not the string ${show(v)}: send ${v} without quotes`;
  return `must be true or false; got ${show(v)}`;
}

export function stringIssue(v: unknown, options: { nonEmpty?: boolean } = {}): string | undefined {
  if (typeof v !== 'string') return `must be a string; got ${show(v)}`;
  if (options.nonEmpty && v.trim() === '') return 'must not be empty';
  return undefined;
}

/** Pushes a problem when `issue` is defined; returns whether it did. */
export function report(out: Problem[], field: string, issue: string | undefined): boolean {
  if (issue === undefined) return false;
  out.push({ field, issue });
  return true;
}
