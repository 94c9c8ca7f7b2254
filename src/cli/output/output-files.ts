// The files a command is told to write (`--out`, `--labels-pdf`, `--label-out`,
// `--invoice-out`, a `--printer` path), checked together before anything is read from the
// API, sent or bought. None may be one of shipctl's own files (its config file, the batch
// journal, the sandbox database: anything in its config or data directory), a file the same
// command reads, or another output of the same run: either would be silently replaced.
import { realpathSync, statSync } from 'node:fs';
import { messages } from '../../i18n/index.js';
import path from 'node:path';
import type { ShipctlPaths } from '../../config/index.js';
import { UsageError } from '../errors.js';

export interface FileFlag {
  /** The flag (or argument) that names the file, as messages show it: `--out`, `FILE`. */
  flag: string;
  /** The path as given; undefined (not given) and `-` (stdout, stdin) are left out. */
  value: string | undefined;
}

export interface InputFile {
  /** The flag that names it (`--input`, `--map`); undefined for a command's argument. */
  flag?: string;
  value: string | undefined;
  /** What writing over it would destroy: `the orders`, `the request body`. */
  what: string;
}

export interface OutputFilesCheck {
  outputs: readonly FileFlag[];
  inputs?: readonly InputFile[];
  cwd: string;
  paths: Pick<ShipctlPaths, 'configDir' | 'dataDir'>;
}

const given = <T extends { value: string | undefined }>(list: readonly T[]): T[] =>
  list.filter((f) => f.value !== undefined && f.value !== '' && f.value !== '-');

/**
 * The path with every link resolved, for a file that may not exist yet: its nearest existing
 * ancestor resolved, the rest appended (so a link to the data directory is seen through).
 */
function resolvedPath(file: string): string {
  const missing: string[] = [];
  for (let at = file; ; at = path.dirname(at)) {
    try {
      return path.join(realpathSync(at), ...missing.reverse());
    } catch {
      if (path.dirname(at) === at) return file;
      missing.push(path.basename(at));
    }
  }
}

const isInside = (file: string, dir: string): boolean => {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** A device or FIFO (/dev/null, /dev/usb/lp0) is fed, never replaced: two outputs may share it. */
function isStream(file: string): boolean {
  try {
    const st = statSync(file);
    return !st.isFile() && !st.isDirectory();
  } catch {
    return false;
  }
}

/** The same file, by path, through a link, or as a hard link. */
export function sameFile(a: string, b: string): boolean {
  if (a === b || resolvedPath(a) === resolvedPath(b)) return true;
  try {
    const sa = statSync(a);
    const sb = statSync(b);
    return sa.dev === sb.dev && sa.ino === sb.ino;
  } catch {
    return false;
  }
}

/** `labels.pdf` → `labels-2.pdf`: a name to suggest beside the one refused. */
function otherName(value: string): string {
  const ext = path.extname(value);
  return `${path.basename(value, ext)}-2${ext}`;
}

/** Refuses (exit 2, nothing sent) an output that would replace a file it must not. */
export function checkOutputFiles(check: OutputFilesCheck): void {
  const outputs = given(check.outputs).map((f) => ({ ...f, file: path.resolve(check.cwd, f.value!) }));
  const text = messages().support.output;
  const own = [
    { dir: check.paths.configDir, name: text.configDirectory, holds: text.configHolds },
    { dir: check.paths.dataDir, name: text.dataDirectory, holds: text.dataHolds },
  ];
  for (const out of outputs) {
    const real = resolvedPath(out.file);
    const home = own.find(({ dir }) => isInside(out.file, dir) || isInside(real, resolvedPath(dir)));
    if (home)
      throw new UsageError(
        text.insideHome(out.flag, out.value!, home.name, home.dir, home.holds),
        text.insideHomeHint(home.dir, out.flag, path.basename(out.file)),
      );
  }
  for (const input of given(check.inputs ?? [])) {
    const file = path.resolve(check.cwd, input.value!);
    const clash = outputs.find((out) => !isStream(out.file) && sameFile(out.file, file));
    if (clash)
      throw new UsageError(
        text.isInput(clash.flag, clash.value!, input.flag, input.what),
        text.isInputHint(clash.flag, otherName(clash.value!)),
      );
  }
  outputs.forEach((out, i) => {
    const clash = outputs.slice(i + 1).find((other) => !isStream(out.file) && sameFile(out.file, other.file));
    if (clash)
      throw new UsageError(
        text.sameFile(out.flag, out.value!, clash.flag, clash.value!),
        text.sameFileHint(clash.flag, otherName(clash.value!)),
      );
  });
}
