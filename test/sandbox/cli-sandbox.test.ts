// The `shipctl sandbox` verbs and the embedded sandbox of sandbox mode, run
// through their run functions with a real context on a temporary SHIPCTL_HOME.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { run as info } from '../../src/cli/commands/sandbox/info.js';
import { run as reset } from '../../src/cli/commands/sandbox/reset.js';
import { run as serve } from '../../src/cli/commands/sandbox/serve.js';
import { serveSettings } from '../../src/cli/commands/sandbox/serve-flags.js';
import { createContext, type Context, type GlobalOptions } from '../../src/cli/context.js';
import { sandboxDbPath, startEmbeddedSandbox } from '../../src/cli/embedded/embed.js';
import { REGISTRABLE_CARRIERS } from '../../src/domain/index.js';
import { parseArgv } from '../helpers/program.js';

const homes: string[] = [];
afterEach(() => {
  for (const d of homes.splice(0)) rmSync(d, { recursive: true, force: true });
});

function newHome(): { home: string; dataDir: string } {
  const home = mkdtempSync(path.join(tmpdir(), 'shipctl-home-'));
  homes.push(home);
  return { home, dataDir: path.join(home, 'data') };
}

/** A context on `home` without a terminal, capturing stdout and stderr. */
function cli(
  home: string,
  globals: Partial<GlobalOptions> = {},
): { ctx: Context; out(): string; err(): string } {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (c) => (out += c));
  stderr.on('data', (c) => (err += c));
  const ctx = createContext({
    streams: {
      stdin: new PassThrough(),
      stdout,
      stderr,
      stdinIsTTY: false,
      stdoutIsTTY: false,
      stderrIsTTY: false,
    },
    env: { SHIPCTL_HOME: home },
    globals: { json: false, input: true, yes: false, debug: false, color: false, ...globals },
  });
  return { ctx, out: () => out, err: () => err };
}

async function waitFor<T>(fn: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const carriersAt = async (baseUrl: string, token: string): Promise<unknown[]> =>
  (await (
    await fetch(`${baseUrl}/v1/carriers`, { headers: { 'x-access-token': token } })
  ).json()) as unknown[];

describe('startEmbeddedSandbox (sandbox mode)', () => {
  it('opens <dataDir>/sandbox.db, serves on loopback, and keeps state between runs', async () => {
    const { dataDir } = newHome();
    const first = await startEmbeddedSandbox({ dataDir });
    expect(first.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(first.dbPath).toBe(sandboxDbPath(dataDir));
    expect(await carriersAt(first.baseUrl, first.token)).toHaveLength(REGISTRABLE_CARRIERS.length + 1);
    await first.close();
    const second = await startEmbeddedSandbox({ dataDir });
    expect(second.token).toBe(first.token);
    await second.close();
  });
});

describe('shipctl sandbox serve / info / reset', () => {
  it('serve prints the URL and token on stderr, info sees it serving, a stop signal ends it', async () => {
    const { home } = newHome();
    const server = cli(home);
    const stop = new AbortController();
    const serving = serve({ port: '0', host: '127.0.0.1', callLimit: '50/60s' }, server.ctx, stop.signal);
    const url = await waitFor(() => /listening on (http:\/\/\S+)/.exec(server.err())?.[1]);
    const token = /token\s+([0-9a-f]{40})/.exec(server.err())![1]!;
    expect(server.out()).toBe('');
    const res = await fetch(`${url}/v1/warehouses`, { headers: { 'x-access-token': token } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-api-call-limit')).toBe('49/50');

    const json = cli(home, { json: true });
    await info({}, json.ctx);
    const shown = JSON.parse(json.out());
    expect(shown).toMatchObject({
      exists: true,
      serving: { url, pid: process.pid },
      counts: { carriers: REGISTRABLE_CARRIERS.length + 1, warehouses: 1 },
    });
    expect(shown.token).toBeUndefined();

    stop.abort();
    expect(await serving).toBe(0);
    await expect(fetch(`${url}/v1/warehouses`)).rejects.toThrow();
    const human = cli(home);
    await info({ showToken: true }, human.ctx);
    expect(human.out()).toMatch(/serving\s+no/);
    expect(human.out()).toContain(token);
  });

  it('serve refuses a bad --call-limit before creating anything', async () => {
    const { home } = newHome();
    await expect(serve({ port: '0', host: '127.0.0.1', callLimit: 'lots' }, cli(home).ctx)).rejects.toThrow(
      /--call-limit/,
    );
  });

  it('info on a fresh home says there is no sandbox yet and creates nothing', async () => {
    const { home, dataDir } = newHome();
    const human = cli(home);
    expect(await info({}, human.ctx)).toBe(0);
    expect(human.err()).toMatch(/No sandbox yet/);
    const json = cli(home, { json: true });
    await info({}, json.ctx);
    expect(JSON.parse(json.out())).toEqual({ db_path: sandboxDbPath(dataDir), exists: false });
  });

  it('reset demands --yes without a terminal, then empties or reseeds the sandbox and keeps the token', async () => {
    const { home, dataDir } = newHome();
    const sb = await startEmbeddedSandbox({ dataDir });
    const token = sb.token;
    await sb.close();
    await expect(reset({ empty: true }, cli(home).ctx)).rejects.toThrow(/--yes/);

    const yes = cli(home, { yes: true });
    expect(await reset({ empty: true }, yes.ctx)).toBe(0);
    const emptied = await startEmbeddedSandbox({ dataDir });
    expect(emptied.token).toBe(token);
    expect(await carriersAt(emptied.baseUrl, token)).toEqual([]);
    await emptied.close();

    expect(await reset({}, yes.ctx)).toBe(0);
    const reseeded = await startEmbeddedSandbox({ dataDir });
    expect(await carriersAt(reseeded.baseUrl, token)).toHaveLength(REGISTRABLE_CARRIERS.length + 1);
    await reseeded.close();
  });
});

describe('argv → input', () => {
  // The real command tree; what the verb would receive.
  const parse = async (argv: string[]): Promise<unknown> => (await parseArgv(argv)).opts;
  // What `sandbox serve` runs with: its flags as parsed, checked before anything is touched.
  const serveWith = async (flags: string[]) =>
    serveSettings((await parseArgv(['sandbox', 'serve', ...flags])).opts);

  it('binds the serve, info and reset flags', async () => {
    expect(await parse(['sandbox', 'serve'])).toEqual({ port: '4010', host: '127.0.0.1', fault: [] });
    expect(await serveWith([])).toEqual({ port: 4010, host: '127.0.0.1', empty: false });
    expect(
      await serveWith([
        '--port',
        '0',
        '--host',
        '0.0.0.0',
        '--db',
        'x.db',
        '--call-limit',
        '60/60s',
        '--empty',
      ]),
    ).toEqual({ port: 0, host: '0.0.0.0', db: 'x.db', callLimit: '60/60s', empty: true });
    await expect(serveWith(['--port', 'http'])).rejects.toThrow(/--port/);
    expect(await parse(['sandbox', 'info', '--show-token'])).toEqual({ showToken: true });
    expect(await parse(['sandbox', 'reset', '--empty', '--yes'])).toEqual({ empty: true });
  });
});
