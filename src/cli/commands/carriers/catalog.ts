import type { Command } from 'commander';
import { CARRIER_TYPES, isCarrierType, listOf } from '../../../domain/index.js';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { UsageError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { printTable, type Column } from '../../output/table.js';
import { catalogEntry, detailRows, overviewRow } from './catalog-view.js';
import { outputIsReproducible } from '../../output/stdout-guard.js';

export interface CarriersCatalogOptions {
  type?: string;
}

type Overview = ReturnType<typeof overviewRow>;

const OVERVIEW: Column<Overview>[] = [
  { header: 'type', get: (r) => r.type },
  { header: 'name', get: (r) => r.name },
  { header: 'class', get: (r) => r.class },
  { header: 'services', get: (r) => r.services, kind: 'number' },
  { header: 'pack sizes', get: (r) => r.packSizes },
  { header: 'print sizes', get: (r) => r.printSizes },
  { header: 'test labels', get: (r) => r.test },
  { header: 'tracking', get: (r) => r.tracking },
];

const DETAIL: Column<{ field: string; value: string }>[] = [
  { header: 'field', get: (r) => r.field, style: (s, _r, t) => t.dim(s) },
  { header: 'value', get: (r) => r.value },
];

const SERVICES: Column<{ code: string; name: string }>[] = [
  { header: 'service', get: (r) => r.code },
  { header: 'name', get: (r) => r.name },
];

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('catalog')
    .description(
      'What each carrier offers: services, pack sizes, time slots, print sizes, test labels,\n' +
        'tracking, the shipment_date rule and the credentials it needs. Works offline.',
    )
    .argument('[type]', 'one carrier type, e.g. sagawa (all carriers when left out)')
    .addHelpText(
      'after',
      examples(
        'shipctl carriers catalog',
        'shipctl carriers catalog sagawa',
        'shipctl carriers catalog yamato --json',
      ),
    )
    .action(action(kit, (type: string | undefined) => ({ type }), run));
}

export async function run(opts: CarriersCatalogOptions, ctx: Context): Promise<number> {
  // What it prints is read from local data and costs nothing to print again: a reader that
  // stops early (`| head`) is a quiet stop, not a result to rescue (stdout-guard.ts).
  outputIsReproducible();
  const now = ctx.now();
  if (opts.type === undefined) {
    const all = CARRIER_TYPES.map((t) => catalogEntry(t, now));
    if (ctx.globals.json) printJson(ctx.io, all);
    else printTable(ctx.io, ctx.theme.out, all.map(overviewRow), OVERVIEW);
    return 0;
  }
  const type = opts.type.trim().toLowerCase();
  if (!isCarrierType(type))
    throw new UsageError(`unknown carrier type "${opts.type}"`, `use one of ${listOf(CARRIER_TYPES)}`);
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
