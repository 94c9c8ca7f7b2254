import { CARRIER_TYPES, isCarrierType, listOf } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { UsageError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { printTable, type Column } from '../../output/table.js';
import { catalogEntry, detailRows, overviewRow } from './catalog-view.js';
import { outputIsReproducible } from '../../output/stdout-guard.js';
import type { catalog } from './index.js';

type Overview = ReturnType<typeof overviewRow>;

// The type is typed back (`carriers catalog yamato_intl`): never cut. At a narrow terminal the
// lists `carriers catalog TYPE` shows whole go first, so the name can be read.
const OVERVIEW: Column<Overview>[] = [
  { header: 'type', get: (r) => r.type, fixed: true },
  { header: 'name', get: (r) => r.name, minWidth: 16 },
  { header: 'class', get: (r) => r.class, fixed: true },
  { header: 'services', get: (r) => r.services, kind: 'number' },
  { header: 'pack sizes', get: (r) => r.packSizes, dropOrder: 2, minWidth: 24 },
  { header: 'print sizes', get: (r) => r.printSizes, dropOrder: 1, minWidth: 24 },
  { header: 'test labels', get: (r) => r.test, dropOrder: 3, minWidth: 29 },
  { header: 'tracking', get: (r) => r.tracking },
];

const DETAIL: Column<{ field: string; value: string }>[] = [
  { header: 'field', get: (r) => r.field, style: (s, _r, t) => t.dim(s) },
  // Whole, over as many lines as it takes: a time slot or a region cut short is one a packer cannot choose.
  { header: 'value', get: (r) => r.value, overflow: 'wrap' },
];

const SERVICES: Column<{ code: string; name: string }>[] = [
  { header: 'service', get: (r) => r.code },
  { header: 'name', get: (r) => r.name },
];

export async function run(input: Input<typeof catalog>, ctx: Context): Promise<number> {
  // What it prints is read from local data and costs nothing to print again: a reader that
  // stops early (`| head`) is a quiet stop, not a result to rescue (stdout-guard.ts).
  outputIsReproducible();
  const now = ctx.now();
  if (input.type === undefined) {
    const all = CARRIER_TYPES.map((t) => catalogEntry(t, now));
    if (ctx.globals.json) printJson(ctx.io, all);
    else printTable(ctx.io, ctx.theme.out, all.map(overviewRow), OVERVIEW);
    return 0;
  }
  const type = input.type.trim().toLowerCase();
  if (!isCarrierType(type))
    throw new UsageError(`unknown carrier type "${input.type}"`, `use one of ${listOf(CARRIER_TYPES)}`);
  const entry = catalogEntry(type, now);
  if (ctx.globals.json) {
    printJson(ctx.io, entry);
    return 0;
  }
  if (ctx.io.stdoutIsTTY) ctx.io.stdout.write(`${ctx.theme.out.bold(`${type} — ${entry.name}`)}\n\n`);
  printTable(ctx.io, ctx.theme.out, detailRows(entry), DETAIL);
  if (ctx.io.stdoutIsTTY) ctx.io.stdout.write('\n');
  printTable(ctx.io, ctx.theme.out, entry.services, SERVICES);
  return 0;
}
