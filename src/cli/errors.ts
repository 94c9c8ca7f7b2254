// Every failure becomes an exit code here and nowhere else (ARCHITECTURE.md, "Output and
// exit codes"), and is reported on stderr: message, code, details, debug_id. A
// stack trace appears only with --debug.
import { terminalSafe } from './output/terminal-text.js';
import type { Writable } from 'node:stream';
import type { ApiErrorCategory } from '../api/errors.js';
import { redact } from '../config/redact.js';
// Recognises an ApiError by its category, so that reporting an error never loads the API core.
import { isApiError } from '../api/is-api-error.js';
import { createTheme, wrapWords } from './output/theme.js';
import { displayWidth } from './output/width.js';
import { messages } from '../i18n/index.js';
import { issueText } from '../i18n/issues.js';
import { commanderExitCode, isCommanderError } from './exit-codes.js';
import { CancelledError, CliError, EXIT, ValidationError } from '../ops/errors.js';

export { CancelledError, CliError, EXIT, UsageError, ValidationError, type Problem } from '../ops/errors.js';

const API_EXIT: Readonly<Record<ApiErrorCategory, number>> = {
  validation: EXIT.usage,
  auth: EXIT.auth,
  not_found: EXIT.notFound,
  rate_limited: EXIT.rateLimited,
  server: EXIT.unavailable,
  network: EXIT.unavailable,
  outcome_unknown: EXIT.unavailable,
};

const PROMPT_EXIT = new Set(['ExitPromptError', 'AbortPromptError', 'CancelPromptError']);

export function exitCodeFor(err: unknown): number {
  if (err instanceof CliError) return err.exitCode;
  if (isApiError(err)) return API_EXIT[err.category] ?? EXIT.failure;
  const commander = commanderExitCode(err);
  if (commander !== undefined) return commander;
  if (err instanceof Error && PROMPT_EXIT.has(err.name)) return EXIT.cancelled;
  if (err instanceof Error && err.name === 'SettingsUsageError') return EXIT.usage;
  return EXIT.failure;
}

/** The lines printed for an error (without colour). */
export function describeError(err: unknown, options: { debug: boolean; sandbox?: boolean }): string[] {
  const text = messages().common;
  const error = (message: string) => `${text.errorLabel}: ${message}`;
  const hint = (message: string) => `${text.hintLabel}: ${message}`;
  if (isCommanderError(err)) return []; // commander has already printed its message
  if (err instanceof Error && PROMPT_EXIT.has(err.name)) return [text.cancelled];
  if (err instanceof CancelledError)
    return [err.message === text.cancelled ? text.cancelled : text.cancelledBecause(err.message)];
  if (isApiError(err)) {
    // The client's own words (a network failure, an unknown outcome) in the reader's language.
    const lines = [error(err.spoken ?? err.message)];
    if (err.code) lines.push(`code: ${err.code}`);
    const description = err.body?.description;
    if (description && description !== err.message) lines.push(description);
    for (const d of err.details ?? []) lines.push(`  ${d.field}: ${d.issue}`);
    // 7.2: the address of more information, when the API gives one.
    if (err.body?.link) lines.push(`${text.moreLabel}: ${err.body.link}`);
    if (err.debugId) lines.push(text.debugId(err.debugId));
    // In sandbox mode there is no base URL to check: the embedded sandbox is what did not answer.
    const hintKey = options.sandbox && err.category === 'network' ? 'networkSandbox' : err.category;
    const apiHint = (text.apiHint as Readonly<Record<string, string>>)[hintKey];
    if (apiHint) lines.push(hint(apiHint));
    if (options.debug && err instanceof Error && err.stack) lines.push(err.stack);
    return lines;
  }
  if (err instanceof CliError) {
    const lines = [error(err.message)];
    if (err instanceof ValidationError)
      for (const p of err.problems) lines.push(`  ${p.field}: ${issueText(p)}`);
    if (err.hint) lines.push(hint(err.hint));
    if (options.debug && err.stack) lines.push(err.stack);
    return lines;
  }
  if (err instanceof Error && (err.name === 'ConfigError' || err.name === 'SettingsUsageError')) {
    return [error(err.message), ...(options.debug && err.stack ? [err.stack] : [])];
  }
  const code = String((err as { code?: unknown } | null)?.code ?? '');
  const file = (err as { path?: unknown } | null)?.path;
  if (/^(EACCES|EPERM|EROFS)$/.test(code) && typeof file === 'string') {
    // A home or data directory that cannot be written: name it and the fix.
    return [
      error(text.cannotWrite(file, code)),
      hint(text.cannotWriteHint),
      ...(options.debug && err instanceof Error && err.stack ? [err.stack] : []),
    ];
  }
  const message = err instanceof Error ? err.message : String(err);
  if (options.debug) return [error(message), ...(err instanceof Error && err.stack ? [err.stack] : [])];
  return [error(message), text.runWithDebug];
}

/**
 * Prints the error on stderr and returns its exit code. At a terminal a long line breaks
 * between words and continues under its text (past `error: `, `hint: `, a problem's field).
 */
export function reportError(
  err: unknown,
  io: { stderr: Writable; colorStderr?: boolean; stderrIsTTY?: boolean },
  options: { debug: boolean; secrets?: readonly (string | undefined)[]; sandbox?: boolean },
): number {
  const theme = createTheme(Boolean(io.colorStderr));
  const columns = io.stderrIsTTY ? (io.stderr as { columns?: number }).columns : undefined;
  for (const [i, raw] of describeError(err, options).entries()) {
    const line = terminalSafe(redact(raw, options.secrets ?? []));
    // A continuation starts under the text, past `error: ` (or its translation) or a problem's field.
    const hang = displayWidth(/^(?:[^\s:]+: |\s+)/.exec(line)?.[0] ?? '');
    const text =
      columns && columns > 20 && !line.includes('\n')
        ? wrapWords(line, columns, Math.min(hang + (line.startsWith(' ') ? 2 : 0), 16)).join('\n')
        : line;
    io.stderr.write(`${i === 0 ? theme.error(text) : text}\n`);
  }
  return exitCodeFor(err);
}
