// A run's labels to the printer in row order (batch ship, orders ship, station). Only what
// never printed goes out: a re-run or a resume after a jam prints the rest, not the whole run
// again (the print queue, src/batch/print-queue.ts). A label that fails to print is reported
// with its row, stays pending and stays where the run saved it.
import type { ApiClient } from '../../api/index.js';
import type { Journal } from '../../batch/index.js';
import type { PrintTarget } from '../../config/index.js';
import type { Shipment } from '../../contract/index.js';
import { messages } from '../../i18n/index.js';
import type { Context } from '../context.js';
import { printShipmentLabel } from './label.js';
import type { NoteChoice } from './note.js';

export interface RowPrint {
  seq: number;
  ok: boolean;
  /** Printed before this run: not printed again. */
  skipped?: boolean;
  error?: string;
  file?: string;
}

export async function printRunLabels(
  ctx: Context,
  client: ApiClient,
  journal: Journal,
  runId: string,
  target: PrintTarget,
  options: { only?: ReadonlySet<number>; note?: NoteChoice } = {},
): Promise<RowPrint[]> {
  const out: RowPrint[] = [];
  const rows = [...journal.rows(runId)].filter(
    (r) => r.state === 'done' && r.shipment_id && (!options.only || options.only.has(r.seq)),
  );
  const dir = journal.run(runId)?.labels_dir ?? undefined;
  for (const r of rows) {
    const shipment = {
      id: r.shipment_id!,
      setup: { ref_number: r.ref_number },
      delivery: {
        label: r.label_url ?? undefined,
        tracking_numbers: r.tracking_json ? (JSON.parse(r.tracking_json) as string[]) : [],
      },
    } as Shipment;
    const printed = await printShipmentLabel(ctx, client, shipment, target, {
      ...(r.label_file ? { savedFile: r.label_file } : {}),
      ...(dir ? { dir } : {}),
      ...(options.note ? { note: options.note } : {}),
    });
    if (!printed.ok && printed.file && !r.label_file) journal.setLabel(runId, r.seq, printed.file);
    out.push({
      seq: r.seq,
      ok: printed.ok,
      ...(printed.skipped ? { skipped: true } : {}),
      ...(printed.error ? { error: printed.error } : {}),
      ...(printed.file ? { file: printed.file } : {}),
    });
  }
  const skipped = out.filter((p) => p.skipped).length;
  if (skipped > 0) ctx.notices.dim(messages().paper.queue.alreadyPrinted(skipped));
  return out;
}
