// What the `sandbox clock|advance|webhooks|faults` verbs share: the sandbox
// modules, loaded only when a verb runs (so `shipctl --help` never loads SQLite),
// a database opened for the length of one operation, and the running serve of
// that database, if any (the faults verbs talk to it over HTTP).
import { existsSync } from 'node:fs';
import { processAlive } from '../../../config/process-alive.js';
import { loadSandboxStore } from '../../../sandbox/control.js';
import type { Context } from '../../context.js';
import { CliError } from '../../errors.js';
import { messages } from '../../../i18n/index.js';

export const loadSandboxModules = loadSandboxStore;

export type SandboxModules = Awaited<ReturnType<typeof loadSandboxModules>>;
type Db = ReturnType<SandboxModules['openDb']>;

/**
 * Runs `fn` on the database at `dbPath`. A verb that only reads passes
 * `create: false` and gets undefined back when there is no sandbox yet, so
 * looking never creates a file.
 */
export async function withSandboxDb<T>(
  dbPath: string,
  access: { create: boolean },
  fn: (m: SandboxModules, db: Db) => T | Promise<T>,
): Promise<T | undefined> {
  if (!access.create && !existsSync(dbPath)) return undefined;
  const m = await loadSandboxModules();
  let db: Db;
  try {
    db = m.openDb(dbPath);
  } catch (err) {
    throw new CliError(messages().admin.sandbox.cannotOpen(dbPath, (err as Error).message), {
      cause: err,
    });
  }
  try {
    return await fn(m, db);
  } finally {
    db.close();
  }
}

export interface RunningServe {
  url: string;
  pid: number;
  /** The main token, for the /__sandbox controls. */
  token: string;
}

/** The `sandbox serve` recorded in the database, when its process is still alive. */
export function runningServe(m: SandboxModules, db: Db): RunningServe | undefined {
  const info = m.getServeInfo(db);
  const token = m.getMainAccount(db)?.token;
  if (!info || !token || !processAlive(info.pid)) return undefined;
  return { url: info.url, pid: info.pid, token };
}

/**
 * A call to a running serve's /__sandbox controls, through the API client like every other
 * request: --debug traces it, the token is masked, a failure is an API error with its exit code
 * (6 when the serve does not answer, 2 when it refuses the rules).
 */
export async function adminCall<T>(
  ctx: Context,
  serve: RunningServe,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const client = await ctx.clientFor({ baseUrl: serve.url, token: serve.token });
  // The API client takes the query apart from the path (it escapes a path's `?`).
  const url = new URL(path, 'http://sandbox.invalid');
  const res = await client.request<T>({
    method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    ...(body === undefined ? {} : { body }),
  });
  return res.data;
}
