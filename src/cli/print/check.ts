// A print target asked about before anything is bought: a CUPS queue that does not exist, a
// CUPS that is not there or a file that cannot take more pages is found out after the label
// is paid for otherwise, and the label then waits in the queue for a printer that never comes.
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { Env, PrintTarget } from '../../config/index.js';
import { messages } from '../../i18n/index.js';
import { UsageError } from '../errors.js';
import { formatOf } from './send.js';

/** `env`: the run's environment, which `lpstat` runs in (its PATH, CUPS_SERVER, locale). */
export async function checkPrintTarget(target: PrintTarget, flag: string, env: Env): Promise<void> {
  const text = messages().paper.target;
  if (target.kind === 'lp') {
    const answer = await lpstat(target.queue ? ['-p', target.queue] : ['-d'], env);
    if (answer.missing) throw new UsageError(text.noCups(flag), text.noCupsHint);
    if (target.queue && answer.code !== 0)
      throw new UsageError(
        text.noQueue(flag, target.queue, firstLine(answer.output)),
        text.noQueueHint(target.queue),
      );
    if (!target.queue && (answer.code !== 0 || !/:\s*\S/.test(answer.output)))
      throw new UsageError(text.noDefaultQueue(flag, firstLine(answer.output)), text.noDefaultQueueHint);
    return;
  }
  if (target.kind !== 'path') return;
  const stat = await fsp.stat(target.file).catch(() => undefined);
  if (stat?.isDirectory() || target.file.endsWith('/')) return;
  const parent = await fsp.stat(path.dirname(target.file)).catch(() => undefined);
  if (!parent?.isDirectory()) throw new UsageError(text.noFolder(flag, path.dirname(target.file)));
  if (path.extname(target.file).toLowerCase() !== '.pdf' || !stat || stat.size === 0) return;
  const head = Buffer.alloc(16);
  const handle = await fsp.open(target.file, 'r');
  try {
    await handle.read(head, 0, 16, 0);
  } finally {
    await handle.close();
  }
  if (formatOf(head) !== 'pdf') throw new UsageError(text.notPdf(flag, target.file));
}

const firstLine = (s: string): string => (s.trim().split('\n')[0] ?? '').replace(/^lpstat:\s*/, '');

async function lpstat(args: string[], env: Env): Promise<{ code: number; output: string; missing?: true }> {
  const { spawn } = await import('node:child_process');
  return new Promise((resolve) => {
    let output = '';
    const child = spawn('lpstat', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.setEncoding('utf8').on('data', (d: string) => (output += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (output += d));
    child.once('error', (err: NodeJS.ErrnoException) =>
      resolve(
        err.code === 'ENOENT' ? { code: 127, output: '', missing: true } : { code: 1, output: err.message },
      ),
    );
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
