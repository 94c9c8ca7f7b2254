import { Writable } from 'node:stream';
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import {
  AuthError,
  NetworkError,
  NotFoundError,
  OutcomeUnknownError,
  RateLimitError,
  ServerError,
  ValidationError as ApiValidationError,
} from '../../src/api/errors.js';
import {
  CancelledError,
  CliError,
  describeError,
  exitCodeFor,
  reportError,
  UsageError,
  ValidationError,
} from '../../src/cli/errors.js';

const init = { message: 'boom', method: 'GET', path: '/v1/x' };

describe('exitCodeFor', () => {
  it('maps each API error category to its exit code', () => {
    expect(exitCodeFor(new ApiValidationError(init))).toBe(2);
    expect(exitCodeFor(new AuthError(init))).toBe(3);
    expect(exitCodeFor(new NotFoundError(init))).toBe(4);
    expect(exitCodeFor(new RateLimitError(init))).toBe(5);
    expect(exitCodeFor(new ServerError(init))).toBe(6);
    expect(exitCodeFor(new NetworkError(init))).toBe(6);
    expect(exitCodeFor(new OutcomeUnknownError({ ...init, requestBody: {} }))).toBe(6);
  });

  it('maps the CLI’s own errors, commander usage errors and prompt cancellation', () => {
    expect(exitCodeFor(new UsageError('bad'))).toBe(2);
    expect(exitCodeFor(new ValidationError([{ field: 'a', issue: 'b' }]))).toBe(2);
    expect(exitCodeFor(new CliError('partial', { exitCode: 7 }))).toBe(7);
    expect(exitCodeFor(new CancelledError())).toBe(130);
    expect(exitCodeFor(new CommanderError(1, 'commander.unknownOption', 'x'))).toBe(2);
    expect(exitCodeFor(new CommanderError(1, 'commander.missingArgument', 'x'))).toBe(2);
    expect(exitCodeFor(new CommanderError(0, 'commander.helpDisplayed', 'x'))).toBe(0);
    expect(exitCodeFor(new CommanderError(0, 'commander.version', 'x'))).toBe(0);
    const exitPrompt = Object.assign(new Error('User force closed the prompt'), { name: 'ExitPromptError' });
    expect(exitCodeFor(exitPrompt)).toBe(130);
    expect(exitCodeFor(new TypeError('bug'))).toBe(1);
    expect(exitCodeFor('thrown string')).toBe(1);
  });
});

describe('describeError', () => {
  it('prints an API error’s message, code, details and debug_id', () => {
    const err = new ApiValidationError({
      ...init,
      message: 'Validation failed',
      status: 400,
      code: 'VALIDATION_ERROR',
      debugId: 'err_123',
      details: [{ field: 'to_address.zip', issue: 'is required' }],
    });
    const lines = describeError(err, { debug: false });
    expect(lines).toEqual([
      'error: Validation failed',
      'code: VALIDATION_ERROR',
      '  to_address.zip: is required',
      'debug_id: err_123 (quote it when reporting this problem)',
    ]);
  });

  it('an unreachable API names base_url; an unreachable embedded sandbox does not, it says to run again', () => {
    const live = describeError(new NetworkError(init), { debug: false }).join('\n');
    expect(live).toContain('shipctl config get base_url');
    const sandbox = describeError(new NetworkError(init), { debug: false, sandbox: true }).join('\n');
    expect(sandbox).not.toContain('base_url');
    expect(sandbox).not.toContain('base URL');
    expect(sandbox).toContain('the embedded sandbox stopped answering: run the command again');
  });

  it('shows a stack trace only with --debug', () => {
    const bug = new TypeError('x is undefined');
    expect(describeError(bug, { debug: false }).join('\n')).not.toMatch(/at /);
    expect(describeError(bug, { debug: true }).join('\n')).toMatch(/\n\s+at /);
  });

  it('reports on stderr with secrets masked, and returns the exit code', () => {
    let err = '';
    const stderr = new Writable({ write: (c, _e, done) => ((err += c.toString()), done()) });
    const code = reportError(
      new AuthError({ ...init, message: 'Wrong token tok_secret_1234!' }),
      { stderr },
      {
        debug: false,
        secrets: ['tok_secret_1234'],
      },
    );
    expect(code).toBe(3);
    expect(err).toContain('error: Wrong token ****!');
    expect(err).toContain('regenerated in the dashboard');
    expect(err).not.toContain('tok_secret_1234');
  });
});
