// A run's labels to the printer in row order (batch ship, orders ship, station). A label
// that fails to print is reported with its row and stays where the run saved it.
import type { ApiClient } from '../../api/index.js';
import type { Journal } from '../../batch/index.js';
import type { PrintTarget } from '../../config/index.js';
import type { Shipment } from '../../contract/index.js';
import type { Context } from '../context.js';
import { printShipmentLabel } from './label.js';

export interface RowPrint {
  seq: number;
  ok: boolean;
  error?: string;
  file?: string;
}

export async function printRunLabels(
  ctx: Context,
  client: ApiClient,
  journal: Journal,
  runId: string,
  target: PrintTarget,
  only?: ReadonlySet<number>,
): Promise<RowPrint[]> {
  const out: RowPrint[] = [];
  const rows = [...journal.rows(runId)].filter(
    (r) => r.state === 'done' && r.shipment_id && (!only || only.has(r.seq)),
  );
  for (const r of rows) {
    const shipment = { id: r.shipment_id!, delivery: { label: r.label_url ?? undefined } } as Shipment;
    const printed = await printShipmentLabel(ctx, client, shipment, target, {
      ...(r.label_file ? { savedFile: r.label_file } : {}),
      ...(run(journal, runId) ? { dir: run(journal, runId)! } : {}),
    });
    if (!printed.ok && printed.file && !r.label_file) journal.setLabel(runId, r.seq, printed.file);
    out.push({
      seq: r.seq,
      ok: printed.ok,
      ...(printed.error ? { error: printed.error } : {}),
      ...(printed.file ? { file: printed.file } : {}),
    });
  }
  return out;
}

const run = (journal: Journal, runId: string): string | undefined =>
  journal.run(runId)?.labels_dir ?? undefined;
