import type { Shipment } from '../../../contract/index.js';
import { compareCodes } from '../../../domain/compare.js';
import { isCarrierType } from '../../../domain/catalog.js';
import type { Context } from '../../context.js';
import { readWindow } from '../../../ops/lookup.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { printTable } from '../../output/table.js';
import { listQuery } from '../../shared/list-flags.js';
import type { Input } from '../../define.js';
import type { summary } from './index.js';
import { messages } from '../../../i18n/index.js';
import { carrierName, serviceName } from '../../shared/rates-table.js';
import { formatJst } from '../../output/format.js';
import { printTargetOf } from '../../print/index.js';
import { writeHandover } from './handover.js';

export interface SummaryRow {
  carrier: string;
  service: string;
  /** Real labels only: what is handed to the driver. */
  shipments: number;
  packs: number;
  /** Active test labels, counted apart: never parcels. */
  test: number;
  voided: number;
}

/**
 * Counts per carrier and service. Shipments and packs are the real labels, what the driver takes;
 * test labels and void ones are counted apart, since neither is handed over.
 */
export function summarize(list: readonly Shipment[]): { rows: SummaryRow[]; total: SummaryRow } {
  const by = new Map<string, SummaryRow>();
  const total: SummaryRow = { carrier: 'total', service: '', shipments: 0, packs: 0, test: 0, voided: 0 };
  for (const s of list) {
    const carrier = s.delivery?.carrier ?? String(s.setup?.carrier ?? '?');
    const service = s.delivery?.method ?? String(s.setup?.service ?? '?');
    const key = `${carrier}\u0000${service}`;
    const row = by.get(key) ?? { carrier, service, shipments: 0, packs: 0, test: 0, voided: 0 };
    by.set(key, row);
    for (const r of [row, total]) {
      if (s.state === 'void') {
        r.voided += 1;
        continue;
      }
      if (s.test) {
        r.test += 1;
        continue;
      }
      const packs = Number(s.setup?.pack_amount ?? 1);
      r.shipments += 1;
      r.packs += Number.isFinite(packs) && packs > 0 ? packs : 1;
    }
  }
  const rows = [...by.values()].sort(
    (a, b) => compareCodes(a.carrier, b.carrier) || compareCodes(a.service, b.service),
  );
  return { rows, total };
}

/** Says why the test labels are not among the shipments (one sentence, singular or plural). */
export function testLabelsNote(count: number): string {
  return messages().shipping.shipments.summary.testNote(count);
}

const HEADERS = ['carrier', 'service', 'shipments', 'packs', 'test', 'voided'] as const;
const csvCell = (v: string | number): string =>
  /[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v);

export async function run(input: Input<typeof summary>, ctx: Context): Promise<number> {
  const query = listQuery(
    'shipments',
    { since: input.since, until: input.until, all: true },
    { state: 'any' },
    await ctx.serviceNow(),
  );
  const handoverTarget = await printTargetOf(input, ctx);
  const client = await ctx.client();
  const list = await withSpinner(ctx.io, messages().shipping.shipments.reading, () =>
    readWindow(client, query),
  );
  const { rows, total } = summarize(list);
  if (input.handover !== undefined || handoverTarget) {
    const day = [query.created_after, query.created_before]
      .filter(Boolean)
      .map((d) => formatJst(String(d)).slice(0, 10));
    await writeHandover(ctx, list, [...new Set(day)].join(' – '), {
      ...(input.handover !== undefined ? { file: input.handover } : {}),
      ...(handoverTarget ? { target: handoverTarget } : {}),
    });
  }
  if (ctx.globals.json)
    printJson(ctx.io, { since: query.created_after, until: query.created_before ?? null, rows, total });
  else if (input.csv) {
    const lines = [
      HEADERS.join(','),
      ...[...rows, total].map((r) => HEADERS.map((h) => csvCell(r[h])).join(',')),
    ];
    ctx.io.stdout.write(lines.join('\n') + '\n');
  } else {
    const text = messages().shipping;
    // What a person reads on a terminal: the total's word and the names in the reader's language.
    const shown: Partial<Record<(typeof HEADERS)[number], (r: SummaryRow) => string>> = {
      carrier: (r) =>
        r === total
          ? text.shipments.summary.total
          : isCarrierType(r.carrier)
            ? text.names.carrierCell(r.carrier, carrierName(r.carrier))
            : r.carrier,
      service: (r) => (r.service ? text.names.serviceCell(r.service, serviceName(r.service)) : ''),
    };
    printTable(
      ctx.io,
      ctx.theme.out,
      [...rows, total],
      HEADERS.map((h) => ({
        header: text.shipments.summary.columns[h],
        get: (r: SummaryRow) => r[h],
        ...(shown[h] ? { shown: shown[h] } : {}),
        ...(typeof total[h] === 'number' ? { kind: 'number' as const } : {}),
      })),
    );
    if (total.test > 0) ctx.notices.dim(testLabelsNote(total.test));
  }
  return 0;
}
