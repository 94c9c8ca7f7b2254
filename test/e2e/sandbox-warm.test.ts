// The warm sandbox: the first sandbox-mode command starts one background sandbox per
// data directory, later commands reuse it, and none is left behind — `sandbox stop`, idle exit,
// a removed home, a newer build all end it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { processAlive } from '../../src/config/process-alive.js';
import { makeHome, runCli } from '../helpers/cli.js';

let home: ReturnType<typeof makeHome>;
beforeEach(() => {
  home = makeHome();
});
afterEach(async () => {
  await runCli(['sandbox', 'stop'], { home: home.dir });
  home.remove();
});

const cli = (args: string[], env: Record<string, string | undefined> = {}) =>
  runCli(args, { home: home.dir, env });
const dataDir = () => path.join(home.dir, 'data');
const statePath = () => path.join(dataDir(), 'sandbox.warm.json');
const state = () =>
  JSON.parse(readFileSync(statePath(), 'utf8')) as { pid: number; url: string; build: string };
const alive = (pid: number) => processAlive(pid);
/** Polls until `pid` is gone; fails after 15 s (a wait, not a timing assertion). */
async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 300; i++) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}
const RATES = ['rates', '--to-zip', '530-0001', '--pack-size', '80', '--json'];
const SHIP = [
  'ship',
  '--carrier',
  'sagawa',
  '--test',
  '--to-name',
  'Jiro Suzuki',
  '--to-zip',
  '530-0001',
  '--to-address1',
  '梅田1-1-3',
  '--to-phone',
  '0612345678',
  '--pack-size',
  '60',
  '--yes',
];

