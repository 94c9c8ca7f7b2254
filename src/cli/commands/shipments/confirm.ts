// Destructive verbs (`shipments void`, `orders delete`) confirm on a TTY, take --yes,
// and without a TTY refuse before anything is sent: a tool that voids labels never
// assumes yes.
import { isApiError, NotFoundError } from '../../../api/index.js';
import type { Context } from '../../context.js';
import { CancelledError } from '../../errors.js';
import { printJson } from '../../output/json.js';

/** Throws UsageError (exit 2) when no one can answer and --yes was not given; nothing is sent. */
export async function refuseUnattended(ctx: Context, message: string): Promise<void> {
  if (!ctx.globals.yes && !ctx.prompter.canPrompt) await ctx.prompter.confirm({ message });
}

/** Asks (unless --yes); a "no" cancels (exit 130). */
export async function confirmOrCancel(ctx: Context, message: string): Promise<void> {
  if (!(await ctx.prompter.confirm({ message, default: false }))) throw new CancelledError();
}

/**
 * Runs a DELETE and prints the API's message. A 404 on a retry after an ambiguous first
 * attempt means the first attempt most likely did the deed: said so, not reported as failure.
 */
export async function deleteAndReport(
  ctx: Context,
  what: string,
  del: () => Promise<unknown>,
): Promise<number> {
  let message: unknown;
  try {
    message = await del();
  } catch (err) {
    if (!(isApiError(err) && err instanceof NotFoundError && err.afterAmbiguousAttempt)) throw err;
    message = `${what} was deleted (an earlier attempt went through; the retry found it gone)`;
  }
  if (ctx.globals.json) printJson(ctx.io, message);
  else ctx.io.stdout.write(`${typeof message === 'string' ? message : JSON.stringify(message)}\n`);
  return 0;
}
