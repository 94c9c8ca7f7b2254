// `--input FILE|-`: the API's own JSON body, read from a file or from stdin. The one
// reader of every command's JSON input. A body that cannot be read or parsed is a
// usage error: nothing is sent.
import { promises as fsp } from 'node:fs';
import { messages } from '../../i18n/index.js';
import path from 'node:path';
import { bodyShapeProblems, MAX_BODY_DEPTH } from '../../domain/body-shape.js';
import type { Context } from '../context.js';
import { UsageError } from '../errors.js';
import { readAll } from '../io.js';
import { IO_FLAGS } from '../shared/flags.js';

type InputContext = Pick<Context, 'io' | 'cwd'>;

export interface InputOptions {
  /**
   * Read a body typed into a terminal (ended by Ctrl-D) instead of refusing it. `api`,
   * `orders create`, `rates` and `ship` have always done so; the other commands refuse.
   */
  terminal?: boolean;
}

/** The text of a file, or of stdin for "-" (refused when stdin is a terminal: it would just wait). */
export async function readInputText(
  ctx: InputContext,
  file: string,
  flag: string,
  options: InputOptions = {},
): Promise<string> {
  if (file === '-') {
    if (ctx.io.stdinIsTTY && !options.terminal)
      throw new UsageError(
        messages().support.input.stdinIsTerminal(flag),
        messages().support.input.stdinIsTerminalHint,
      );
    return readAll(ctx.io.stdin);
  }
  try {
    return await fsp.readFile(path.resolve(ctx.cwd, file), 'utf8');
  } catch (err) {
    throw new UsageError(
      messages().support.input.cannotRead(file, flag, (err as NodeJS.ErrnoException).code ?? String(err)),
    );
  }
}

export async function readJsonInput(
  ctx: InputContext,
  file: string,
  flag = IO_FLAGS.input.long,
  options: InputOptions = {},
): Promise<unknown> {
  const text = await readInputText(ctx, file, flag, options);
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    throw new UsageError(
      messages().support.input.notJson(file === '-' ? 'stdin' : file, flag, (err as Error).message),
    );
  }
  // Members nested thousands deep would overflow the stack of the readers that follow.
  const [deep] = bodyShapeProblems(value, { maxDepth: MAX_BODY_DEPTH });
  if (deep)
    throw new UsageError(
      messages().support.input.tooDeep(file === '-' ? 'stdin' : file, flag, deep.field, deep.issue),
    );
  return value;
}

/** A JSON object (not an array or a scalar), e.g. a request body or a credentials file. */
export async function readJsonObject(
  ctx: InputContext,
  file: string,
  flag: string,
  what: string,
): Promise<Record<string, unknown>> {
  const value = await readJsonInput(ctx, file, flag);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UsageError(messages().support.input.notObject(file === '-' ? 'stdin' : file, flag, what));
  return value as Record<string, unknown>;
}
