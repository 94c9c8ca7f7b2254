// A real sandbox on an ephemeral port for tests: build + listen on 127.0.0.1:0 with
// an in-memory database (or a file, to test restarts). Shared by the sandbox
// conformance tests, the shipping routes' tests, the sandbox-life tests and the
// end-to-end tests.
import type { FastifyInstance } from 'fastify';
import { build, listen, type BuildOptions } from '../../src/sandbox/app.js';
import type { SandboxDeps } from '../../src/sandbox/deps.js';
import { getMainAccount } from '../../src/sandbox/store/accounts.js';
import { openDb, type SandboxDb } from '../../src/sandbox/store/db.js';

/**
 * What `build` takes (clock, limits, faults, fault rules, webhook endpoint, dispatcher, ids, token,
 * seed — default true, as on a first real start — and logger — default off), with the database given
 * by path.
 */
export type TestSandboxOptions = Omit<BuildOptions, 'db'> & {
  /** SQLite file; default ':memory:'. Pass the same path twice to test a restart. */
  dbPath?: string;
  /** How long the database waits for another process's write lock (default BUSY_TIMEOUT_MS). */
  busyTimeoutMs?: number;
};

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  /** Token to send; default the main token; null sends none. */
  token?: string | null;
  headers?: Record<string, string>;
  /** Raw body text, sent as is (for malformed JSON tests). */
  raw?: string;
}

export interface TestSandbox {
  url: string;
  /** The main account's token. */
  token: string;
  deps: SandboxDeps;
  db: SandboxDb;
  app: FastifyInstance;
  request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    opts?: RequestOptions,
  ): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

export async function startTestSandbox(opts: TestSandboxOptions = {}): Promise<TestSandbox> {
  const { dbPath, busyTimeoutMs, ...buildOpts } = opts;
  const db = openDb(dbPath ?? ':memory:', busyTimeoutMs === undefined ? {} : { busyTimeoutMs });
  let app: FastifyInstance;
  let listening: Awaited<ReturnType<typeof listen>>;
  try {
    app = await build({ db, ...buildOpts });
    listening = await listen(app, { host: '127.0.0.1', port: 0 });
  } catch (err) {
    db.close();
    throw err;
  }
  const token = getMainAccount(db)!.token;
  const url = listening.url;

  async function request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    ropts: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...ropts.headers };
    const sendToken = ropts.token === undefined ? token : ropts.token;
    if (sendToken !== null) headers['x-access-token'] = sendToken;
    let payload: string | undefined = ropts.raw;
    if (payload === undefined && body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(url + path, { method, headers, body: payload });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON: keep the text, the test will say what it expected.
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  let closed = false;
  return {
    url,
    token,
    deps: app.sandbox.deps,
    db,
    app,
    request,
    async close() {
      if (closed) return;
      closed = true;
      await listening.close();
      db.close();
    },
  };
}
