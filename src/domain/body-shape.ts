// Bounds on the shape of any request body, before its fields are read. Absurd input must be a 400 naming the field, not a stack overflow (members
// nested thousands deep) or seconds of CPU spent drawing a million-character name on a
// label that blocks every other request. The carriers' own limits are far below these
// (a DHL address line holds 45 characters); these only keep hostile input out.
import type { Problem } from './problems.js';
import { problem, say } from './problems.js';

/** Deepest nesting of objects/arrays a body may have; real bodies stay under 6. */
export const MAX_BODY_DEPTH = 32;
/** Longest text member of a shipment, order or rates body. */
export const MAX_TEXT_LENGTH = 1_000;

/** Walks without recursion, so that the check itself cannot overflow the stack. */
export function bodyShapeProblems(
  body: unknown,
  options: { maxDepth?: number; maxText?: number; path?: string } = {},
): Problem[] {
  const maxDepth = options.maxDepth ?? MAX_BODY_DEPTH;
  const maxText = options.maxText;
  const out: Problem[] = [];
  const stack: [unknown, string, number][] = [[body, options.path ?? '', 0]];
  while (stack.length > 0 && out.length < 20) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (maxText !== undefined && value.length > maxText)
        out.push(problem(path || 'body', say('body.textTooLong', value.length, maxText)));
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxDepth) {
      out.push(problem(path || 'body', say('body.tooDeep', maxDepth)));
      continue;
    }
    const entries = Array.isArray(value)
      ? value.map((v, i) => [`${path}[${i}]`, v] as const)
      : Object.entries(value).map(([k, v]) => [path ? `${path}.${k}` : k, v] as const);
    for (const [p, v] of entries) stack.push([v, p, depth + 1]);
  }
  return out;
}

/** What the label prints of a shipment or an order: the addresses, the products, the ref. */
export const PRINTED_ON_LABEL = ['to_address', 'from_address', 'products', 'setup.ref_number'] as const;

/** A control character (C0, DEL, C1): NUL, a newline, an escape sequence's ESC. */
const CONTROL = /\p{Cc}/u;

/**
 * Every text under `roots` that holds a control character, named by its field. Like the bounds
 * above this is not a reading of the service but what shipctl never sends: a NUL, a line break
 * or an escape code in a name, an address line, a product name or a ref is never what a shop
 * meant, and on a label it cuts the text, breaks the line or garbles what the driver reads.
 * Refused in the client and the sandbox alike, whatever the live service would accept.
 */
export function printedTextProblems(
  body: Record<string, unknown>,
  roots: readonly string[] = PRINTED_ON_LABEL,
): Problem[] {
  const out: Problem[] = [];
  for (const root of roots) {
    let start: unknown = body;
    for (const key of root === '' ? [] : root.split('.'))
      start =
        start !== null && typeof start === 'object' ? (start as Record<string, unknown>)[key] : undefined;
    const stack: [unknown, string][] = [[start, root]];
    while (stack.length > 0 && out.length < 20) {
      const [value, path] = stack.pop()!;
      if (typeof value === 'string') {
        const found = CONTROL.exec(value);
        if (found) {
          const code = `U+${found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
          out.push(problem(path || 'body', say('body.controlCharacter', code)));
        }
      } else if (value !== null && typeof value === 'object') {
        const entries = Array.isArray(value)
          ? value.map((v, i) => [`${path}[${i}]`, v] as const)
          : Object.entries(value).map(([k, v]) => [path ? `${path}.${k}` : k, v] as const);
        for (const [p, v] of [...entries].reverse()) stack.push([v, p]);
      }
    }
  }
  return out;
}
