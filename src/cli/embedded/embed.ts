// The sandbox as the CLI uses it. In sandbox mode the context starts it in-process
// on a free loopback port and talks to it over real HTTP, as to the live service;
// `shipctl sandbox serve|info|reset` use the other helpers here. The sandbox
// modules are imported only inside these functions, so commands against the live
// service never load fastify or SQLite.
import { processAlive } from '../../config/process-alive.js';
import { messages } from '../../i18n/index.js';
import { sandboxDbPath } from './paths.js';
import { readWarmState, serves } from './warm.js';
import { openStateFile } from '../../ops/state-file.js';
import { statSync } from 'node:fs';
import path from 'node:path';

export interface EmbeddedSandboxOptions {
  /** shipctl's data directory; the database is `<dataDir>/sandbox.db`. */
  dataDir: string;
  /** `TOTAL/WINDOW` as for `sandbox serve --call-limit`. */
  callLimit?: string;
}

export interface EmbeddedSandbox {
  /** Without /v1: the API paths are appended to it. */
  baseUrl: string;
  /** The main account's token (a sandbox token). */
  token: string;
  dbPath: string;
  /** The sandbox's clock (persisted: `shipctl sandbox clock`). */
  now?: () => Date;
  close(): Promise<void>;
}

export { SANDBOX_DB_FILE, sandboxDbPath } from './paths.js';

const loadSandbox = async () => (await import('../../sandbox/control.js')).loadSandboxServer();

export interface ServeOptions {
  dbPath: string;
  host?: string;
  port?: number;
  /** `TOTAL/WINDOW`, e.g. `60/60s`. */
  callLimit?: string;
  /** Seed demo data when the database is created (default true). */
  seed?: boolean;
  /** Record the URL in the database so `sandbox info` can show it. */
  advertise?: boolean;
  /** Start-layer fault rules, as text (`--fault`); checked before the database is opened. */
  faults?: readonly string[];
  faultSeed?: number;
  /** Registers this endpoint (`--webhook-url`, `--webhook-secret-file`). */
  webhook?: { url: string; secret: string };
  /**
   * Runs the webhook dispatcher: `sandbox serve` and the warm sandbox (daemon.ts). A
   * sandbox run inside one command (SHIPCTL_SANDBOX_IDLE=0) lives too short to keep a retry
   * schedule; its status changes are caught up by the next warm sandbox or serve.
   */
  dispatch?: { retryScale?: number; timeoutMs?: number; log?: (line: string) => void };
  /** Called on every request received (the warm sandbox's idle clock). */
  onActivity?: () => void;
}

