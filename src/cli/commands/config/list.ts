import type { Context } from '../../context.js';
import { printJson } from '../../output/json.js';
import { printTable, type Column } from '../../output/table.js';
import { allRows, type SettingRow } from './rows.js';
import { outputIsReproducible } from '../../output/stdout-guard.js';
import type { Input } from '../../define.js';
import type { list } from './index.js';
import { messages } from '../../../i18n/index.js';

function columns(): Column<SettingRow>[] {
  const text = messages().admin.config;
  return [
    { header: text.columns.key, get: (r) => r.key },
    { header: text.columns.value, get: (r) => r.display, shown: (r) => text.shownValue(r.display) },
    {
      header: text.columns.source,
      get: (r) => r.origin,
      shown: (r) => text.origin(r.origin),
      style: (s, _r, t) => t.dim(s),
    },
  ];
}

export async function run(_input: Input<typeof list>, ctx: Context): Promise<number> {
  // What it prints is read from local data and costs nothing to print again: a reader that
  // stops early (`| head`) is a quiet stop, not a result to rescue (stdout-guard.ts).
  outputIsReproducible();
  const rows = allRows(ctx.settings());
  if (ctx.globals.json) {
    printJson(
      ctx.io,
      Object.fromEntries(rows.map((r) => [r.key, { value: r.value, source: r.source, origin: r.origin }])),
    );
  } else {
    printTable(ctx.io, ctx.theme.out, rows, columns());
  }
  return 0;
}
