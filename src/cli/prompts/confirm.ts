// Confirming a destructive verb. Refused up front, before any request, when
// there is no terminal and no --yes: a script must say yes explicitly.
import type { Context } from '../context.js';
import { CancelledError } from '../errors.js';
import { printJson } from '../output/json.js';
import { messages, type Messages } from '../../i18n/index.js';
import { en } from '../../i18n/en/index.js';

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
 * Scripts (--json, piped) read the API's words, the same in every language; a person at a
 * terminal reads them in the run's language. `subject` names what goes ("Order API-…").
 */
export async function deleteAndReport(
  ctx: Context,
  subject: (words: Messages['shipping']) => string,
  del: () => Promise<unknown>,
): Promise<number> {
  let answer: unknown;
  let goneBefore = false;
  try {
    answer = await del();
  } catch (err) {
    const { isApiError, NotFoundError } = await import('../../api/index.js');
    if (!(isApiError(err) && err instanceof NotFoundError && err.afterAmbiguousAttempt)) throw err;
    goneBefore = true;
  }
  reportDeleted(ctx, subject, { answer, goneBefore });
  return 0;
}

/** What a DELETE answered (or that an earlier attempt had done it), as deleteAndReport says it. */
export function reportDeleted(
  ctx: Context,
  subject: (words: Messages['shipping']) => string,
  outcome: { answer?: unknown; goneBefore: boolean },
): void {
  const said = (words: Messages['shipping']) =>
    outcome.goneBefore
      ? words.shared.deletedBefore(subject(words))
      : words.shared.deleted(subject(words), textOf(outcome.answer));
  if (ctx.globals.json) printJson(ctx.io, outcome.goneBefore ? said(en.shipping) : outcome.answer);
  else
    ctx.io.stdout.write(`${ctx.io.stdoutIsTTY ? said(messages().shipping) : said(en.shipping)}
`);
}

const textOf = (answer: unknown): string => (typeof answer === 'string' ? answer : JSON.stringify(answer));
