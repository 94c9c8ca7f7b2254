// Sending a print job (a label, or a label and its delivery note) to a print target. PDF goes
// through CUPS `lp` (stdin, so no temporary file), the job's documents as one PDF so that the
// note comes out right after its label; ZPL goes raw to a socket (or through `lp -o raw`). A
// path named .pdf gets the job's pages added to the one PDF it holds (written whole, then
// renamed over: appending PDFs makes a file no reader opens); a folder gets one file per
// document; any other path (a device, a spool file) is appended to. A failure is returned,
// not thrown: the caller reports it per label and keeps the label file.
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { describeTarget, type Env, type PrintTarget } from '../../config/index.js';
import { lpMediaOptions } from './media.js';

import { formatOf, type LabelFormat } from '../../ops/label-format.js';

export { formatOf, type LabelFormat };

export interface PrintResult {
  ok: boolean;
  target: string;
  error?: string;
}

const TCP_TIMEOUT_MS = 15_000;

/** One document of a print job, and the name it takes in a folder target (without extension). */
export interface PrintDocument {
  bytes: Buffer;
  name: string;
}

export async function printBytes(
  target: PrintTarget,
  bytes: Buffer,
  env: Env,
  name = 'label',
): Promise<PrintResult> {
  return printJob(target, [{ bytes, name }], env);
}

/** The job's documents, in order, as one print job; `lp` runs in `env`, the run's environment. */
export async function printJob(
  target: PrintTarget,
  docs: readonly PrintDocument[],
  env: Env,
): Promise<PrintResult> {
  const where = describeTarget(target);
  const first = docs[0];
  if (!first) return { ok: true, target: where };
  try {
    if (target.kind === 'path' && (await isFolder(target.file))) {
      await writeEach(target.file, docs);
      return { ok: true, target: where };
    }
    const pdfs = docs.filter((d) => formatOf(d.bytes) === 'pdf');
    const wholePdf = target.kind === 'path' && path.extname(target.file).toLowerCase() === '.pdf';
    if (wholePdf) {
      if (pdfs.length < docs.length)
        throw new Error(
          `${target.file} holds PDF pages, and a ${formatOf(first.bytes).toUpperCase()} label is not one`,
        );
      await addPages(
        target.file,
        pdfs.map((d) => d.bytes),
      );
      return { ok: true, target: where };
    }
    // One lp job for the label and its note; ZPL and other bytes go one by one.
    if (pdfs.length === docs.length && docs.length > 1)
      return await sendOne(target, where, await mergePdf(pdfs.map((d) => d.bytes)), env);
    for (const d of docs) {
      const r = await sendOne(target, where, d.bytes, env);
      if (!r.ok) return r;
    }
    return { ok: true, target: where };
  } catch (err) {
    return { ok: false, target: where, error: (err as Error).message };
  }
}

async function sendOne(target: PrintTarget, where: string, bytes: Buffer, env: Env): Promise<PrintResult> {
  const format = formatOf(bytes);
  try {
    if (target.kind === 'tcp') {
      // A raw port prints what it receives: PDF bytes would come out as pages of garbage.
      if (format !== 'zpl')
        return {
          ok: false,
          target: where,
          error: `the label is ${format.toUpperCase()}, and a raw port prints ZPL only: set the carrier account's print size to a ZPL_* size, or print with lp`,
        };
      await sendTcp(target.host, target.port, bytes);
    } else if (target.kind === 'lp') await sendLp(target.queue, bytes, format, env);
    else await appendTo(target.file, bytes);
    return { ok: true, target: where };
  } catch (err) {
    return { ok: false, target: where, error: (err as Error).message };
  }
}

// net and child_process are loaded when a label is sent: the commands that can print load this
// module on every run (shipments list does), and child_process alone costs a millisecond.
async function sendTcp(host: string, port: number, bytes: Buffer): Promise<void> {
  const { connect } = await import('node:net');
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    socket.setTimeout(TCP_TIMEOUT_MS, () => socket.destroy(new Error(`no answer from ${host}:${port}`)));
    socket.once('error', (err) => reject(new Error(`cannot send to ${host}:${port}: ${err.message}`)));
    socket.once('connect', () => socket.end(bytes));
    socket.once('close', (hadError) => {
      if (!hadError) resolve();
    });
  });
}

async function sendLp(
  queue: string | undefined,
  bytes: Buffer,
  format: LabelFormat,
  env: Env,
): Promise<void> {
  const { spawn } = await import('node:child_process');
  const media = format === 'pdf' ? await lpMediaOptions(bytes) : [];
  const args = [...(queue ? ['-d', queue] : []), ...(format === 'zpl' ? ['-o', 'raw'] : media), '-'];
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = spawn('lp', args, { env, stdio: ['pipe', 'ignore', 'pipe'] });
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'ENOENT'
            ? 'lp was not found (install CUPS, or use --printer tcp://… or a path)'
            : err.message,
        ),
      ),
    );
    child.once('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`lp exited with ${code}${stderr ? `: ${stderr.trim()}` : ''}`)),
    );
    child.stdin.once('error', () => undefined);
    child.stdin.end(bytes);
  });
}

async function appendTo(file: string, bytes: Buffer): Promise<void> {
  const handle = await fsp.open(file, 'a');
  try {
    await handle.write(bytes);
  } finally {
    await handle.close();
  }
}

async function isFolder(file: string): Promise<boolean> {
  if (file.endsWith(path.sep) || file.endsWith('/')) return true;
  return (await fsp.stat(file).catch(() => undefined))?.isDirectory() === true;
}

async function writeEach(dir: string, docs: readonly PrintDocument[]): Promise<void> {
  await fsp.mkdir(dir, { recursive: true });
  for (const d of docs) {
    const ext = formatOf(d.bytes) === 'zpl' ? 'zpl' : 'pdf';
    await fsp.writeFile(path.join(dir, `${d.name}.${ext}`), d.bytes);
  }
}

/** PDFs as one, pages in order. */
export async function mergePdf(pdfs: readonly Buffer[]): Promise<Buffer> {
  const { PDFDocument } = await import('@cantoo/pdf-lib');
  const merged = await PDFDocument.create({ updateMetadata: false });
  for (const bytes of pdfs) {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true });
    for (const page of await merged.copyPages(doc, doc.getPageIndices())) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
}

/** `file`'s pages, then `pdfs`' pages, written as one PDF (a new file when there is none). */
async function addPages(file: string, pdfs: readonly Buffer[]): Promise<void> {
  const before = await fsp.readFile(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
  if (before && before.length > 0 && formatOf(before) !== 'pdf')
    throw new Error(`${file} is not a PDF: name another file, or move it away`);
  let merged: Buffer;
  try {
    merged = await mergePdf(before && before.length > 0 ? [before, ...pdfs] : pdfs);
  } catch (err) {
    throw new Error(
      `${file} cannot take more pages (${(err as Error).message}): name another file, or move it away`,
      {
        cause: err,
      },
    );
  }
  // Written beside it and renamed over, so a kill mid-write leaves the pages printed before.
  const temp = `${file}.${process.pid}.tmp`;
  await fsp.writeFile(temp, merged);
  await fsp.rename(temp, file);
}
