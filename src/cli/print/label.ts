// One shipment's label to the printer, after the shipment exists: downloaded (or read
// from the file already saved), printed, and on failure kept on disk so it is never lost.
import { promises as fsp } from 'node:fs';
import { messages } from '../../i18n/index.js';
import path from 'node:path';
import type { ApiClient } from '../../api/client.js';
import type { Shipment } from '../../contract/index.js';
import type { PrintTarget } from '../../config/index.js';
import { recordFileName } from '../../domain/index.js';
import type { Context } from '../context.js';
import { formatOf, printBytes as sendBytes, type PrintResult } from './send.js';

export interface LabelPrinted extends PrintResult {
  /** Where the label is on disk (always, when the print failed and the label could be fetched). */
  file?: string;
}

export async function printShipmentLabel(
  ctx: Context,
  client: ApiClient,
  shipment: Shipment,
  target: PrintTarget,
  options: { savedFile?: string; dir?: string; bytes?: Buffer } = {},
): Promise<LabelPrinted> {
  let bytes: Buffer;
  try {
    if (options.bytes) bytes = options.bytes;
    else if (options.savedFile) bytes = await fsp.readFile(options.savedFile);
    else {
      const link = shipment.delivery?.label;
      if (!link) throw new Error('the shipment has no label link');
      const { downloadDocument } = await import('../../api/index.js');
      bytes = (await downloadDocument(link, { baseUrl: client.baseUrl })).bytes;
    }
  } catch (err) {
    // `error` is what results carry (--json): the same in every language; the warning is the reader's.
    const error = `label not downloaded: ${(err as Error).message}`;
    ctx.notices.warn(messages().support.print.notDownloaded(shipment.id, (err as Error).message));
    return { ok: false, target: '', error };
  }
  let file = options.savedFile;
  const result = await printOrKeep(ctx, target, bytes, shipment.id, async () => {
    // A failed print must not lose the label: it is written to the label directory (or here).
    const dir = options.dir ?? ctx.settings().defaults.label_dir.value ?? ctx.cwd;
    file ??= path.resolve(
      ctx.cwd,
      dir,
      `${recordFileName(shipment.id)}.${formatOf(bytes) === 'zpl' ? 'zpl' : 'pdf'}`,
    );
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await fsp.writeFile(file, bytes);
    return file;
  });
  return { ...result, ...(file ? { file } : {}) };
}

async function printOrKeep(
  ctx: Context,
  target: PrintTarget,
  bytes: Buffer,
  id: string,
  keep: () => Promise<string>,
): Promise<PrintResult> {
  const probe = await sendBytes(target, bytes);
  if (probe.ok) {
    ctx.notices.dim(messages().support.print.sent(id, probe.target));
    return probe;
  }
  let file: string | undefined;
  try {
    file = await keep();
  } catch {
    file = undefined;
  }
  ctx.notices.warn(messages().support.print.notPrinted(id, probe.target, String(probe.error), file));
  return probe;
}
