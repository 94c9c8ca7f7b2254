// The one shape every rule reports in (TEAM.md): the wire path of the field and
// an issue that says what is wrong and how to fix it. The sandbox returns these
// as its 400 `details`; the CLI prints them before anything is sent.
//
// A rule that says its issue through the issues catalog (`say`) also keeps what it said by
// key, so that the CLI can print it in the reader's language (i18n/issues.ts issueText). That
// member is not enumerable: a problem serialized (the sandbox's `details`, --json, NDJSON) or
// compared stays `{ field, issue }` as before, and a copy that rewrites the issue drops it.
import { english, Said, say, type IssueKey, type IssueParams } from '../i18n/issues.js';
import type { NumberBounds } from '../i18n/en/issues.js';

export { say, Said, english };
export type { IssueKey, IssueParams };

export type Problem = { field: string; issue: string; readonly said?: Said };

/** An issue as rules pass it around: English text, or what was said by key. */
export type Issue = string | Said;

/** The English text of an issue. */
export function issueOf(issue: Issue): string {
  return issue instanceof Said ? english(issue) : issue;
}

/** Attaches what was said (when it was said by key) to an object, out of its enumerable members. */
export function keeping<T extends object>(target: T, issue: Issue | undefined): T & { readonly said?: Said } {
  if (issue instanceof Said) Object.defineProperty(target, 'said', { value: issue, enumerable: false });
  return target;
}

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

export function problem(field: string, issue: Issue): Problem {
  return keeping({ field, issue: issueOf(issue) }, issue);
}

/**
 * The problem with its issue reworded (a flag name added), still knowing what was said: a spread
 * copy would drop it, and the reader would get the English.
 */
export function reissued(p: Problem, issue: string): Problem {
  return keeping({ field: p.field, issue }, p.said);
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
export function integerIssue(v: unknown, options: { min?: number; max?: number } = {}): Said | undefined {
  const { min, max } = options;
  if (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v))
    return say('value.integerAsString', show(v), v.trim());
  if (!isFiniteNumber(v) || !Number.isInteger(v)) return say('value.integer', min, max, show(v));
  if (min !== undefined && v < min) return say('value.integer', min, max, String(v));
  if (max !== undefined && v > max) return say('value.integer', min, max, String(v));
  return undefined;
}

/** Checks a JSON number with bounds; numeric strings get a "without quotes" hint. */
export function numberIssue(v: unknown, options: NumberBounds = {}): Said | undefined {
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v))
    return say('value.numberAsString', options, show(v), v.trim());
  if (!isFiniteNumber(v)) return say('value.number', options, show(v));
  if (options.min !== undefined && (options.exclusiveMin ? v <= options.min : v < options.min))
    return say('value.number', options, String(v));
  if (options.max !== undefined && v > options.max) return say('value.number', options, String(v));
  return undefined;
}

export function booleanIssue(v: unknown): Said | undefined {
  if (typeof v === 'boolean') return undefined;
  if (v === 'true' || v === 'false') return say('value.booleanAsString', show(v), v);
  return say('value.boolean', show(v));
}

export function stringIssue(v: unknown, options: { nonEmpty?: boolean } = {}): Said | undefined {
  if (typeof v !== 'string') return say('value.string', show(v));
  if (options.nonEmpty && v.trim() === '') return say('value.empty');
  return undefined;
}

/** A failed reading (`{ ok: false, issue }`) that keeps what was said, for the caller's problem. */
export function failed(said: Said): { ok: false; issue: string; readonly said?: Said } {
  return keeping({ ok: false as const, issue: english(said) }, said);
}

/** Pushes a problem when `issue` is defined; returns whether it did. */
export function report(out: Problem[], field: string, issue: Issue | undefined): boolean {
  if (issue === undefined) return false;
  out.push(problem(field, issue));
  return true;
}
