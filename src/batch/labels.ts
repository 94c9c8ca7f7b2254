// Labels: each done row's label document saved under the run's labels directory
// (named by row position, so a directory listing is in file order), then optionally
// merged into one PDF in row order (ZPL labels, for ZPL print sizes, are concatenated).
// Label links need no token (spec 2.10: a link). The sandbox counts them against the
// owner's call limit; they are fetched beside the creates rather than through the gate,
// and a 429 on a link is waited out by downloadDocument.
import { mkdirSync, promises as fsp } from 'node:fs';
import path from 'node:path';
import { recordFileName } from '../domain/index.js';
import type { Journal } from './journal.js';
import { createPool, type Pool } from './pool.js';

export interface LabelFetcher {
  /** Queues the download of a row's label; never blocks the caller for long. */
  enqueue(seq: number, url: string, shipmentId: string): void;
  /** Waits for every queued download. */
  drain(): Promise<void>;
  /** Downloads that failed (after retries), with why. */
  readonly failures: { seq: number; error: string }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Request = typeof import('undici').request;
let undiciRequest: Promise<Request> | undefined;

/**
 * undici's request, imported with the first label rather than with batch/: the package's index
 * reads the global Headers, which makes Node load its own copy of undici and compile that
 * copy's HTTP parser (WebAssembly), some 30 MB at its peak, in every batch command, dry runs
 * included. Bundled, the CommonJS module offers a default export only.
 */
const loadRequest = (): Promise<Request> =>
  (undiciRequest ??= import('undici').then(
    (m) => ((m as { default?: { request: Request } }).default ?? (m as { request: Request })).request,
  ));

/** A label link, or (live notes, for invoices) a base64 PDF in place of a link. */
async function fetchDocument(ref: string, base: URL): Promise<Buffer> {
  if (!/^https?:\/\//i.test(ref) && !ref.startsWith('/') && /^[A-Za-z0-9+/=\s]+$/.test(ref))
    return Buffer.from(ref, 'base64');
  const url = new URL(ref, base);
  let last: unknown;
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    try {
      const request = await loadRequest();
      const res = await request(url, { method: 'GET', headersTimeout: 30_000, bodyTimeout: 60_000 });
      const body = Buffer.from(await res.body.arrayBuffer());
      if (res.statusCode === 200) return body;
      last = new Error(`HTTP ${res.statusCode} for ${url.href}`);
      if (res.statusCode < 500 && res.statusCode !== 429) break;
    } catch (err) {
      last = err;
    }
    await sleep(250 * 2 ** attempt);
  }
  throw last instanceof Error ? last : new Error(String(last));
}

export function labelExtension(bytes: Buffer): 'pdf' | 'zpl' {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-' ? 'pdf' : 'zpl';
}

export function createLabelFetcher(options: {
  journal: Journal;
  runId: string;
  dir: string;
  baseUrl: URL;
  concurrency?: number;
}): LabelFetcher {
  const pool: Pool = createPool(options.concurrency ?? 4);
  const failures: { seq: number; error: string }[] = [];
  const pending: Promise<void>[] = [];
  let made = false;
  const save = async (seq: number, url: string, shipmentId: string) => {
    try {
      const bytes = await fetchDocument(url, options.baseUrl);
      if (!made) mkdirSync(options.dir, { recursive: true });
      made = true;
      const file = path.join(
        options.dir,
        `${String(seq).padStart(6, '0')}-${recordFileName(shipmentId)}.${labelExtension(bytes)}`,
      );
      // Written aside and renamed: a killed process never leaves half a label under the real name.
      await fsp.writeFile(`${file}.part`, bytes);
      await fsp.rename(`${file}.part`, file);
      options.journal.setLabel(options.runId, seq, file);
    } catch (err) {
      failures.push({ seq, error: err instanceof Error ? err.message : String(err) });
    }
  };
  return {
    failures,
    enqueue(seq, url, shipmentId) {
      pending.push(pool.add(() => save(seq, url, shipmentId)));
    },
    async drain() {
      await Promise.all(pending.splice(0));
      await pool.drain();
    },
  };
}

/** Queues the labels still missing for done rows (a killed run, a failed download). */
export function fetchMissingLabels(journal: Journal, runId: string, fetcher: LabelFetcher): number {
  let n = 0;
  for (const row of journal.rows(runId)) {
    if (row.state !== 'done' || row.label_file || !row.label_url || !row.shipment_id) continue;
    fetcher.enqueue(row.seq, row.label_url, row.shipment_id);
    n += 1;
  }
  return n;
}

/**
 * Merges the labels in row order: every page of every PDF label into one PDF (pdf-lib
 * copyPages), ZPL labels one after the other. Returns the files written.
 */
export async function mergeLabels(
  files: readonly string[],
  out: string,
): Promise<{ pdf?: string; zpl?: string; pages: number }> {
  const { PDFDocument } = await import('@cantoo/pdf-lib');
  const merged = await PDFDocument.create();
  const zpl: Buffer[] = [];
  let pages = 0;
  for (const file of files) {
    const bytes = await fsp.readFile(file);
    if (labelExtension(bytes) === 'zpl') {
      zpl.push(bytes, Buffer.from('\n'));
      continue;
    }
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true });
    const copied = await merged.copyPages(doc, doc.getPageIndices());
    for (const page of copied) merged.addPage(page);
    pages += copied.length;
  }
  mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  const result: { pdf?: string; zpl?: string; pages: number } = { pages };
  const zplOnly = pages === 0 && zpl.length > 0;
  if (pages > 0 || zpl.length === 0) {
    await fsp.writeFile(out, await merged.save());
    result.pdf = out;
  }
  if (zpl.length > 0) {
    const target = zplOnly ? out : `${out.replace(/\.pdf$/i, '')}.zpl`;
    await fsp.writeFile(target, Buffer.concat(zpl));
    result.zpl = target;
  }
  return result;
}
