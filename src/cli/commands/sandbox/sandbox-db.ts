// What the `sandbox clock|advance|webhooks|faults` verbs share: the sandbox
// modules, loaded only when a verb runs (so `shipctl --help` never loads SQLite),
// a database opened for the length of one operation, and the running serve of
// that database, if any (the faults verbs talk to it over HTTP).
import { existsSync } from 'node:fs';
import { processAlive } from '../../../config/process-alive.js';
import { CliError } from '../../errors.js';

export const loadSandboxModules = async () => {
  const [deps, db, clock, faults, grammar, detect, store, advance, admin, accounts, seed] = await Promise.all(
    [
      import('../../../sandbox/deps.js'),
      import('../../../sandbox/store/db.js'),
      import('../../../sandbox/clock.js'),
      import('../../../sandbox/faults.js'),
      import('../../../sandbox/fault-grammar.js'),
      import('../../../sandbox/events/detect.js'),
      import('../../../sandbox/events/store.js'),
      import('../../../sandbox/advance.js'),
      import('../../../sandbox/store/admin.js'),
      import('../../../sandbox/store/accounts.js'),
      import('../../../sandbox/seed.js'),
    ],
  );
  return {
    ...deps,
    ...db,
    ...clock,
    ...faults,
    ...grammar,
    ...detect,
    ...store,
    ...advance,
    ...admin,
    ...accounts,
    ...seed,
  };
};

export type SandboxModules = Awaited<ReturnType<typeof loadSandboxModules>>;
type Db = ReturnType<SandboxModules['openDb']>;

/**
 * Runs `fn` on the database at `dbPath`. A verb that only reads passes
 * `create: false` and gets undefined back when there is no sandbox yet, so
 * looking never creates a file.
 */
export async function withSandboxDb<T>(
  dbPath: string,
  opts: { create: boolean },
  fn: (m: SandboxModules, db: Db) => T | Promise<T>,
): Promise<T | undefined> {
  if (!opts.create && !existsSync(dbPath)) return undefined;
  const m = await loadSandboxModules();
  let db: Db;
  try {
    db = m.openDb(dbPath);
  } catch (err) {
    throw new CliError(`cannot open the sandbox database ${dbPath}: ${(err as Error).message}`, {
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

/** A call to a running serve's /__sandbox controls; a CliError when it does not answer. */
export async function adminCall<T>(
  serve: RunningServe,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${serve.url}${path}`, {
      method,
      headers: {
        'x-access-token': serve.token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    throw new CliError(
      `the sandbox serving at ${serve.url} (pid ${serve.pid}) did not answer: ${(err as Error).message}`,
      {
        exitCode: 6,
        cause: err,
      },
    );
  }
  const parsed = (await res.json().catch(() => undefined)) as
    (T & { message?: string; details?: { field: string; issue: string }[] }) | undefined;
  if (!res.ok) {
    const details = parsed?.details?.map((d) => `${d.field}: ${d.issue}`).join('; ');
    throw new CliError(
      `the sandbox at ${serve.url} refused: ${parsed?.message ?? res.status}${details ? ` (${details})` : ''}`,
    );
  }
  return parsed as T;
}

/** Options every store-level verb takes. */
export const DB_OPTION = [
  '--db <path>',
  'SQLite database file (default: the data directory’s sandbox.db)',
] as const;