export async function serveSandbox(options: ServeOptions): Promise<EmbeddedSandbox> {
  const s = await loadSandbox();
  // Parsed before the database is opened: a bad flag must not create a file.
  const limits = options.callLimit ? { callLimit: s.parseCallLimit(options.callLimit) } : undefined;
  const faultRules = (options.faults ?? []).map(s.parseFaultRule);
  const db = openStateFile(
    options.dbPath,
    messages().support.embedded.database,
    () => s.openDb(options.dbPath),
    messages().support.embedded.recovery,
  );
  let app: Awaited<ReturnType<typeof s.build>> | undefined;
  try {
    app = await s.build({
      db,
      limits,
      seed: options.seed ?? true,
      faultRules,
      ...(options.faultSeed === undefined ? {} : { faultSeed: options.faultSeed }),
      ...(options.webhook ? { webhookEndpoint: options.webhook } : {}),
      ...(options.dispatch ? { dispatcher: options.dispatch } : {}),
    });
    if (options.onActivity) app.server.on('request', options.onActivity);
    const listening = await s.listen(app, { host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
    if (options.advertise) {
      s.setServeInfo(db, { url: listening.url, pid: process.pid, started_at: new Date().toISOString() });
    }
    let closed = false;
    const clock = s.persistedClock(db);
    return {
      baseUrl: listening.url,
      token: s.getMainAccount(db)!.token,
      dbPath: options.dbPath,
      now: () => clock.now(),
      async close() {
        if (closed) return;
        closed = true;
        await listening.close();
        if (options.advertise) s.setServeInfo(db, null);
        db.close();
      },
    };
  } catch (err) {
    // A failed listen (port in use, unknown host) has already made the app ready, which
    // started the webhook dispatcher: close it, or its timer keeps the process alive forever.
    await app?.close().catch(() => undefined);
    db.close();
    throw err;
  }
}

/** The sandbox of a CLI run in sandbox mode: `<dataDir>/sandbox.db` on 127.0.0.1, a free port. */
export function startEmbeddedSandbox(options: EmbeddedSandboxOptions): Promise<EmbeddedSandbox> {
  return serveSandbox({ dbPath: sandboxDbPath(options.dataDir), callLimit: options.callLimit });
}

export interface SandboxInfo {
  db_path: string;
  exists: boolean;
  size_bytes?: number;
  created_at?: string;
  schema?: Record<string, number>;
  /** Rows per table (carriers and sub-users: active ones). */
  counts?: Record<string, number>;
  /** Set while a `sandbox serve` on this database is running. */
  serving?: { url: string; pid: number; started_at: string };
  /** The warm sandbox sandbox-mode commands share, while it runs (`sandbox stop` ends it). */
  warm?: { url: string; pid: number; started_at: string };
  token?: string;
  clock?: { mode: 'real' | 'running' | 'frozen'; now: string; offset_ms?: number };
  /** The registered endpoint; the secret is never shown. */
  webhook?: { url: string; secret: '(set)' } | null;
  /** Stored fault rules (a running serve's --fault flags are listed by `sandbox faults list`). */
  faults?: string[];
}

const webhookOf = (e: { url: string } | undefined) => (e ? { url: e.url, secret: '(set)' as const } : null);

function warmOf(dbPath: string): Pick<SandboxInfo, 'warm'> {
  const state = readWarmState(path.dirname(dbPath));
  return state && state.db.path === dbPath && serves(state, dbPath)
    ? { warm: { url: state.url, pid: state.pid, started_at: state.started_at } }
    : {};
}

/** What `sandbox info` shows. Never creates the database. */
export async function inspectSandbox(
  dbPath: string,
  options: { withToken?: boolean } = {},
): Promise<SandboxInfo> {
  let size: number;
  try {
    size = statSync(dbPath).size;
  } catch {
    return { db_path: dbPath, exists: false };
  }
  const s = await loadSandbox();
  const db = s.openDb(dbPath);
  try {
    const account = s.getMainAccount(db);
    const serve = s.getServeInfo(db);
    return {
      db_path: dbPath,
      exists: true,
      size_bytes: size,
      created_at: account?.created_at,
      schema: s.schemaVersions(db),
      counts: s.resourceCounts(db),
      ...(serve && processAlive(serve.pid) ? { serving: serve } : {}),
      ...warmOf(dbPath),
      ...(options.withToken && account ? { token: account.token } : {}),
      clock: s.describeClock(s.readClockSetting(db)),
      webhook: webhookOf(s.getEndpoint(db)),
      faults: s.readStoredFaults(db).map(s.formatFaultRule),
    };
  } finally {
    db.close();
  }
}

/**
 * Empties the sandbox in place (a running `sandbox serve` sees the change) and
 * reseeds it unless `empty`. The main token stays the same, so scripts and a
 * running serve's users keep working.
 */
export async function resetSandbox(
  dbPath: string,
  options: { empty: boolean },
): Promise<{ seeded: boolean }> {
  const s = await loadSandbox();
  const { ensureAccount, systemClock, randomIds } = s;
  const db = s.openDb(dbPath);
  try {
    const token = s.getMainAccount(db)?.token;
    s.transaction(db, () => {
      s.wipeAll(db);
      ensureAccount({ db, clock: systemClock, ids: randomIds }, { seed: !options.empty, token });
    });
    return { seeded: !options.empty };
  } finally {
    db.close();
  }
}
