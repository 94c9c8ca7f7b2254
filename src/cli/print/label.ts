// One shipment's label (and its delivery note) to the printer, after the shipment exists:
// downloaded (or read from the file already saved), printed as one job, label then note,
// and marked in the print queue. What printed before is not printed again unless asked for
// by name, and then said to be a reprint; a failed print stays pending, the label kept on
// disk, never lost.
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { ApiClient } from '../../api/client.js';
import type { Shipment } from '../../contract/index.js';
import { describeTarget, type PrintTarget } from '../../config/index.js';
import { recordFileName } from '../../domain/index.js';
import { messages } from '../../i18n/index.js';
import { PRINT_FLAGS } from '../shared/flags.js';
import type { Context } from '../context.js';
import { deliveryNoteOf, type NoteChoice } from './note.js';
import { printQueue } from './queue.js';
import { formatOf, printJob, type PrintDocument, type PrintResult } from './send.js';

export interface LabelPrinted extends PrintResult {
  /** Where the label is on disk (always, when the print failed and the label could be fetched). */
  file?: string;
  /** Printed before, so not again (a re-run, a resume). */
  skipped?: boolean;
  /** Asked for by name and printed before: a reprint. */
  reprint?: boolean;
}

export interface LabelPrintOptions {
  savedFile?: string;
  dir?: string;
  bytes?: Buffer;
  /** Print the delivery note after the label, in the same job. */
  note?: NoteChoice;
  /** Asked for by name (shipments label, labels print NAME): printed even if it was before. */
  byName?: boolean;
  /** The delivery note alone, without its label (labels print --note-only). */
  noteOnly?: boolean;
}

export async function printShipmentLabel(
  ctx: Context,
  client: ApiClient,
  shipment: Shipment,
  target: PrintTarget,
  options: LabelPrintOptions = {},
): Promise<LabelPrinted> {
  const where = describeTarget(target);
  const queue = printQueue(ctx);
  const wanted = {
    shipmentId: shipment.id,
    ref: shipment.setup?.ref_number === undefined ? null : String(shipment.setup.ref_number),
    tracking: shipment.delivery?.tracking_numbers ?? [],
    file: options.savedFile ?? null,
  };
  const label = queue.want({ ...wanted, kind: 'label' });
  const note = options.note ? queue.want({ ...wanted, kind: 'note', file: null }) : undefined;
  const text = messages().paper.queue;
  if (label.state === 'void') {
    ctx.notices.warn(text.voidSkipped(shipment.id));
    return { ok: true, target: where, skipped: true };
  }
  const labelDue = !options.noteOnly && (options.byName === true || label.state === 'pending');
  const noteDue = note !== undefined && (options.byName === true || note.state === 'pending');
  if (!labelDue && !noteDue) return { ok: true, target: where, skipped: true };

  // The label's bytes; none when only its note prints.
  let bytes: Buffer;
  try {
    if (!labelDue) bytes = Buffer.alloc(0);
    else if (options.bytes) bytes = options.bytes;
    else if (options.savedFile ?? label.file) bytes = await fsp.readFile((options.savedFile ?? label.file)!);
    else {
      const link = shipment.delivery?.label;
      if (!link) throw new Error('the shipment has no label link');
      const { downloadDocument } = await import('../../api/index.js');
      bytes = (await downloadDocument(link, { baseUrl: client.baseUrl })).bytes;
    }
  } catch (err) {
    // `error` is what results carry (--json): the same in every language; the warning is the reader's.
    const error = `label not downloaded: ${(err as Error).message}`;
    queue.failed(shipment.id, 'label', error);
    ctx.notices.warn(
      messages().support.print.notDownloaded(shipment.id, (err as Error).message, PRINT_FLAGS.print.long),
    );
    return { ok: false, target: '', error };
  }
  const name = recordFileName(shipment.id);
  const docs: PrintDocument[] = labelDue ? [{ bytes, name }] : [];
  if (noteDue) {
    try {
      docs.push({ bytes: await deliveryNoteOf(ctx, client, shipment, options.note!), name: `${name}-note` });
    } catch (err) {
      queue.failed(shipment.id, 'note', (err as Error).message);
      ctx.notices.warn(text.notPrinted(text.note, shipment.id, where, (err as Error).message));
    }
  }
  const what = docs.length > 1 ? text.labelAndNote : labelDue ? text.label : text.note;
  const printed = await printJob(target, docs, ctx.env);
  let file = options.savedFile ?? label.file ?? undefined;
  if (printed.ok) {
    const before = Math.max(labelDue ? label.prints : 0, noteDue ? (note?.prints ?? 0) : 0);
    if (labelDue) queue.printed(shipment.id, 'label');
    if (noteDue && docs.length > (labelDue ? 1 : 0)) queue.printed(shipment.id, 'note');
    if (before > 0) ctx.notices.warn(text.reprint(what, shipment.id, printed.target, before));
    else ctx.notices.dim(text.sent(what, shipment.id, printed.target));
    return { ...printed, ...(file ? { file } : {}), ...(before > 0 ? { reprint: true } : {}) };
  }
  // A failed print must not lose the label: it is written to the label directory (or here).
  if (labelDue)
    try {
      const dir = options.dir ?? ctx.settings().defaults.label_dir.value ?? ctx.cwd;
      file ??= path.resolve(ctx.cwd, dir, `${name}.${formatOf(bytes) === 'zpl' ? 'zpl' : 'pdf'}`);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.writeFile(file, bytes);
      queue.want({ ...wanted, kind: 'label', file });
    } catch {
      file = undefined;
    }
  const error = String(printed.error);
  if (labelDue) queue.failed(shipment.id, 'label', error);
  if (noteDue) queue.failed(shipment.id, 'note', error);
  ctx.notices.warn(
    messages().support.print.notPrinted(shipment.id, printed.target, error, file, PRINT_FLAGS.print.long),
  );
  return { ...printed, ...(file ? { file } : {}) };
}
