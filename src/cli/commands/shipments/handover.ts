// The driver's handover list of `shipments summary`: a PDF for the printer, or a CSV for the
// office (one line per label, test and voided ones marked), from the account's shipments of
// the window as listed — never from what this machine remembers printing.
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { Shipment } from '../../../contract/index.js';
import { carrierOfShipment, handoverOf, isCarrierType, labelKind, parcelOf } from '../../../domain/index.js';
import { messages } from '../../../i18n/index.js';
import type { Context } from '../../context.js';
import { formatJst } from '../../output/format.js';
import { describeTarget, type PrintTarget } from '../../print/index.js';
import { printJob } from '../../print/send.js';
import { carrierName, serviceName } from '../../shared/rates-table.js';
import { CliError, EXIT } from '../../errors.js';

const CSV_HEADERS = [
  'carrier',
  'kind',
  'tracking_numbers',
  'ref_number',
  'prefecture',
  'size',
  'packs',
  'service',
  'shipment_id',
] as const;

const csvCell = (v: string | number): string =>
  /[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v);

/** One line per label, real ones first per carrier: what the office files. English, as scripts read. */
export function handoverCsv(list: readonly Shipment[]): string {
  const order = { real: 0, test: 1, void: 2 } as const;
  const rows = [...list]
    .map((s) => ({ s, carrier: carrierOfShipment(s), kind: labelKind(s), p: parcelOf(s) }))
    .sort(
      (a, b) =>
        a.carrier.localeCompare(b.carrier) ||
        order[a.kind] - order[b.kind] ||
        (a.p.tracking[0] ?? '').localeCompare(b.p.tracking[0] ?? ''),
    );
  const lines = rows.map(({ carrier, kind, p }) =>
    [carrier, kind, p.tracking.join(' '), p.ref, p.prefecture, p.size, p.packs, p.service, p.shipmentId]
      .map(csvCell)
      .join(','),
  );
  return [CSV_HEADERS.join(','), ...lines].join('\n') + '\n';
}

export async function handoverPdfOf(
  ctx: Context,
  list: readonly Shipment[],
  day: string,
): Promise<{ pdf: Buffer; pages: number }> {
  const { handoverPdf } = await import('../../../documents/handover.js');
  const shop = list.find((s) => s.from_address)?.from_address;
  return handoverPdf({
    words: messages().paper.handover,
    day,
    shop: String(shop?.company ?? shop?.full_name ?? ''),
    printedAt: formatJst(ctx.now()),
    carriers: handoverOf(list).map((entry) => ({
      name: isCarrierType(entry.carrier) ? carrierName(entry.carrier) : entry.carrier,
      // The driver reads the service's name (飛脚宅配便), not its code.
      entry: {
        ...entry,
        parcels: entry.parcels.map((p) => ({ ...p, service: serviceName(p.service) || p.service })),
      },
    })),
    createdAt: ctx.now(),
  });
}

/** Writes the list to `file` (.csv: the CSV, else the PDF) and/or prints the PDF on `target`. */
export async function writeHandover(
  ctx: Context,
  list: readonly Shipment[],
  day: string,
  options: { file?: string; target?: PrintTarget },
): Promise<void> {
  const text = messages().paper.handover;
  if (options.file && path.extname(options.file).toLowerCase() === '.csv') {
    await fsp.writeFile(path.resolve(ctx.cwd, options.file), handoverCsv(list));
    ctx.notices.dim(text.csvWritten(options.file));
  }
  const wantsPdf = (options.file && path.extname(options.file).toLowerCase() !== '.csv') || options.target;
  if (!wantsPdf) return;
  const { pdf, pages } = await handoverPdfOf(ctx, list, day);
  if (options.file && path.extname(options.file).toLowerCase() !== '.csv') {
    await fsp.writeFile(path.resolve(ctx.cwd, options.file), pdf);
    ctx.notices.dim(text.written(options.file, pages));
  }
  if (options.target) {
    const printed = await printJob(options.target, [{ bytes: pdf, name: `handover-${day}` }], ctx.env);
    if (!printed.ok)
      throw new CliError(`${describeTarget(options.target)}: ${printed.error ?? ''}`, {
        exitCode: EXIT.failure,
      });
    ctx.notices.dim(text.written(printed.target, pages));
  }
}
