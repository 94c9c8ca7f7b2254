// One tool call runs a command's own handler, as `shipctl <command> --json` would: in a context
// of its own whose stdout is captured (the JSON the command prints is the tool's result) and
// whose stderr notices are kept apart, never on the server's stdout (the stdio protocol's channel).
// Nothing prompts: an agent confirms with a token instead (purchase.ts).
import { Readable, Writable } from 'node:stream';
import { serviceOf, type Env } from '../config/index.js';
import { createContext, type Context, type GlobalOptions } from '../cli/context.js';
import { CliError, EXIT } from '../cli/errors.js';
import { messages } from '../i18n/index.js';
import type { AnyVerb, Run } from '../cli/define.js';

export interface CallOutput<T> {
  value: T;
  /** What the command printed on stdout (bytes: `shipments label --out -` prints a PDF). */
  stdout: Buffer;
  /** Its notices (warnings, what was chosen), secrets masked by the caller. */
  stderr: string;
  /** The values to mask in anything returned (the token among them). */
  secrets: readonly string[];
}

/** What every call's context shares with the server's: environment and global flags. */
export interface CallBase {
  env: Env;
  globals: GlobalOptions;
  /** The service the server was started against (config/service.ts): every call must resolve to it. */
  service: string;
}

/**
 * Refuses a call whose configuration now resolves to another service than the server's: the
 * configuration is read again by each call (a `shipctl login` elsewhere changes it), and what
 * the agent and the user were told at start ("sandbox") must stay true.
 */
export function assertSameService(ctx: Context, pinned: string): void {
  const now = serviceOf(ctx.settings()).key;
  if (now !== pinned)
    throw new CliError(messages().admin.mcp.serviceChanged(now, pinned), {
      exitCode: EXIT.failure,
      hint: messages().admin.mcp.serviceChangedHint,
    });
}

function sink(chunks: Buffer[]): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      done();
    },
  });
}

/**
 * Runs `work` in a fresh context: stdin holds `stdin` (a body read as `--input -`), the output is
 * captured, and what the context opened (API client, sandbox connection) is closed afterwards.
 */
export async function inCallContext<T>(
  base: CallBase,
  work: (ctx: Context) => Promise<T>,
  stdin?: string,
): Promise<CallOutput<T>> {
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  const ctx = createContext({
    streams: {
      stdin: Readable.from(stdin === undefined ? [] : [Buffer.from(stdin)]),
      stdout: sink(out),
      stderr: sink(err),
      stdinIsTTY: false,
      stdoutIsTTY: false,
      stderrIsTTY: false,
    },
    env: base.env,
    // --json: the API's JSON; --yes: the agent's confirmation was taken before (a token or the
    // user's answer); never a prompt, never colour, never a stack trace.
    globals: { ...base.globals, json: true, yes: true, input: false, color: false, debug: false },
  });
  try {
    assertSameService(ctx, base.service);
    const value = await work(ctx);
    return {
      value,
      stdout: Buffer.concat(out),
      stderr: Buffer.concat(err).toString('utf8'),
      secrets: ctx.secrets,
    };
  } catch (error) {
    throw Object.assign(new CallFailed(error), { secrets: ctx.secrets });
  } finally {
    await ctx.close().catch(() => undefined);
  }
}

/** A failure of a call, with the secrets its context knew (to mask in the message). */
export class CallFailed extends Error {
  secrets: readonly string[] = [];
  constructor(readonly error: unknown) {
    super('tool call failed', { cause: error });
  }
}

/** Runs a command's handler with its input; the exit code it returns. */
export async function runHandler(verb: AnyVerb, input: unknown, ctx: Context): Promise<number> {
  const handler = await verb.handler();
  return (await (handler.run as Run<unknown>)(input, ctx)) ?? 0;
}

/** The JSON a command printed (`--json`), or undefined when it printed none. */
export function printedJson(stdout: Buffer): unknown {
  const text = stdout.toString('utf8').trim();
  if (text === '') return undefined;
  return JSON.parse(text) as unknown;
}
