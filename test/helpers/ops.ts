// An operation's context for tests: the API client of a test sandbox, a temporary data
// directory, a pinned clock, and what the operation said kept for the assertions.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiClient } from '../../src/api/client.js';
import { resolveSettings } from '../../src/config/index.js';
import type { OpsContext } from '../../src/ops/context.js';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  startShippingSandbox,
  WEDNESDAY_10_JST,
  type ShippingSandbox,
} from '../sandbox/shipments.fixtures.js';
import type { TestSandbox } from './sandbox.js';

export interface TestOpsContext extends OpsContext {
  said: { warn: string[]; info: string[]; dim: string[] };
  home: string;
  close(): Promise<void>;
}

export function opsContextOf(
  sandbox: TestSandbox,
  options: { now?: () => Date; strict?: boolean; env?: Record<string, string>; signal?: AbortSignal } = {},
): TestOpsContext {
  const home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-ops-'));
  const env = { SHIPCTL_HOME: home, SHIPCTL_TOKEN: sandbox.token, ...options.env };
  const settings = resolveSettings({ flags: { baseUrl: sandbox.url }, env });
  const now = options.now ?? (() => sandbox.deps.clock.now());
  let client: ApiClient | undefined;
  const said = { warn: [] as string[], info: [] as string[], dim: [] as string[] };
  return {
    said,
    home,
    client: async () => (client ??= new ApiClient({ baseUrl: sandbox.url, token: sandbox.token, now })),
    now,
    serviceNow: async () => now(),
    settings: () => settings,
    strictRules: () => options.strict ?? true,
    notices: {
      warn: (m) => void said.warn.push(m),
      info: (m) => void said.info.push(m),
      dim: (m) => void said.dim.push(m),
    },
    cwd: home,
    ...(options.signal ? { signal: options.signal } : {}),
    async close() {
      await client?.close();
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
}

/**
 * The usual setup of an operation's test: one sandbox for the file with its clock pinned (set back
 * to `at` before each test), and a fresh context (its own data directory) for each test.
 */
export function useOpsSandbox(at: string = WEDNESDAY_10_JST): {
  readonly sb: ShippingSandbox;
  readonly ctx: TestOpsContext;
} {
  let sb: ShippingSandbox | undefined;
  let ctx: TestOpsContext | undefined;
  beforeAll(async () => {
    sb = await startShippingSandbox(at);
  });
  afterAll(() => sb?.close());
  beforeEach(() => {
    sb!.clock.set(at);
    ctx = opsContextOf(sb!);
  });
  afterEach(() => ctx?.close());
  return {
    get sb() {
      if (!sb) throw new Error('the sandbox starts in beforeAll');
      return sb;
    },
    get ctx() {
      if (!ctx) throw new Error('the context is made in beforeEach');
      return ctx;
    },
  };
}
