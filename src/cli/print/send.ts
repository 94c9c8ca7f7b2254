// Sending one label to a print target. PDF goes through CUPS `lp` (stdin, so no temporary
// file); ZPL goes raw to a socket (or through `lp -o raw`); a path is opened for writing
// (append: a device or a spool file is written to, never replaced). A failure is returned,
// not thrown: the caller reports it per label and keeps the label file.
import { promises as fsp } from 'node:fs';
import { describeTarget, type PrintTarget } from '../../config/index.js';
import { lpMediaOptions } from './media.js';

export type LabelFormat = 'pdf' | 'zpl' | 'bin';

/** The document's kind by its first bytes: the link's name says nothing reliable. */
export function formatOf(bytes: Buffer): LabelFormat {
  const head = bytes.subarray(0, 16).toString('latin1').trimStart();
  if (head.startsWith('%PDF')) return 'pdf';
  if (head.startsWith('^XA') || head.startsWith('~')) return 'zpl';
  return 'bin';
}

export interface PrintResult {
  ok: boolean;
  target: string;
  error?: string;
}

const TCP_TIMEOUT_MS = 15_000;

export async function printBytes(target: PrintTarget, bytes: Buffer): Promise<PrintResult> {
  const where = describeTarget(target);
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
    } else if (target.kind === 'lp') await sendLp(target.queue, bytes, format);
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

async function sendLp(queue: string | undefined, bytes: Buffer, format: LabelFormat): Promise<void> {
  const { spawn } = await import('node:child_process');
  const media = format === 'pdf' ? await lpMediaOptions(bytes) : [];
  const args = [...(queue ? ['-d', queue] : []), ...(format === 'zpl' ? ['-o', 'raw'] : media), '-'];
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = spawn('lp', args, { stdio: ['pipe', 'ignore', 'pipe'] });
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
