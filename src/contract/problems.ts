// Turns zod issues into the team's `{ field, issue }` problems: `field` is the JSON
// path as on the wire (`setup.pack_size`, `products[0].price`) and `issue` reads as a
// sentence a user can act on. The sandbox answers these in error details and the CLI
// prints them, so the wording matters more than zod's defaults.
//
// Values the user sent are never echoed for type errors: a password or token sent as
// a number must not come back in an error body or a log line. Enum values are echoed
// (an enum field holds a code, never a secret).
import type * as z from './zod.js';
import { lazy } from '../domain/lazy.js';

export interface FieldProblem {
  field: string;
  issue: string;
}

type Issue = z.core.$ZodIssue;
type PathKey = PropertyKey;

// Messages written by hand in the schemas (see `issueText`). zod gives no way to tell a
// schema's own message from its default one, so we remember ours.
const handWritten = new Set<string>();

/** Registers a schema's own issue text so that `zodProblems` uses it verbatim. */
export function issueText(message: string): string {
  handWritten.add(message);
  return message;
}

// Built on first use: a \p{…} class costs a tenth of a millisecond to create, on every API command's start.
const identifier = lazy(() => /^[\p{L}_$][\p{L}\p{N}_$]*$/u);

/** ['products', 0, 'price'] → 'products[0].price'; the body itself → '(body)'. */
export function wirePath(path: readonly PathKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && identifier().test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out || '(body)';
}

const EXPECTED: Record<string, string> = {
  number: 'a number',
  int: 'an integer',
  string: 'a string',
  boolean: 'a boolean (true or false)',
  object: 'an object',
  record: 'an object',
  array: 'an array',
  null: 'null',
};

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'not a number';
    return Number.isInteger(value) ? 'a number' : 'a decimal number';
  }
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'boolean') return 'a boolean';
  return typeof value;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

interface Found {
  found: boolean;
  value?: unknown;
}

// The raw body wins over `issue.input`: coercion and preprocessing have already
// changed the latter (a query `limit=abc` reaches the number check as NaN).
function valueAt(root: Found, path: readonly PathKey[], issue: Issue): Found {
  if (root.found) {
    let cur: unknown = root.value;
    let ok = true;
    for (const key of path) {
      if (cur !== null && typeof cur === 'object' && Object.hasOwn(cur, key as string)) {
        cur = (cur as Record<PropertyKey, unknown>)[key];
      } else {
        ok = false;
        break;
      }
    }
    if (ok) return { found: cur !== undefined, value: cur };
  }
  if ('input' in issue && issue.input !== undefined) return { found: true, value: issue.input };
  return { found: false };
}

function listValues(values: readonly unknown[]): string {
  const shown = values.map((v) => (typeof v === 'string' ? v : show(v)));
  if (shown.length <= 16) return `must be one of ${shown.join(', ')}`;
  return `must be one of the ${shown.length} allowed values (e.g. ${shown.slice(0, 4).join(', ')})`;
}

function sizeText(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const bound = small ? issue.minimum : issue.maximum;
  const inclusive = issue.inclusive !== false;
  const plural = Number(bound) === 1 ? '' : 's';
  const word = small ? (inclusive ? 'at least' : 'more than') : inclusive ? 'at most' : 'less than';
  switch (issue.origin) {
    case 'string':
      return `must be ${word} ${bound} character${plural} long`;
    case 'array':
    case 'set':
      return `must have ${word} ${bound} item${plural}`;
    default:
      return `must be ${word} ${bound}`;
  }
}

// Of a union's failed branches, the one that got furthest into the value says the
// most ("[3].id is required" beats "expected an array").
function bestBranch(branches: readonly (readonly Issue[])[]): readonly Issue[] {
  const depth = (issues: readonly Issue[]) => Math.max(0, ...issues.map((i) => i.path.length));
  return [...branches].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0] ?? [];
}

function explain(issue: Issue, path: readonly PathKey[], root: Found, out: FieldProblem[]): void {
  const field = wirePath(path);
  const own = handWritten.has(issue.message) ? issue.message : undefined;
  switch (issue.code) {
    case 'invalid_type': {
      const at = valueAt(root, path, issue);
      const expected = EXPECTED[issue.expected] ?? issue.expected;
      if (!at.found) {
        out.push({ field, issue: own ? `is required: ${own}` : `is required (${expected})` });
      } else if ((issue as { received?: string }).received === 'NaN') {
        out.push({ field, issue: `${own ?? `expected ${expected}`}, got ${show(at.value)}` });
      } else {
        out.push({ field, issue: `${own ?? `expected ${expected}`}, got ${describe(at.value)}` });
      }
      return;
    }
    case 'invalid_value': {
      const at = valueAt(root, path, issue);
      const got = at.found ? `, got ${show(at.value)}` : '';
      out.push({ field, issue: `${own ?? listValues(issue.values)}${got}` });
      return;
    }
    case 'unrecognized_keys':
      for (const key of issue.keys) {
        out.push({
          field: wirePath([...path, key]),
          issue: own ?? 'is not a known member here; check the spelling',
        });
      }
      return;
    case 'invalid_union': {
      const branches = issue.errors;
      const atRoot = branches.every(
        (b) => b.length === 1 && b[0]?.code === 'invalid_type' && b[0].path.length === 0,
      );
      if (branches.length > 0 && atRoot) {
        const at = valueAt(root, path, issue);
        const kinds = branches.map((b) => {
          const first = b[0] as Extract<Issue, { code: 'invalid_type' }>;
          return EXPECTED[first.expected] ?? first.expected;
        });
        const wanted = `expected ${[...new Set(kinds)].join(' or ')}`;
        out.push({
          field,
          issue: at.found ? `${wanted}, got ${describe(at.value)}` : `is required (${wanted.slice(9)})`,
        });
        return;
      }
      for (const sub of bestBranch(branches)) explain(sub, [...path, ...sub.path], root, out);
      return;
    }
    case 'invalid_key':
    case 'invalid_element':
      for (const sub of issue.issues) explain(sub, [...path, ...sub.path], root, out);
      return;
    case 'too_small':
    case 'too_big':
      out.push({ field, issue: own ?? sizeText(issue) });
      return;
    case 'invalid_format':
      out.push({ field, issue: own ?? `must be a valid ${issue.format}` });
      return;
    case 'not_multiple_of':
      out.push({ field, issue: own ?? `must be a multiple of ${String(issue.divisor)}` });
      return;
    default:
      out.push({ field, issue: issue.message });
  }
}

/**
 * Every issue of a ZodError as wire-path problems, in zod's order, without duplicates.
 * Pass the parsed value as `input` for the best wording (it lets the text say what
 * was received even when the parse did not run with `reportInput`).
 */
export function zodProblems(error: z.core.$ZodError, ...input: [] | [unknown]): FieldProblem[] {
  const root: Found = input.length > 0 ? { found: true, value: input[0] } : { found: false };
  const out: FieldProblem[] = [];
  for (const issue of error.issues) explain(issue, issue.path, root, out);
  const seen = new Set<string>();
  return out.filter((p) => {
    const key = `${p.field}\u0000${p.issue}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type Checked<T> = { ok: true; data: T } | { ok: false; problems: FieldProblem[] };

/** Parses a request body (or query) and reports every type problem at once. */
export function checkRequest<S extends z.ZodMiniType>(schema: S, input: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, problems: zodProblems(result.error, input) };
}
