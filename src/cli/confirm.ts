// Confirming a destructive verb. Refused up front, before any request, when
// there is no terminal and no --yes: a script must say yes explicitly.
import type { Context } from './context.js';
import { CancelledError } from './errors.js';

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
