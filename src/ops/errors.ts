// The failures an operation ends with, whatever face called it: each carries the outcome code
// (the CLI's exit code, an MCP tool's error code) and, where the request was at fault, the
// wire fields it names. Nothing here prints; src/cli/errors.ts reports them at a terminal.
import { messages } from '../i18n/index.js';

/** The outcome codes (ARCHITECTURE.md "Output and exit codes", `shipctl help exit-codes`). */
export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
  auth: 3,
  notFound: 4,
  rateLimited: 5,
  unavailable: 6,
  partial: 7,
  cancelled: 130,
} as const;

/** A problem of a request: the wire field it is about (`to_address.zip`) and what is wrong. */
export interface Problem {
  field: string;
  issue: string;
}

/** An expected failure with a message meant for the user (and maybe a hint). */
export class CliError extends Error {
  override name = 'CliError';
  readonly exitCode: number;
  readonly hint: string | undefined;
  constructor(message: string, options: { exitCode?: number; hint?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.exitCode = options.exitCode ?? EXIT.failure;
    this.hint = options.hint;
  }
}

/** Bad flags or arguments: nothing was sent. */
export class UsageError extends CliError {
  override name = 'UsageError';
  constructor(message: string, hint?: string) {
    super(message, { exitCode: EXIT.usage, hint });
  }
}

/** Client-side validation failed: every problem at once, nothing was sent. */
export class ValidationError extends CliError {
  override name = 'ValidationError';
  constructor(
    readonly problems: Problem[],
    message = messages().common.invalidRequest,
  ) {
    super(message, { exitCode: EXIT.usage });
  }
}

/** The user said no (or pressed Ctrl+C, or an agent cancelled): 130, reported as a plain line. */
export class CancelledError extends CliError {
  override name = 'CancelledError';
  constructor(message = messages().common.cancelled) {
    super(message, { exitCode: EXIT.cancelled });
  }
}
