// Each tool call runs the operations in a context of its own made from the server's: the same
// API client, clocks and settings, with the request's cancellation signal and a place for what
// the operations notice beside their result (returned with it, never written where the stdio
// protocol runs). Nothing prompts: an agent confirms with a token instead (purchase.ts).
import { resolveSettings, serviceOf, type Env } from '../config/index.js';
import { CliError, EXIT } from '../ops/errors.js';
import type { OpsContext } from '../ops/context.js';
import { messages } from '../i18n/index.js';

/** What every call shares: the server's operation context and the service it was started against. */
export interface CallBase {
  ops: OpsContext;
  env: Env;
  /** --profile and --base-url as the server was started with: each call resolves them again. */
  flags: { profile?: string | undefined; baseUrl?: string | undefined };
  /** The service the server was started against (config/service.ts): every call must resolve to it. */
  service: string;
}

/**
 * Refuses a call whose configuration now resolves to another service than the server's: the
 * configuration is read again by each call (a `shipctl login` elsewhere changes it), and what
 * the agent and the user were told at start ("sandbox") must stay true.
 */
export function assertSameService(base: CallBase): void {
  const now = serviceOf(resolveSettings({ flags: base.flags, env: base.env })).key;
  if (now !== base.service)
    throw new CliError(messages().admin.mcp.serviceChanged(now, base.service), {
      exitCode: EXIT.failure,
      hint: messages().admin.mcp.serviceChangedHint,
    });
}

/** The server's context for one call: its notices kept in `said`, its signal the request's. */
export function callContext(base: CallBase, said: string[], signal?: AbortSignal): OpsContext {
  assertSameService(base);
  const notices = {
    warn: (m: string) => void said.push(m),
    info: (m: string) => void said.push(m),
    dim: (m: string) => void said.push(m),
  };
  // Its methods are closures over the server's context: delegating to it keeps them working.
  return Object.assign(Object.create(base.ops) as OpsContext, { notices, ...(signal ? { signal } : {}) });
}
