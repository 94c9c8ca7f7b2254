// Confirming a destructive verb. Refused up front, before any request, when
// there is no terminal and no --yes: a script must say yes explicitly.
import type { Context } from '../context.js';
import { CancelledError } from '../errors.js';
import { printJson } from '../output/json.js';
import { messages } from '../../i18n/index.js';

/** `describe` runs only when a person will read the question (it may cost a request). */
export async function confirmOrCancel(
  ctx: Context,
  question: (what: string) => string,
  describe: () => Promise<string>,
  fallback: string,
): Promise<void> {
  if (ctx.globals.yes) return;
  const what = ctx.prompter.canPrompt ? await describe() : fallback;
  if (!(await ctx.prompter.confirm({ message: question(what), default: false }))) throw new CancelledError();
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
    const { isApiError, NotFoundError } = await import('../../api/index.js');
    if (!(isApiError(err) && err instanceof NotFoundError && err.afterAmbiguousAttempt)) throw err;
    message = messages().shipping.shared.deletedBefore(what);
  }
  if (ctx.globals.json) printJson(ctx.io, message);
  else ctx.io.stdout.write(`${typeof message === 'string' ? message : JSON.stringify(message)}\n`);
  return 0;
}
