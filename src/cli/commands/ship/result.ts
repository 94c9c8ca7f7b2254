// After the create: the documents saved where asked (--label-out, --invoice-out,
// or the profile's label_dir; at a terminal or in sandbox mode, without either, the data
// directory's labels folder, so a bought label is never only a link), then the result on
// stdout — `key value` lines on a terminal, tab-separated when piped, the API's JSON with
// --json (plus `label_file`/`invoice_file` when saved) — and the carrier's warnings on stderr.
import path from 'node:path';
import type { ApiClient } from '../../../api/client.js';
import type { Shipment } from '../../../contract/index.js';
import { recordFileName, serviceInfo } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import { EXIT } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { checkTarget, writeResult, type TargetCheck } from '../../output/result-file.js';
import { withSpinner } from '../../output/spinner.js';
import { formatOf } from '../../print/send.js';
import { displayWidth } from '../../output/width.js';
import { messages } from '../../../i18n/index.js';

interface Saved {
  label?: string;
  invoice?: string;
  failed: string[];
}

/** `file`: a name, or one made from the bytes (a label named by its format, .zpl or .pdf). */
async function save(
  client: ApiClient,
  link: string,
  file: string | ((bytes: Buffer) => string),
  check: TargetCheck,
  ctx: Context,
): Promise<string> {
  const { downloadDocument } = await import('../../../api/index.js');
  const text = messages().shipping.ship;
  const what = typeof file === 'string' ? path.basename(file) : text.theLabel;
  const doc = await withSpinner(ctx.io, text.downloading(what), () =>
    downloadDocument(link, { baseUrl: client.baseUrl }),
  );
  const named = typeof file === 'string' ? file : file(doc.bytes);
  return writeResult(path.resolve(ctx.cwd, named), doc.bytes, check);
}

/** Before anything is bought: the files asked for can be written. */
export async function checkDocumentTargets(
  options: { labelOut?: string; invoiceOut?: string; force?: boolean },
  ctx: Context,
): Promise<void> {
  if (options.labelOut)
    await checkTarget(path.resolve(ctx.cwd, options.labelOut), {
      flag: '--label-out',
      force: Boolean(options.force),
    });
  if (options.invoiceOut)
    await checkTarget(path.resolve(ctx.cwd, options.invoiceOut), {
      flag: '--invoice-out',
      force: Boolean(options.force),
    });
}

export async function saveDocuments(
  client: ApiClient,
  shipment: Shipment,
  options: { labelOut?: string; invoiceOut?: string; force?: boolean },
  ctx: Context,
): Promise<Saved> {
  const text = messages().shipping.result;
  const out: Saved = { failed: [] };
  const settings = ctx.settings();
  // The embedded sandbox serves its label links only while it runs (a warm one stops when
  // idle): in sandbox mode the label is kept on disk for scripts too, and --json says where.
  const labelDir =
    settings.defaults.label_dir.value ??
    (ctx.io.stdoutIsTTY || settings.sandbox ? path.join(settings.paths.dataDir, 'labels') : undefined);
  // Named after the shipment, with the extension of what the carrier sent (ZPL or PDF).
  const labelFile =
    options.labelOut ??
    (labelDir
      ? (bytes: Buffer) =>
          path.join(labelDir, `${recordFileName(shipment.id)}.${formatOf(bytes) === 'zpl' ? 'zpl' : 'pdf'}`)
      : undefined);
  const wants: [
    keyof Omit<Saved, 'failed'>,
    string | ((bytes: Buffer) => string) | undefined,
    string | undefined,
  ][] = [
    ['label', labelFile, shipment.delivery?.label],
    ['invoice', options.invoiceOut, shipment.delivery?.invoice],
  ];
  for (const [kind, file, link] of wants) {
    if (!file) continue;
    if (!link) {
      ctx.notices.warn(kind === 'invoice' ? text.noInvoice : text.noLabel);
      continue;
    }
    try {
      const flag = kind === 'label' ? (options.labelOut ? '--label-out' : 'label_dir') : '--invoice-out';
      out[kind] = await save(client, link, file, { flag, force: Boolean(options.force) }, ctx);
    } catch (err) {
      out.failed.push(text.failedDocument(kind, (err as Error).message));
    }
  }
  return out;
}

export async function printResult(shipment: Shipment, saved: Saved, ctx: Context): Promise<number> {
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
