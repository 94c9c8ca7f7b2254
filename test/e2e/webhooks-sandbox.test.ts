// The whole webhook path through built binaries: `sandbox serve` delivers the
// tracking.updated that `sandbox advance` causes to `webhooks listen`, which
// verifies it and prints it once — also when the sandbox delivers it twice (a
// proxy in between answers the first attempt with 500, so the sandbox retries
// with the same event id).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { request } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BIN, cleanEnv, makeHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';
import { domesticBody } from '../sandbox/shipments.fixtures.js';

const SECRET = 'whsec_e2e_listen_7d41';

let home: ReturnType<typeof makeHome>;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
beforeEach(() => {
  home = makeHome();
});
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
  home.remove();
});

/** A long-running `shipctl …` child; resolves once `ready` matches its stderr. */
async function spawnCli(args: string[], ready: RegExp) {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: home.dir, env: cleanEnv(home.dir) });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  cleanups.push(async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  });
  const match = await until(async () => ready.exec(err) ?? undefined, `${args[0]} to start:\n${err}`);
  return { match, stdout: () => out, stderr: () => err };
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Forwards every request to `target` byte for byte; answers the first one 500 whatever happened. */
async function flakyProxy(target: () => string) {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => !['host', 'content-length', 'connection'].includes(k)),
      ) as Record<string, string>;
      const forwarded = await request(target(), { method: 'POST', headers, body: Buffer.concat(chunks) });
      await forwarded.body.text();
      seen.push(String(req.headers['x-service-event-id']));
      res.statusCode = seen.length === 1 ? 500 : forwarded.statusCode;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, seen };
}

describe('sandbox → webhooks listen (built)', () => {
  it('advance → a tracking.updated arrives, verifies, and is printed once though delivered twice', async () => {
    const secretFile = path.join(home.dir, 'secret.txt');
    writeFileSync(secretFile, `${SECRET}\n`);
    const listen = await spawnCli(
      ['webhooks', 'listen', '--port', '0', '--secret-file', secretFile, '--json'],
      /Listening on (http:\/\/\S+)/,
    );
    const proxy = await flakyProxy(() => listen.match[1]!);
    const db = path.join(home.dir, 'sandbox.db');
    const serve = await spawnCli(
      [
        'sandbox',
        'serve',
        '--port',
        '0',
        '--db',
        db,
        '--webhook-url',
        proxy.url,
        '--webhook-secret-file',
        secretFile,
        '--webhook-retry-scale',
        '0.01',
      ],
      /listening on (http:\/\/\S+)[\s\S]*token\s+([0-9a-f]{40})/,
    );
    const [, url, token] = serve.match;
    const created = await runInProcess(['--base-url', url!, 'api', 'POST', '/v1/shipments', '--input', '-'], {
      home: home.dir,
      env: { SHIPCTL_TOKEN: token! },
      input: JSON.stringify(domesticBody({ service: 'sagawa_regular', pack_size: 60 })),
    });
    expect(created.code, created.stderr).toBe(0);
    const number = JSON.parse(created.stdout).delivery.tracking_numbers[0] as string;

    const advanced = await runInProcess(['sandbox', 'advance', number, '--db', db], { home: home.dir });
    expect(advanced.code, advanced.stderr).toBe(0);

    // The sandbox delivers twice (500 on the first attempt, retried after 0.6 s) ...
    await until(async () => (proxy.seen.length >= 2 ? true : undefined), 'two deliveries', 20_000);
    expect(proxy.seen[0]).toBe(proxy.seen[1]);
    await new Promise((r) => setTimeout(r, 500));
    // ... and listen printed the verified event once.
    const events = listen
      .stdout()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { id: string; data: { tracking_number: string } });
    expect(events).toHaveLength(1);
    expect(events[0]!.id).toBe(proxy.seen[0]);
    expect(events[0]!.data.tracking_number).toBe(number);
    expect(listen.stderr() + listen.stdout()).not.toContain(SECRET);
  }, 60_000);
});
