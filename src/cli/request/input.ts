// `--input FILE|-`: the API's own JSON body, read from a file or stdin.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { UsageError } from '../errors.js';
import { readAll } from '../io.js';

export async function readJsonInput(spec: string, io: { stdin: Readable; cwd: string }): Promise<unknown> {
  const where = spec === '-' ? 'stdin' : spec;
  let text: string;
  try {
    text = spec === '-' ? await readAll(io.stdin) : await readFile(path.resolve(io.cwd, spec), 'utf8');
  } catch (err) {
    throw new UsageError(`cannot read --input ${where}: ${(err as Error).message}`);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch (err) {
    throw new UsageError(`--input ${where} is not valid JSON: ${(err as Error).message}`);
  }
}
