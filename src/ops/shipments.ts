// One shipment after it is bought: found by what a person holds (an id, an order number, a
// tracking number, a name), voided (its order open again), its label's bytes, and its documents
// saved where they were asked for.
import path from 'node:path';
import type { Shipment, ShipmentListQuery } from '../contract/index.js';
import { recordFileName } from '../domain/index.js';
import { messages } from '../i18n/index.js';
import type { OpsContext } from './context.js';
import { CliError, UsageError } from './errors.js';
import { formatOf, type LabelFormat } from './label-format.js';
import { matchesText, readWindow, resolveShipment } from './lookup.js';
import { checkTarget, writeResult, type TargetCheck } from './result-file.js';

export { resolveShipment };

/**
 * The shipments of the 2-month window a packer's words match (a ref, a tracking number or four
 * of its characters, part of the recipient's name); none is an empty list.
 */
export async function findShipments(
  ctx: OpsContext,
  query: { text: string; state?: ShipmentListQuery['state'] },
): Promise<Shipment[]> {
  const text = messages().shipping.shipmentText;
  if (query.text.trim() === '') throw new UsageError(text.nothingToFind);
  const all = await readWindow(await ctx.client(), query.state ? { state: query.state } : {});
  return all.filter((s) => matchesText(s, query.text));
}

/** One shipment by its id (API-…), its ref number or a tracking number. */
export async function getShipment(ctx: OpsContext, typed: string): Promise<Shipment> {
  return resolveShipment(await ctx.client(), typed);
}

export interface Voided {
  shipment: Shipment;
  /** The API's answer to the DELETE (its message); none when nothing was sent. */
  answer?: unknown;
  /** Void before this call: nothing was sent. */
  alreadyVoid: boolean;
  /** The DELETE was retried after an ambiguous attempt and found it gone: that attempt voided it. */
  goneBefore: boolean;
  /** The order number that is open again (a real label's ref): the next purchase of it is allowed. */
  reopenedOrder?: string;
}

/** Voids a shipment (found by what `getShipment` reads, or one already fetched). */
export async function voidShipment(ctx: OpsContext, target: string | Shipment): Promise<Voided> {
  const shipment = typeof target === 'string' ? await getShipment(ctx, target) : target;
  if (shipment.state === 'void') return { shipment, alreadyVoid: true, goneBefore: false };
  const { shipments, isApiError, NotFoundError } = await import('../api/index.js');
  let answer: unknown;
  let goneBefore = false;
  try {
    answer = await shipments.delete(await ctx.client(), shipment.id);
  } catch (err) {
    // A 404 on a retry after an ambiguous first attempt: the first attempt most likely voided it.
    if (!(isApiError(err) && err instanceof NotFoundError && err.afterAmbiguousAttempt)) throw err;
    goneBefore = true;
  }
  const ref = shipment.setup?.ref_number;
  return {
    shipment,
    ...(goneBefore ? {} : { answer }),
    alreadyVoid: false,
    goneBefore,
    ...(shipment.test !== true && typeof ref === 'string' ? { reopenedOrder: ref } : {}),
  };
}

export interface LabelDocument {
  shipment: Shipment;
  bytes: Buffer;
  /** `application/pdf`, `application/zpl` (ZPL as the carrier sent it) or `application/octet-stream`. */
  mediaType: string;
  format: LabelFormat;
  /** Where it was downloaded from, when the API gave a link. */
  url?: string;
}

const MEDIA_TYPES: Record<LabelFormat, string> = {
  pdf: 'application/pdf',
  zpl: 'application/zpl',
  bin: 'application/octet-stream',
};

/** A shipment's label as bytes. No link (a label not made yet): exit 1, saying how to get it. */
export async function labelBytes(ctx: OpsContext, target: string | Shipment): Promise<LabelDocument> {
  const shipment = typeof target === 'string' ? await getShipment(ctx, target) : target;
  const text = messages().shipping.shipmentText.label;
  const link = shipment.delivery?.label;
  if (!link) throw new CliError(text.noLink(shipment.id), { hint: text.noLinkHint(shipment.id) });
  const { downloadDocument } = await import('../api/index.js');
  const client = await ctx.client();
  const doc = await downloadDocument(link, { baseUrl: client.baseUrl });
  const format = formatOf(doc.bytes);
  return {
    shipment,
    bytes: doc.bytes,
    mediaType: MEDIA_TYPES[format],
    format,
    ...(doc.url ? { url: doc.url } : {}),
  };
}

