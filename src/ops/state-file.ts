// The files shipctl keeps in its home (the batch journal, the embedded sandbox, the
// webhook dedupe store, the config) fail in two ways a user can fix: the home is not
// writable, or a file is damaged. Bare errno or SQLite text ("file is not a database",
// "EACCES: permission denied, mkdir …") names neither the file nor the fix; these messages do.
import path from 'node:path';
import { sqliteErrorCode } from '../sqlite/index.js';
import { CliError } from './errors.js';
import { messages } from '../i18n/index.js';

const text = () => messages().support.stateFile;

const UNWRITABLE = new Set(['EACCES', 'EPERM', 'EROFS', 'SQLITE_READONLY', 'SQLITE_CANTOPEN', 'SQLITE_PERM']);
const DAMAGED = /^SQLITE_(NOTADB|CORRUPT)/;
const FULL = new Set(['ENOSPC', 'SQLITE_FULL', 'EDQUOT']);

/** A friendly CliError for a failure on a state file, or undefined when it is something else. */
export function stateFileError(
  err: unknown,
  file: string,
  what: string,
  recovery?: string,
): CliError | undefined {
  const code = sqliteErrorCode(err) ?? String((err as { code?: unknown } | null)?.code ?? '');
  const where = (err as { path?: unknown } | null)?.path;
  const target = typeof where === 'string' ? where : file;
  if (UNWRITABLE.has(code) || code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN'))
    return new CliError(text().notWritable(what, target, code), {
      hint: text().notWritableHint(path.dirname(file)),
      cause: err,
    });
  if (DAMAGED.test(code))
    return new CliError(text().damaged(what, file, code, (err as Error).message), {
      hint: text().damagedHint(file, recovery),
      cause: err,
    });
  if (FULL.has(code))
    return new CliError(text().diskFull(what, target, code), {
      hint: text().diskFullHint,
      cause: err,
    });
  return undefined;
}

/** Runs `open`; a failure on the file becomes a message naming it and the fix. */
export function openStateFile<T>(file: string, what: string, open: () => T, recovery?: string): T {
  try {
    return open();
  } catch (err) {
    throw stateFileError(err, file, what, recovery) ?? err;
  }
}
