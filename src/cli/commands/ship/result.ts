// After the create: the documents saved where asked (--label-out, --invoice-out,
// or the profile's label_dir; at a terminal or in sandbox mode, without either, the data
// directory's labels folder, so a bought label is never only a link), then the result on
// stdout — `key value` lines on a terminal, tab-separated when piped, the API's JSON with
// --json (plus `label_file`/`invoice_file` when saved) — and the carrier's warnings on stderr.
import path from 'node:path';
import type { Shipment } from '../../../contract/index.js';
import { serviceInfo } from '../../../domain/index.js';
import { saveDocuments as saveTo, type SavedDocuments } from '../../../ops/shipments.js';
import type { Context } from '../../context.js';
import { EXIT } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { displayWidth } from '../../output/width.js';
import { messages } from '../../../i18n/index.js';
import { invoiceOut, labelOut } from './index.js';

/** The flags that name ship's files, for a clash. */
export const documentFlags = () => ({ labelOut: labelOut.long, invoiceOut: invoiceOut.long });

/**
 * Where the label goes when no file is named: the profile's label_dir, else — at a terminal or in
 * sandbox mode — the data directory's labels folder. The embedded sandbox serves its label links
 * only while it runs (a warm one stops when idle): in sandbox mode the label is kept on disk for
 * scripts too, and --json says where.
 */
export async function saveDocuments(
  shipment: Shipment,
  options: { labelOut?: string; invoiceOut?: string; force?: boolean },
  ctx: Context,
): Promise<SavedDocuments> {
  const settings = ctx.settings();
  const labelDir =
    settings.defaults.label_dir.value ??
    (ctx.io.stdoutIsTTY || settings.sandbox ? path.join(settings.paths.dataDir, 'labels') : undefined);
  const text = messages().shipping.ship;
  return withSpinner(ctx.io, text.downloading(text.theLabel), () =>
    saveTo(ctx, shipment, { ...options, labelDir, names: documentFlags() }),
  );
}

export async function printResult(shipment: Shipment, saved: SavedDocuments, ctx: Context): Promise<number> {
  const text = messages().shipping.result;
  const embedded = ctx.settings().sandbox;
  // The API's members as they are; where ship saved the documents is added beside them.
  if (ctx.globals.json)
    printJson(ctx.io, {
      ...shipment,
      ...(saved.label ? { label_file: saved.label } : {}),
      ...(saved.invoice ? { invoice_file: saved.invoice } : {}),
    });
  else {
    const d = shipment.delivery ?? {};
    const tty = ctx.io.stdoutIsTTY;
    const names = messages().shipping.names;
    const info = d.method ? serviceInfo(d.method) : undefined;
    const name = d.method && info ? (tty ? names.service(d.method, info.name) : info.name) : undefined;
    // Piped rows are read by scripts: their keys and values stay as they are in any language.
    const rows: [string, string | undefined][] = [
      ['shipment', `${shipment.id}${shipment.test ? (tty ? text.testLabel : ' (test label)') : ''}`],
      ['carrier', [d.carrier, d.method, name].filter(Boolean).join(' ')],
      ['tracking', (d.tracking_numbers ?? []).join(', ') || undefined],
      // The embedded sandbox serves its links only while this command runs: they are dead once it exits.
      ['label', embedded ? undefined : d.label],
      ['label_file', saved.label],
      ['invoice', !embedded && d.invoice && /^https?:/i.test(d.invoice) ? d.invoice : undefined],
      ['invoice_file', saved.invoice],
      ['estimated_delivery', d.estimated_delivery_date],
      ['ref_number', shipment.setup?.ref_number],
    ];
    const shown = rows.filter((r): r is [string, string] => r[1] !== undefined && r[1] !== '');
    // On a terminal the keys in the reader's words, padded by terminal cells (a kanji takes two).
    const key = (k: string) => text.key(k);
    const width = Math.max(...shown.map(([k]) => displayWidth(key(k))));
    const line = ([k, v]: [string, string]) =>
      tty ? `${ctx.theme.out.bold(key(k) + ' '.repeat(width - displayWidth(key(k))))}  ${v}` : `${k}\t${v}`;
    ctx.io.stdout.write(shown.map(line).join('\n') + '\n');
  }
  const { warningTexts } = await import('../../../contract/index.js');
  for (const w of warningTexts(shipment.delivery)) ctx.notices.warn(w);
  if (embedded && !saved.label && shipment.delivery?.label) ctx.notices.dim(text.saveLabel(shipment.id));
  if (saved.failed.length === 0) return 0;
  for (const f of saved.failed) ctx.notices.warn(text.downloadFailed(f));
  ctx.notices.warn(text.wasCreated(shipment.id));
  return EXIT.partial;
}
