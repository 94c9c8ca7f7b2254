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