/**
 * Where labels are kept when no file is named: label_dir, else the data directory's labels
 * folder — a packer's labels are in one place whichever command or tool fetched them.
 */
export function labelFolder(ctx: Pick<OpsContext, 'settings' | 'cwd'>): string {
  const settings = ctx.settings();
  return path.resolve(
    ctx.cwd,
    settings.defaults.label_dir.value ?? path.join(settings.paths.dataDir, 'labels'),
  );
}

/** The file a shipment's label is kept in, in a folder: named after the shipment and its format. */
export function labelFileIn(dir: string, id: string, format: LabelFormat): string {
  return path.join(dir, `${recordFileName(id)}.${format === 'zpl' ? 'zpl' : 'pdf'}`);
}

export interface DocumentTargets {
  /** The label's file (as given: resolved against the context's directory). */
  labelOut?: string | undefined;
  invoiceOut?: string | undefined;
  /** Where the label goes when no file is named: `${labelDir}/<id>.pdf|zpl`. */
  labelDir?: string | undefined;
  /** What named the folder (`label_dir`), for a clash. */
  labelDirName?: string;
  force?: boolean | undefined;
  /** What named each file, for a clash (a CLI's flags; default the result's keys, label_file…). */
  names?: { labelOut: string; invoiceOut: string };
}

export interface SavedDocuments {
  label?: string;
  invoice?: string;
  /** What could not be saved, one line each (the shipment exists: a partial outcome). */
  failed: string[];
}

const DEFAULT_NAMES = { labelOut: 'label_file', invoiceOut: 'invoice_file' };

/** Before anything is bought: the files asked for can be written. */
export async function checkDocumentTargets(ctx: OpsContext, targets: DocumentTargets): Promise<void> {
  const names = targets.names ?? DEFAULT_NAMES;
  const force = Boolean(targets.force);
  if (targets.labelOut)
    await checkTarget(path.resolve(ctx.cwd, targets.labelOut), { flag: names.labelOut, force });
  if (targets.invoiceOut)
    await checkTarget(path.resolve(ctx.cwd, targets.invoiceOut), { flag: names.invoiceOut, force });
}

/**
 * The shipment's documents saved where asked: the label to its file or its folder, the invoice
 * to its file. A document without a link is warned about; one that fails is listed in `failed`.
 */
export async function saveDocuments(
  ctx: OpsContext,
  shipment: Shipment,
  targets: DocumentTargets,
): Promise<SavedDocuments> {
  const text = messages().shipping.result;
  const names = targets.names ?? DEFAULT_NAMES;
  const out: SavedDocuments = { failed: [] };
  const { labelDir } = targets;
  const labelFile =
    targets.labelOut ??
    (labelDir ? (bytes: Buffer) => labelFileIn(labelDir, shipment.id, formatOf(bytes)) : undefined);
  const wants: ['label' | 'invoice', string | ((bytes: Buffer) => string) | undefined, string | undefined][] =
    [
      ['label', labelFile, shipment.delivery?.label],
      ['invoice', targets.invoiceOut, shipment.delivery?.invoice],
    ];
  for (const [kind, file, link] of wants) {
    if (!file) continue;
    if (!link) {
      ctx.notices.warn(kind === 'invoice' ? text.noInvoice : text.noLabel);
      continue;
    }
    try {
      const flag =
        kind === 'label'
          ? targets.labelOut
            ? names.labelOut
            : (targets.labelDirName ?? 'label_dir')
          : names.invoiceOut;
      out[kind] = await save(ctx, link, file, { flag, force: Boolean(targets.force) });
    } catch (err) {
      out.failed.push(text.failedDocument(kind, (err as Error).message));
    }
  }
  return out;
}

/** `file`: a name, or one made from the bytes (a label named by its format, .zpl or .pdf). */
async function save(
  ctx: OpsContext,
  link: string,
  file: string | ((bytes: Buffer) => string),
  check: TargetCheck,
): Promise<string> {
  const { downloadDocument } = await import('../api/index.js');
  const client = await ctx.client();
  const doc = await downloadDocument(link, { baseUrl: client.baseUrl });
  const named = typeof file === 'string' ? file : file(doc.bytes);
  return writeResult(path.resolve(ctx.cwd, named), doc.bytes, check);
}