describe('the warm sandbox', () => {
  it('the first command starts it, the next ones reuse it (same process, same data), and sandbox stop ends it', async () => {
    const first = await cli(RATES);
    expect(first.code, first.stderr).toBe(0);
    const { pid, url } = state();
    expect(alive(pid)).toBe(true);
    expect(statSync(statePath()).mode & 0o777).toBe(0o600);

    const ship = await cli([...SHIP, '--json']);
    expect(ship.code, ship.stderr).toBe(0);
    const id = JSON.parse(ship.stdout).id as string;
    const list = await cli(['shipments', 'list', '--json']);
    expect((JSON.parse(list.stdout) as { id: string }[]).map((s) => s.id)).toContain(id);
    expect(state()).toMatchObject({ pid, url });

    const info = await cli(['sandbox', 'info', '--json']);
    expect(JSON.parse(info.stdout).warm).toMatchObject({ pid, url });

    const stop = await cli(['sandbox', 'stop']);
    expect(stop.code).toBe(0);
    expect(stop.stderr).toContain(`stopped the warm sandbox (pid ${pid})`);
    expect(alive(pid)).toBe(false);
    expect(existsSync(statePath())).toBe(false);
    expect(existsSync(path.join(dataDir(), 'sandbox.warm.lock'))).toBe(false);
    expect((await cli(['sandbox', 'stop'])).stderr).toContain('no warm sandbox is running');

    // The data outlives the process: a new warm sandbox serves the same database.
    const again = await cli(['shipments', 'list', '--json']);
    expect((JSON.parse(again.stdout) as { id: string }[]).map((s) => s.id)).toContain(id);
    expect(state().pid).not.toBe(pid);
  });

  it('a warm sandbox killed without cleaning up (SIGKILL) is replaced by the next command', async () => {
    expect((await cli(RATES)).code).toBe(0);
    const { pid } = state();
    process.kill(pid, 'SIGKILL');
    expect(await gone(pid)).toBe(true);
    const r = await cli([...RATES, '--debug']);
    expect(r.code, r.stderr).toBe(0);
    expect(state().pid).not.toBe(pid);
    expect(alive(state().pid)).toBe(true);
    // It was not run in-process for want of a warm one.
    expect(r.stderr).not.toContain('did not start');
  });

  it('commands started at once share one warm sandbox', async () => {
    const results = await Promise.all([cli(RATES), cli(RATES), cli(RATES)]);
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    const { pid } = state();
    const daemons = await listDaemons(dataDir());
    expect(daemons).toEqual([pid]);
  });

  it('exits by itself after SHIPCTL_SANDBOX_IDLE without a request', async () => {
    expect((await cli(RATES, { SHIPCTL_SANDBOX_IDLE: '1s' })).code).toBe(0);
    const { pid } = state();
    expect(await gone(pid)).toBe(true);
    expect(existsSync(statePath())).toBe(false);
  });

  it('exits when its data directory is removed (a temporary home deleted)', async () => {
    expect((await cli(RATES)).code).toBe(0);
    const { pid } = state();
    home.remove();
    expect(await gone(pid)).toBe(true);
    home = makeHome();
  });

  it('SHIPCTL_SANDBOX_IDLE=0 runs the sandbox inside the command: no process is left', async () => {
    const r = await cli(RATES, { SHIPCTL_SANDBOX_IDLE: '0' });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).length).toBeGreaterThan(0);
    expect(existsSync(statePath())).toBe(false);
  });

  it('a bad SHIPCTL_SANDBOX_IDLE is refused naming the variable and the forms (exit 2), no sandbox started', async () => {
    const r = await cli(RATES, { SHIPCTL_SANDBOX_IDLE: 'soon' });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('SHIPCTL_SANDBOX_IDLE "soon" is not a duration');
    expect(r.stderr).toContain('or 0 to run the sandbox inside each command');
    expect(existsSync(statePath())).toBe(false);
  });

  it('a warm sandbox of another build is stopped and replaced', async () => {
    expect((await cli(RATES)).code).toBe(0);
    const old = state();
    writeFileSync(statePath(), JSON.stringify({ ...old, build: 'an-older-build' }), { mode: 0o600 });
    const r = await cli(RATES);
    expect(r.code, r.stderr).toBe(0);
    expect(await gone(old.pid)).toBe(true);
    expect(state().pid).not.toBe(old.pid);
    expect(state().build).not.toBe('an-older-build');
  });

  it('delivers webhooks between commands: a status change from sandbox advance reaches the endpoint without sandbox serve', async () => {
    const received: string[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8').on('data', (d: string) => (body += d));
      req.on('end', () => {
        received.push(body);
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const secretFile = path.join(home.dir, 'secret.txt');
      writeFileSync(secretFile, 'whsec_warm_test_5b2e\n');
      const port = (server.address() as AddressInfo).port;
      const set = await cli([
        'sandbox',
        'webhooks',
        'set',
        '--url',
        `http://127.0.0.1:${port}/`,
        '--secret-file',
        secretFile,
      ]);
      expect(set.code, set.stderr).toBe(0);
      const ship = await cli([...SHIP, '--json']);
      expect(ship.code, ship.stderr).toBe(0);
      const number = JSON.parse(ship.stdout).delivery.tracking_numbers[0] as string;
      expect((await cli(['sandbox', 'advance', number])).code).toBe(0);
      for (let i = 0; i < 300 && !received.some((b) => b.includes(number)); i++)
        await new Promise((r) => setTimeout(r, 50));
      const event = received.map((b) => JSON.parse(b) as { data: { tracking_number: string } });
      expect(event.map((e) => e.data.tracking_number)).toContain(number);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('sandbox clock set in one command moves the time the next command judges by', async () => {
    expect((await cli(RATES)).code).toBe(0);
    expect((await cli(['sandbox', 'clock', 'set', '2026-11-28 10:00 JST', '--freeze'])).code).toBe(0);
    const summary = await cli(['shipments', 'summary', '--since', 'today', '--json']);
    expect(summary.code, summary.stderr).toBe(0);
    // "today" is the sandbox's Saturday 28 November in Japan: from 00:00 JST.
    expect(JSON.parse(summary.stdout).since).toBe('2026-11-27T15:00:00.000Z');
  });
});

/** Pids of warm sandboxes serving `dir` (from ps; Linux). */
function listDaemons(dir: string): Promise<number[]> {
  return new Promise((resolve) => {
    const ps = spawn('ps', ['-eo', 'pid=,args=']);
    let out = '';
    ps.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    ps.on('close', () =>
      resolve(
        out
          .split('\n')
          .filter((l) => l.includes('__sandbox-daemon') && l.includes(dir))
          .map((l) => Number(l.trim().split(/\s+/)[0])),
      ),
    );
  });
}
