// Writing a result (a label, an invoice, a results CSV) to a path the user named.
// `--force` may replace an existing regular file, and nothing else:
// a device — /dev/null, a printer at /dev/usb/lp0 — or a FIFO is written to, never
// renamed over; a symbolic link or a directory is refused. A regular file is never
// left half written: the bytes go beside it first and are moved in.
import { constants, realpathSync, promises as fsp } from 'node:fs';
import { messages } from '../i18n/index.js';
import { flagOf } from '../config/flag-names.js';
import path from 'node:path';
import { CliError, UsageError } from './errors.js';

type Kind = 'absent' | 'regular' | 'stream' | 'symlink' | 'directory';

async function kindOf(file: string): Promise<Kind> {
  try {
    const st = await fsp.lstat(file);
    if (st.isSymbolicLink()) return 'symlink';
    if (st.isDirectory()) return 'directory';
    if (st.isFile()) return 'regular';
    return 'stream';
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'absent';
    throw err;
  }
}

export interface TargetCheck {
  /** The flag that named the file, for the messages (`--out`, `--label-out`). */
  flag: string;
  force: boolean;
}

/** Refuses, before anything is sent or bought, a target that the write would refuse. */
export async function checkTarget(file: string, target: TargetCheck): Promise<void> {
  const kind = await kindOf(file);
  const text = messages().support.output;
  if (kind === 'symlink')
    throw new UsageError(text.isSymlink(target.flag, file), text.isSymlinkHint(safeRealpath(file)));
  if (kind === 'directory')
    throw new UsageError(
      text.isDirectory(target.flag, file),
      text.isDirectoryHint(path.join(file, 'label.pdf')),
    );
  if (kind === 'regular' && !target.force)
    throw new UsageError(text.exists(target.flag, file), text.existsHint(flagOf('force'), target.flag));
}

function safeRealpath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return messages().support.output.missingFile;
  }
}

/**
 * Writes `bytes` to `file` under the rules above; returns the path written. A file that holds
 * these very bytes already is left as it is: saving the same label twice is no clash.
 */
export async function writeResult(file: string, bytes: Uint8Array, target: TargetCheck): Promise<string> {
  if (!target.force && (await kindOf(file)) === 'regular' && (await sameBytes(file, bytes))) return file;
  await checkTarget(file, target);
  const kind = await kindOf(file);
  if (kind === 'stream') {
    // O_WRONLY without O_CREAT/O_TRUNC: a device or FIFO is fed, never replaced.
    const fh = await fsp.open(file, constants.O_WRONLY);
    try {
      await fh.writeFile(bytes);
    } finally {
      await fh.close();
    }
    return file;
  }
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await fsp.writeFile(tmp, bytes, { flag: 'wx' });
  try {
    // Without --force the move is a hard link, which fails atomically if the file appeared meanwhile.
    if (target.force && kind === 'regular') await fsp.rename(tmp, file);
    else await fsp.link(tmp, file);
  } catch (err) {
    const text = messages().support.output;
    if ((err as NodeJS.ErrnoException).code === 'EEXIST')
      throw new UsageError(text.exists(target.flag, file), text.existsHint(flagOf('force'), target.flag));
    throw new CliError(text.cannotWriteFile(file, (err as Error).message));
  } finally {
    await fsp.rm(tmp, { force: true });
  }
  return file;
}

async function sameBytes(file: string, bytes: Uint8Array): Promise<boolean> {
  const stat = await fsp.stat(file);
  if (stat.size !== bytes.length) return false;
  return Buffer.from(await fsp.readFile(file)).equals(Buffer.from(bytes));
}
