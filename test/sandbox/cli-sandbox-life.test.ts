// The `sandbox clock|advance|webhooks|faults` verbs and the new serve flags, run
// through their run functions with a real context on a temporary SHIPCTL_HOME.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceTarget, run as advance } from '../../src/cli/commands/sandbox/advance.js';
import { run as clockSet } from '../../src/cli/commands/sandbox/clock/set.js';
import { run as clockShow } from '../../src/cli/commands/sandbox/clock/show.js';
import { run as faultsClear } from '../../src/cli/commands/sandbox/faults/clear.js';
import { run as faultsList } from '../../src/cli/commands/sandbox/faults/list.js';
import { run as faultsSet } from '../../src/cli/commands/sandbox/faults/set.js';
import { run as info } from '../../src/cli/commands/sandbox/info.js';
import { run as serve } from '../../src/cli/commands/sandbox/serve.js';
import { serveSettings } from '../../src/cli/commands/sandbox/serve-flags.js';
import { run as hooksSet } from '../../src/cli/commands/sandbox/webhooks/set.js';
import { run as hooksShow } from '../../src/cli/commands/sandbox/webhooks/show.js';
import { createContext, type Context, type GlobalOptions } from '../../src/cli/context.js';
import { parseArgv } from '../helpers/program.js';

const homes: string[] = [];
afterEach(() => {
  for (const d of homes.splice(0)) rmSync(d, { recursive: true, force: true });
});

function newHome(): string {
  const home = mkdtempSync(path.join(tmpdir(), 'shipctl-life-'));
  homes.push(home);
  return home;
}

