// The resident (src/cli/resident/): the built shipctl, run as a script runs it (no terminal),
// hands a command that only reads to one background process per user, build and environment,
// started by the first such command. What a user must not be able to tell, but for the time:
// the same bytes on stdout and stderr, the same exit code, each run with its own token, home
// and working directory — and no process left once its runtime directory is gone.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processAlive } from '../../src/config/process-alive.js';
import { BIN, REPO_ROOT, cleanEnv, makeHome, runCli, type CliResult } from '../helpers/cli.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

let sb: TestSandbox;
let runtime: string;
const home = makeHome();

beforeAll(async () => {
  sb = await startTestSandbox();
  runtime = mkdtempSync(path.join(tmpdir(), 'shipctl-runtime-'));
  chmodSync(runtime, 0o700);
});
afterAll(async () => {
  rmSync(runtime, { recursive: true, force: true });
  await sb.close();
  home.remove();
});

const RATES = ['rates', '--to-zip', '530-0001', '--pack-size', '80', '--json'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** shipctl against the test sandbox; `resident: false` runs it in its own process. */
function shipctl(
  args: string[],
  o: { resident?: boolean; env?: Record<string, string | undefined>; cwd?: string; input?: string } = {},
): Promise<CliResult> {
  return runCli(['--base-url', sb.url, ...args], {
    home: home.dir,
    cwd: o.cwd,
    input: o.input,
    env: {
      SHIPCTL_TOKEN: sb.token,
      SHIPCTL_NOW: sb.deps.clock.now().toISOString(),
      XDG_RUNTIME_DIR: runtime,
      SHIPCTL_RESIDENT: o.resident === false ? '0' : undefined,
      ...o.env,
    },
  });
}

const residentPid = (r: CliResult): number | undefined => {
  const m = /run by the resident process \(pid (\d+)\)/.exec(r.stderr);
  return m ? Number(m[1]) : undefined;
};

/** What two runs print alike: the service's debug_id is each error's own. */
const sameRun = (stderr: string) => stderr.replace(/err_[0-9a-f]+/g, 'err_…');

/** Runs `args` until a resident has taken one (the first run starts it); its pid. */
async function residentUp(args: string[]): Promise<number> {
  for (let i = 0; i < 100; i++) {
    const pid = residentPid(await shipctl([...args, '--debug']));
    if (pid) return pid;
    await sleep(100);
  }
  throw new Error('no resident took a run in 10 s');
}

const faked = Object.keys(process.env).some((k) => k.startsWith('FAKETIME'));

describe.skipIf(faked)('the resident (not under libfaketime: there each run keeps its own clock)', () => {
  it('runs a script’s `rates` and prints byte for byte what a run in its own process prints', async () => {
    const pid = await residentUp(RATES);
    expect(processAlive(pid)).toBe(true);
    const [own, viaResident, again] = [
      await shipctl(RATES, { resident: false }),
      await shipctl(RATES),
      await shipctl([...RATES, '--debug']),
    ];
    expect(viaResident.code).toBe(0);
    expect(viaResident.stdout).toBe(own.stdout);
    expect(viaResident.stderr).toBe(own.stderr);
    expect(JSON.parse(viaResident.stdout)[0]).toMatchObject({ currency: 'JPY' });
    expect(residentPid(again)).toBe(pid);
  });

  it('hands back the exit code and the words of a failure: not found (4), a bad flag (2)', async () => {
    await residentUp(RATES);
    for (const args of [
      ['shipments', 'get', 'API-ZZZZZZZZZZ'],
      ['rates', '--to-zip', '53', '--pack-size', '80'],
      ['shipments', 'list', '--since', 'yesterdayish'],
    ]) {
      const own = await shipctl(args, { resident: false });
      const viaResident = await shipctl(args);
      expect(residentPid(await shipctl([...args, '--debug'])), args.join(' ')).toBeDefined();
      expect(own.code, args.join(' ')).not.toBe(0);
      expect(viaResident.code, args.join(' ')).toBe(own.code);
      expect(viaResident.stdout).toBe(own.stdout);
      expect(sameRun(viaResident.stderr)).toBe(sameRun(own.stderr));
    }
  });

  it('runs each command with its own token and home: one run’s login is not the next one’s', async () => {
    const pid = await residentUp(RATES);
    const wrong = await shipctl(['shipments', 'list', '--json', '--debug'], {
      env: { SHIPCTL_TOKEN: 'not-a-token' },
    });
    const right = await shipctl(['shipments', 'list', '--json', '--debug']);
    expect(residentPid(wrong)).toBe(pid);
    expect(residentPid(right)).toBe(pid);
    expect(wrong.code).toBe(3);
    expect(right.code).toBe(0);
    // Another home's profile: its own base URL, read from its own config file.
    const other = makeHome();
    try {
      const set = await runCli(['config', 'set', 'base_url', 'http://127.0.0.1:9'], { home: other.dir });
      expect(set.code).toBe(0);
      const env = { XDG_RUNTIME_DIR: runtime, SHIPCTL_RESIDENT: undefined };
      const r = await runCli(['config', 'get', 'base_url', '--debug'], { home: other.dir, env });
      expect(residentPid(r)).toBe(pid);
      expect(r.stdout).toBe('http://127.0.0.1:9\n');
    } finally {
      other.remove();
    }
  });

  it('reads a relative --input from the caller’s directory, not its own', async () => {
    const pid = await residentUp(RATES);
    const dir = mkdtempSync(path.join(tmpdir(), 'shipctl-cwd-'));
    try {
      writeFileSync(
        path.join(dir, 'body.json'),
        JSON.stringify({ to_address: { zip: '530-0001', country: 'JP' }, setup: { pack_size: 80 } }),
      );
      const args = ['rates', '--input', 'body.json', '--cheapest', '--json'];
      const viaResident = await shipctl([...args, '--debug'], { cwd: dir });
      const own = await shipctl(args, { cwd: dir, resident: false });
      expect(residentPid(viaResident)).toBe(pid);
      expect(viaResident.code).toBe(0);
      expect(viaResident.stdout).toBe(own.stdout);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves a run that reads stdin, writes or asks in its own process', async () => {
    await residentUp(RATES);
    const body = JSON.stringify({ to_address: { zip: '530-0001', country: 'JP' }, setup: { pack_size: 80 } });
    const fromStdin = await shipctl(['rates', '--input', '-', '--cheapest', '--json', '--debug'], {
      input: body,
    });
    expect(fromStdin.code).toBe(0);
    expect(residentPid(fromStdin)).toBeUndefined();
    expect(JSON.parse(fromStdin.stdout)).toMatchObject({ currency: 'JPY' });
    const label = await shipctl(['carriers', 'add', '--debug'], {});
    expect(residentPid(label)).toBeUndefined();
    // stdin by its name (or `<(…)`, /dev/fd/N): a descriptor of this process, opened here —
    // whatever that gives (a socket for stdin, as the tests' is, cannot be opened by name).
    const args = ['rates', '--input', '/dev/stdin', '--cheapest', '--json'];
    const byName = await shipctl([...args, '--debug'], { input: body });
    expect(residentPid(byName)).toBeUndefined();
    const [here, own] = [
      await shipctl(args, { input: body }),
      await shipctl(args, { input: body, resident: false }),
    ];
    expect([here.code, here.stdout, here.stderr]).toEqual([own.code, own.stdout, own.stderr]);
  });

  it('stops with a client that goes away mid-run (killed, timed out): the run goes no further', async () => {
    const pid = await residentUp(RATES);
    sb.deps.faults.set('GET /v1/shipments', { latencyMs: 3_000 });
    try {
      const child = spawn(process.execPath, [BIN, '--base-url', sb.url, 'shipments', 'list', '--json'], {
        env: cleanEnv(home.dir, {
          XDG_RUNTIME_DIR: runtime,
          SHIPCTL_RESIDENT: undefined,
          SHIPCTL_TOKEN: sb.token,
        }),
        stdio: 'ignore',
      });
      await sleep(1_000);
      child.kill('SIGKILL');
      for (let i = 0; i < 50 && processAlive(pid); i++) await sleep(100);
      expect(processAlive(pid)).toBe(false);
    } finally {
      sb.deps.faults.clear('GET /v1/shipments');
    }
  });

  it('keeps none of its starter’s descriptors: a lock or a pipe the caller held is not held on', async () => {
    const own = mkdtempSync(path.join(tmpdir(), 'shipctl-runtime-fds-'));
    chmodSync(own, 0o700);
    try {
      // fd 20 of the client is one end of a pipe (Node marks 3–15 close-on-exec at start, not
      // higher ones: a shell's `exec 200>lock` passes on); the other end ends once no one holds it.
      const child = spawn(process.execPath, [BIN, '--base-url', sb.url, ...RATES], {
        env: cleanEnv(home.dir, {
          XDG_RUNTIME_DIR: own,
          SHIPCTL_RESIDENT: undefined,
          SHIPCTL_TOKEN: sb.token,
        }),
        stdio: [...Array.from({ length: 20 }, () => 'ignore' as const), 'pipe'],
      });
      const pipe = (child.stdio as unknown as import('node:stream').Readable[])[20]!;
      pipe.on('data', () => undefined);
      const ended = new Promise<boolean>((resolve) => {
        pipe.on('close', () => resolve(true));
        setTimeout(() => resolve(false), 10_000);
      });
      // The resident it started listens…
      const sock = () =>
        existsSync(path.join(own, 'shipctl')) &&
        readdirSync(path.join(own, 'shipctl')).some((f) => f.endsWith('.sock'));
      for (let i = 0; i < 100 && !sock(); i++) await sleep(100);
      expect(sock()).toBe(true);
      // …and holds no end of the caller's pipe.
      expect(await ended).toBe(true);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('takes one run at a time: runs side by side all answer, the others in their own processes', async () => {
    await residentUp(RATES);
    const own = await shipctl(RATES, { resident: false });
    const results = await Promise.all(Array.from({ length: 4 }, () => shipctl([...RATES, '--debug'])));
    for (const r of results) {
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(own.stdout);
    }
  });

  it('is not used under a faked clock (libfaketime’s FAKETIME): that clock is the process’s own', async () => {
    await residentUp(RATES);
    const r = await shipctl([...RATES, '--debug'], { env: { FAKETIME: '+0d' } });
    expect(r.code).toBe(0);
    expect(residentPid(r)).toBeUndefined();
  });

  it('a reader gone before the result (`| true`): a catalog stops quietly, a quote goes to stderr (exit 1), as in its own process; so does a full disk', async () => {
    await residentUp(RATES);
    // Asynchronously: the test sandbox answers from this process.
    const run = (args: string, resident: boolean, into = '| true') =>
      new Promise<{ status: number | null; stderr: string }>((resolve) => {
        const child = spawn(
          'bash',
          ['-o', 'pipefail', '-c', `"${process.execPath}" "${BIN}" ${args} ${into}`],
          {
            env: cleanEnv(home.dir, {
              XDG_RUNTIME_DIR: runtime,
              SHIPCTL_RESIDENT: resident ? undefined : '0',
              SHIPCTL_BASE_URL: sb.url,
              SHIPCTL_TOKEN: sb.token,
            }),
            stdio: ['ignore', 'ignore', 'pipe'],
          },
        );
        let stderr = '';
        child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
        child.on('close', (status) => resolve({ status, stderr }));
      });
    for (const resident of [true, false]) {
      const catalog = await run('carriers catalog sagawa', resident);
      expect([catalog.status, catalog.stderr], `catalog, resident ${resident}`).toEqual([0, '']);
      const quote = await run(RATES.join(' '), resident);
      expect(quote.status, `rates, resident ${resident}`).toBe(1);
      expect(quote.stderr).toMatch(/could not write the result to stdout \(EPIPE[^]*"currency": "JPY"/);
    }
    // A full disk: the whole result on stderr, as the run in its own process gives it.
    const [full, fullOwn] = [
      await run(RATES.join(' '), true, '>/dev/full'),
      await run(RATES.join(' '), false, '>/dev/full'),
    ];
    expect(full.status).toBe(1);
    expect(full.stderr).toMatch(/could not write the result to stdout \(ENOSPC/);
    expect(full.stderr).toBe(fullOwn.stderr);
  });

  it('exits by itself after its idle time, and takes its socket with it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shipctl-idle-'));
    chmodSync(dir, 0o700);
    const socket = path.join(dir, 'resident-test.sock');
    const child = spawn(
      process.execPath,
      [path.join(REPO_ROOT, 'dist', 'main.cjs'), '__resident', socket, '300'],
      {
        stdio: 'ignore',
        env: cleanEnv(home.dir),
      },
    );
    try {
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(0);
      expect(existsSync(socket)).toBe(false);
    } finally {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is gone once its runtime directory is', async () => {
    const pid = await residentUp(RATES);
    expect(readdirSync(path.join(runtime, 'shipctl')).some((f) => f.endsWith('.sock'))).toBe(true);
    rmSync(path.join(runtime, 'shipctl'), { recursive: true, force: true });
    for (let i = 0; i < 100 && processAlive(pid); i++) await sleep(100);
    expect(processAlive(pid)).toBe(false);
  });
});
