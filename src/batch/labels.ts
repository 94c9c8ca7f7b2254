// Labels: each done row's label document saved under the run's labels directory
// (named by row position, so a directory listing is in file order), then optionally
// merged into one PDF in row order (ZPL labels, for ZPL print sizes, are concatenated).
// Label links need no token (spec 2.10: a link). The sandbox counts them against the
// owner's call limit; they are fetched beside the creates rather than through the gate,
// and a 429 on a link is waited out by downloadDocument.
import { mkdirSync, promises as fsp } from 'node:fs';
import path from 'node:path';
import { downloadDocument, RESPONSE_TOO_LARGE } from '../api/index.js';
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

/**
 * A label link, or (live notes, for invoices) a base64 PDF in place of a link, through the API
 * core's document download: the same HTTP client as every call, the document size cap, and a 429
 * waited out. A 5xx or a network failure is tried again here: a label already bought is worth
 * a few more seconds.
 */
async function fetchDocument(ref: string, base: URL): Promise<Buffer> {
  let last: unknown;
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    try {
      return (await downloadDocument(ref, { baseUrl: base })).bytes;
    } catch (err) {
      last = err;
      const status = (err as { status?: unknown }).status;
      // A 4xx is the link's final answer; an answer past the size cap would be as large again.
      if (typeof status === 'number' && status > 0 && status < 500) break;
      if ((err as { code?: unknown }).code === RESPONSE_TOO_LARGE) break;
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