function cli(home: string, globals: Partial<GlobalOptions> = {}, env: Record<string, string> = {}) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (c) => (out += c));
  stderr.on('data', (c) => (err += c));
  const ctx: Context = createContext({
    streams: {
      stdin: new PassThrough(),
      stdout,
      stderr,
      stdinIsTTY: false,
      stdoutIsTTY: false,
      stderrIsTTY: false,
    },
    env: { SHIPCTL_HOME: home, ...env },
    globals: { json: false, input: true, yes: false, debug: false, color: false, ...globals },
    deps: { cwd: home },
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

describe('argv → input', () => {
  // The real command tree; what the verb would receive.
  const parse = async (argv: string[]): Promise<unknown> => (await parseArgv(argv)).opts;
  // What `sandbox serve` runs with: its flags as parsed, checked before anything is touched.
  const serveWith = async (flags: string[]) =>
    serveSettings((await parseArgv(['sandbox', 'serve', ...flags])).opts);

  it('binds the new serve flags and the new verbs', async () => {
    expect(
      await serveWith([
        '--fault',
        'POST /v1/shipments:reset-after-commit',
        '--fault',
        'CARRIER dhl:unreachable',
        '--fault-seed',
        '7',
        '--webhook-url',
        'http://127.0.0.1:1/',
        '--webhook-secret-file',
        's.txt',
        '--webhook-retry-scale',
        '0.001',
        '--webhook-timeout',
        '2s',
      ]),
    ).toMatchObject({
      faults: ['POST /v1/shipments:reset-after-commit', 'CARRIER dhl:unreachable'],
      faultSeed: 7,
      webhookUrl: 'http://127.0.0.1:1/',
      webhookSecretFile: 's.txt',
      webhookRetryScale: 0.001,
      webhookTimeoutMs: 2000,
    });
    await expect(serveWith(['--webhook-retry-scale', '0'])).rejects.toThrow(/retry-scale/);
    expect(await parse(['sandbox', 'clock'])).toEqual({});
    expect(await parse(['sandbox', 'clock', 'set', '2026-03-09 10:00 JST', '--freeze'])).toEqual({
      when: '2026-03-09 10:00 JST',
      freeze: true,
    });
    expect(await parse(['sandbox', 'clock', 'advance', '3d'])).toEqual({ duration: '3d' });
    expect(await parse(['sandbox', 'advance', '4000', '--to', 'Delivered'])).toEqual({
      trackingNumber: '4000',
      to: 'Delivered',
    });
    // --to is read in any case, and a status that is no target is refused.
    expect(advanceTarget('Delivered')).toBe('delivered');
    expect(() => advanceTarget('lost')).toThrow(/--to/);
    expect(await parse(['sandbox', 'faults', 'set', 'A', 'B'])).toEqual({ rule: ['A', 'B'] });
    expect(await parse(['sandbox', 'faults'])).toEqual({});
    expect(await parse(['sandbox', 'webhooks'])).toEqual({});
    expect(await parse(['sandbox', 'webhooks', 'deliveries', '--state', 'failed'])).toEqual({
      state: 'failed',
      limit: 50,
    });
  });
});

describe('the verbs', () => {
  it('clock set shows JST; show on a fresh home creates nothing', async () => {
    const home = newHome();
    const fresh = cli(home);
    await clockShow({}, fresh.ctx);
    expect(fresh.out()).toMatch(/clock\s+real time/);
    const set = cli(home, { json: true });
    await clockSet({ when: '2026-03-07 10:00 JST', freeze: true }, set.ctx);
    expect(JSON.parse(set.out())).toMatchObject({ mode: 'frozen', now: '2026-03-07T01:00:00.000Z' });
    await expect(clockSet({ when: 'saturday' }, cli(home).ctx)).rejects.toThrow(/invalid time/);
    const human = cli(home);
    await info({}, human.ctx);
    expect(human.out()).toMatch(/clock\s+2026-03-07T01:00:00.000Z \(frozen/);
  });

  it('advance says what is wrong with exit 4 for an unknown number, and where to find one', async () => {
    const home = newHome();
    await clockSet({ when: '2026-03-04 10:00 JST', freeze: true }, cli(home).ctx);
    await expect(advance({ trackingNumber: '123456789012' }, cli(home).ctx)).rejects.toMatchObject({
      exitCode: 4,
      hint: expect.stringContaining('shipctl shipments list'),
    });
    await expect(advance({ trackingNumber: 'SANDBOX-DELIVERED' }, cli(home).ctx)).rejects.toMatchObject({
      exitCode: 2,
    });
  });

  it('webhooks set never shows the secret; serve refuses a secret file without a URL', async () => {
    const home = newHome();
    const file = path.join(home, 'secret.txt');
    writeFileSync(file, 'whsec_cli_life_99\n');
    const set = cli(home);
    await hooksSet({ url: 'http://127.0.0.1:8765/', secretFile: file }, set.ctx);
    const show = cli(home, { json: true });
    await hooksShow({}, show.ctx);
    expect(JSON.parse(show.out())).toMatchObject({ url: 'http://127.0.0.1:8765/', secret: '(set)' });
    for (const text of [set.out(), set.err(), show.out()]) expect(text).not.toContain('whsec_cli_life_99');
    await expect(hooksSet({ url: 'ftp://x', secretFile: file }, cli(home).ctx)).rejects.toThrow(/http/);
    await expect(
      serve({ port: '0', host: '127.0.0.1', webhookSecretFile: file }, cli(home).ctx),
    ).rejects.toThrow(/--webhook-url/);
    await expect(serve({ port: '0', host: '127.0.0.1', fault: ['nope'] }, cli(home).ctx)).rejects.toThrow(
      /--fault/,
    );
  });

  it('faults set/list/clear reach a running serve, --fault rules included, else the database', async () => {
    const home = newHome();
    await faultsSet({ rule: ['GET /v1/files:latency=5'] }, cli(home).ctx);
    const server = cli(home);
    const stop = new AbortController();
    const serving = serve(
      { port: '0', host: '127.0.0.1', fault: ['POST /v1/shipments:reset-after-commit'] },
      server.ctx,
      stop.signal,
    );
    await waitFor(() => /listening on (http:\/\/\S+)/.exec(server.err())?.[1]);
    expect(server.err()).toContain('fault       POST /v1/shipments:reset-after-commit');

    await faultsSet({ rule: ['CARRIER sagawa:unreachable:0.5'] }, cli(home).ctx);
    const listed = cli(home, { json: true });
    await faultsList({}, listed.ctx);
    expect(
      JSON.parse(listed.out()).map((f: { rule: string; source: string }) => `${f.source} ${f.rule}`),
    ).toEqual([
      'start POST /v1/shipments:reset-after-commit',
      'stored GET /v1/files:latency=5ms',
      'stored CARRIER sagawa:unreachable:0.5',
    ]);
    const cleared = cli(home, { json: true });
    await faultsClear({ route: 'post /v1/shipments' }, cleared.ctx);
    expect(JSON.parse(cleared.out())).toHaveLength(2);
    stop.abort();
    expect(await serving).toBe(0);

    const after = cli(home);
    await faultsList({}, after.ctx);
    expect(after.out()).toBe('GET /v1/files:latency=5ms\tstored\nCARRIER sagawa:unreachable:0.5\tstored\n');
    expect(after.err()).toContain('stored in the database');
  });
});
