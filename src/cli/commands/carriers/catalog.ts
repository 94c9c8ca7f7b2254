import { CARRIERS, serviceInfo } from '../../../domain/index.js';
import { messages, type Messages } from '../../../i18n/index.js';
import { en } from '../../../i18n/en/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { printJson } from '../../output/json.js';
import { printTable, type Column } from '../../output/table.js';
import { detailRows, overviewRow, type DetailRow } from './catalog-view.js';
import { carrierCatalog } from '../../../ops/catalog.js';
import { outputIsReproducible } from '../../output/stdout-guard.js';
import type { catalog } from './index.js';

type Overview = ReturnType<typeof overviewRow>;
/** A row piped rows read (English, as scripts know it) and the one a person reads on a TTY. */
type Shown<R> = { piped: R; shown: R };

// The type is typed back (`carriers catalog yamato_intl`): never cut. At a narrow terminal the
// lists `carriers catalog TYPE` shows whole go first, so the name can be read.
function overviewColumns(): Column<Shown<Overview>>[] {
  const h = messages().admin.catalog.columns;
  const t = messages().admin.catalog;
  return [
    { header: h.type, get: (r) => r.piped.type, fixed: true },
    { header: h.name, get: (r) => r.piped.name, shown: (r) => r.shown.name, minWidth: 16 },
    { header: h.class, get: (r) => r.piped.class, shown: (r) => r.shown.shownClass, fixed: true },
    { header: h.services, get: (r) => r.piped.services, kind: 'number' },
    { header: h.packSizes, get: (r) => r.piped.packSizes, dropOrder: 2, minWidth: 24 },
    { header: h.printSizes, get: (r) => r.piped.printSizes, dropOrder: 1, minWidth: 24 },
    {
      header: h.testLabels,
      get: (r) => r.piped.test,
      shown: (r) => r.shown.test,
      dropOrder: 3,
      minWidth: 29,
    },
    { header: h.tracking, get: (r) => r.piped.tracking, shown: (r) => t.tracked(r.piped.tracking) },
  ];
}

function detailColumns(): Column<Shown<DetailRow>>[] {
  const h = messages().admin.catalog.columns;
  return [
    {
      header: h.field,
      get: (r) => r.piped.field,
      shown: (r) => r.shown.field,
      style: (s, _r, t) => t.dim(s),
    },
    // Whole, over as many lines as it takes: a time slot or a region cut short is one a packer cannot choose.
    { header: h.value, get: (r) => r.piped.value, shown: (r) => r.shown.value, overflow: 'wrap' },
  ];
}

function serviceColumns(): Column<{ code: string; name: string }>[] {
  const t = messages().admin.catalog;
  return [
    { header: t.columns.service, get: (r) => r.code },
    {
      header: t.columns.name,
      get: (r) => r.name,
      shown: (r) => {
        const info = serviceInfo(r.code);
        return info ? t.serviceName(info) : r.name;
      },
    },
  ];
}

/** Rows in English for scripts, beside the same rows in the reader's words. */
function both<R>(make: (t: Messages['admin']['catalog']) => R[]): Shown<R>[] {
  const piped = make(en.admin.catalog);
  const shown = make(messages().admin.catalog);
  return piped.map((row, i) => ({ piped: row, shown: shown[i]! }));
}

export async function run(input: Input<typeof catalog>, ctx: Context): Promise<number> {
  // What it prints is read from local data and costs nothing to print again: a reader that
  // stops early (`| head`) is a quiet stop, not a result to rescue (stdout-guard.ts).
  outputIsReproducible();
  const now = ctx.now();
  const text = messages().admin.catalog;
  const found = carrierCatalog(now, input.type);
  if (Array.isArray(found)) {
    const all = found;
    if (ctx.globals.json) printJson(ctx.io, all);
    else
      printTable(
        ctx.io,
        ctx.theme.out,
        both((t) => all.map((e) => overviewRow(e, t))),
        overviewColumns(),
      );
    return 0;
  }
  const entry = found;
  const type = entry.type;
  if (ctx.globals.json) {
    printJson(ctx.io, entry);
    return 0;
  }
  if (ctx.io.stdoutIsTTY)
    ctx.io.stdout.write(`${ctx.theme.out.bold(text.title(type, text.carrierName(CARRIERS[type])))}\n\n`);
  printTable(
    ctx.io,
    ctx.theme.out,
    both((t) => detailRows(entry, now, t)),
    detailColumns(),
  );
  if (ctx.io.stdoutIsTTY) ctx.io.stdout.write('\n');
  printTable(ctx.io, ctx.theme.out, entry.services, serviceColumns());
  return 0;
}
