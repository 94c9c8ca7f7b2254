import type { Context } from '../context.js';
import { printJson } from './json.js';
import { printTable, type Column } from './table.js';

/**
 * The usual way a list verb prints: `--json` → the API's JSON as it came (an
 * array), otherwise a table on a TTY or TSV when piped. An empty list exits 0.
 */
export function printList<R>(
  ctx: Pick<Context, 'io' | 'theme' | 'globals'>,
  rows: readonly R[],
  columns: readonly Column<R>[],
  options: { empty?: string; json?: unknown } = {},
): void {
  if (ctx.globals.json) printJson(ctx.io, options.json ?? rows);
  else printTable(ctx.io, ctx.theme.out, rows, columns, { empty: options.empty });
}
