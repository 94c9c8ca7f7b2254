// The CLI as a webhook developer uses it: verify a saved delivery, run
// `webhooks listen` as a long-lived process, send to it with `webhooks trigger` and
// with hand-signed requests, and forward to a receiver of one's own.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { request } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BIN, cleanEnv, makeHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';
import { independentSignature, rawRequest } from '../unit/webhooks/independent-hmac.js';

const SECRET = 'whsec_e2e_6b1d2c3a4f5e';
const env = { SHIPCTL_WEBHOOK_SECRET: SECRET };
const nowSec = () => Math.floor(Date.now() / 1000);

let home: ReturnType<typeof makeHome>;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
beforeEach(() => {
  home = makeHome();
});
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
  home.remove();
});

const event = (id: string) =>
  Buffer.from(
    `{"id":"${id}","type":"tracking.updated","created_at":"2025-02-14T07:28:40Z","data":{"shipment_id":"shp_e2e","carrier":"sagawa","tracking_number":"400000000016","current_status":{"status":"delivered","details":"配達完了"},"weight":136.0}}`,
  );

interface RunningListener {
  url: string;
  /** Complete stdout lines so far. */
  lines(): string[];
  stderr(): string;
  /** Waits until stdout has a line matching. */
  waitForLine(match: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  waitForStderr(text: string): Promise<void>;
  /** Stops reading the listener's stdout (a reader that paused, `| less`), and reads again. */
  pauseStdout(): void;
  resumeStdout(): void;
  stop(): Promise<number | null>;
}

async function startListen(args: string[]): Promise<RunningListener> {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [BIN, 'webhooks', 'listen', '--port', '0', ...args],
    {
      cwd: home.dir,
      env: cleanEnv(home.dir, env),
    },
  );
  let out = '';
  let err = '';
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  child.stdout.setEncoding('utf8').on('data', (d: string) => ((out += d), wake()));
  child.stderr.setEncoding('utf8').on('data', (d: string) => ((err += d), wake()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => (wake(), resolve(code))),
  );

  const until = <T>(probe: () => T | undefined, what: string, timeoutMs = 10_000) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const v = probe();
        if (v !== undefined) return done(() => resolve(v));
        if (child.exitCode !== null)
          return done(() => reject(new Error(`listen exited (${child.exitCode}) before ${what}\n${err}`)));
      };
      const timer = setTimeout(
        () =>
          done(() => reject(new Error(`timed out waiting for ${what}\nstdout:\n${out}\nstderr:\n${err}`))),
        timeoutMs,
      );
      const done = (fn: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        fn();
      };
      waiters.add(check);
      check();
    });

  const lines = () => out.split('\n').slice(0, -1);
  const url = await until(() => /Listening on (http:\/\/\S+)/.exec(err)?.[1], 'the URL on stderr');
  const running: RunningListener = {
    url,
    lines,
    stderr: () => err,
    waitForLine: (match, timeoutMs) => until(() => lines().find(match), 'a line on stdout', timeoutMs),
    waitForStderr: (text) =>
      until(() => (err.includes(text) ? true : undefined), `"${text}" on stderr`).then(() => undefined),
    pauseStdout: () => child.stdout.pause(),
    resumeStdout: () => child.stdout.resume(),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  cleanups.push(() => running.stop());
  return running;
}

async function post(url: string, body: Buffer, headers: Record<string, string>) {
  const res = await request(url, { method: 'POST', body, headers });
  return { status: res.statusCode, body: await res.body.text() };
}

const signedHeaders = (body: Buffer, id: string, ts = nowSec()) => ({
  'Content-Type': 'application/json',
  'X-Service-Signature': independentSignature(SECRET, ts, body),
  'X-Service-Timestamp': String(ts),
  'X-Service-Event-Id': id,
});

describe('shipctl webhooks verify', () => {
  const TS = 1_739_518_124;
  const body = event('evt_v1');
  const sig = independentSignature(SECRET, TS, body);

  it('exit 0 with the event summary for a valid saved request; --json gives {valid, event_id, age_s}', async () => {
    writeFileSync(path.join(home.dir, 'delivery.http'), rawRequest(signedHeaders(body, 'evt_v1', TS), body));
    const r = await runInProcess(
      ['webhooks', 'verify', '--request', 'delivery.http', '--now', String(TS + 4)],
      {
        home: home.dir,
        env,
      },
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('valid signature (signed 4 s ago)');
    for (const s of ['evt_v1', 'shp_e2e', 'sagawa', '400000000016', 'delivered'])
      expect(r.stdout).toContain(s);
    const j = await runInProcess(
      ['webhooks', 'verify', '--request', 'delivery.http', '--now', String(TS + 4), '--json'],
      { home: home.dir, env },
    );
    expect(JSON.parse(j.stdout)).toEqual({ valid: true, event_id: 'evt_v1', age_s: 4 });
  });

  it('exit 1 with the reason and a hint: stale, re-serialized, trailing newline', async () => {
    writeFileSync(path.join(home.dir, 'body.json'), body);
    const args = [
      'webhooks',
      'verify',
      '--payload',
      'body.json',
      '--signature',
      sig,
      '--timestamp',
      String(TS),
    ];
    const stale = await runInProcess([...args, '--now', String(TS + 900)], { home: home.dir, env });
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('timestamp_too_old');
    expect(stale.stderr).toContain('10 min older than the 300 s tolerance');

    const pretty = JSON.stringify(JSON.parse(body.toString()), null, 2);
    const reserialized = await runInProcess(
      [
        'webhooks',
        'verify',
        '--payload',
        '-',
        '--signature',
        sig,
        '--timestamp',
        String(TS),
        '--now',
        String(TS),
      ],
      {
        home: home.dir,
        env,
        input: pretty,
      },
    );
    expect(reserialized.code).toBe(1);
    expect(reserialized.stderr).toMatch(/mismatch[\s\S]*hint: .*re-serialized/);

    const newline = await runInProcess(
      [
        'webhooks',
        'verify',
        '--payload',
        '-',
        '--signature',
        sig,
        '--timestamp',
        String(TS),
        '--now',
        String(TS),
      ],
      {
        home: home.dir,
        env,
        input: Buffer.concat([body, Buffer.from('\n')]),
      },
    );
    expect(newline.code).toBe(1);
    expect(newline.stderr).toContain('newline');
  });

  it('exit 2 for missing inputs and for a secret typed as an argument (never echoed)', async () => {
    expect((await runInProcess(['webhooks', 'verify'], { home: home.dir, env })).code).toBe(2);
    const refused = await runInProcess(['webhooks', 'verify', '--request', 'x.http', '--secret', SECRET], {
      home: home.dir,
    });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('refusing a webhook secret');
    expect(refused.stdout + refused.stderr).not.toContain(SECRET);
  });
});

describe('shipctl webhooks listen + trigger', () => {
  it('prints an event once, even when the same id is delivered twice; a restart remembers it', async () => {
    const listen = await startListen(['--json']);
    expect(listen.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const trigger = (id: string, to = listen.url) =>
      runInProcess(['webhooks', 'trigger', '--to', to, '--id', id, '--status', 'delivered'], {
        home: home.dir,
        env,
      });

    expect((await trigger('evt_twice')).code).toBe(0);
    expect((await trigger('evt_twice')).code).toBe(0);
    // Events print in arrival order: once the next one is out, a repeat would have been too.
    expect((await trigger('evt_after')).code).toBe(0);
    await listen.waitForLine((l) => l.includes('evt_after'));
    const ids = listen.lines().map((l) => (JSON.parse(l) as { id: string }).id);
    expect(ids).toEqual(['evt_twice', 'evt_after']);
    expect(JSON.parse(listen.lines()[0]!)).toMatchObject({
      type: 'tracking.updated',
      data: { current_status: { status: 'delivered' } },
    });
    await listen.waitForStderr('duplicate evt_twice');
    expect(await listen.stop()).toBe(0);

    const again = await startListen(['--json']);
    expect((await trigger('evt_twice', again.url)).code).toBe(0);
    expect((await trigger('evt_new', again.url)).code).toBe(0);
    await again.waitForLine((l) => l.includes('evt_new'));
    expect(again.lines().map((l) => (JSON.parse(l) as { id: string }).id)).toEqual(['evt_new']);
  });

  it('a reader that pauses does not stop the listener answering: 400 deliveries (≈ 150 KB of lines) are all answered, and all printed once it reads again', async () => {
    const listen = await startListen(['--json']);
    listen.pauseStdout();
    for (let i = 0; i < 400; i++) {
      const id = `evt_paused_${String(i).padStart(3, '0')}`;
      const body = event(id);
      const res = await request(listen.url, {
        method: 'POST',
        body,
        headers: signedHeaders(body, id),
        signal: AbortSignal.timeout(5_000),
      });
      await res.body.text();
      expect(res.statusCode, id).toBe(200);
    }
    listen.resumeStdout();
    await listen.waitForLine((l) => l.includes('evt_paused_399'));
    expect(listen.lines()).toHaveLength(400);
    expect(await listen.stop()).toBe(0);
  }, 60_000);

  it('a bad signature is answered 401 and trigger exits 6', async () => {
    const listen = await startListen(['--json']);
    writeFileSync(path.join(home.dir, 'wrong.txt'), 'not-the-secret\n');
    const r = await runInProcess(['webhooks', 'trigger', '--to', listen.url, '--secret-file', 'wrong.txt'], {
      home: home.dir,
    });
    expect(r.code).toBe(6);
    expect(r.stderr).toContain('401');
    await listen.waitForStderr('rejected a delivery with 401 mismatch');
    expect(listen.lines()).toEqual([]);
  });

  it('--forward-to hands the raw body byte for byte, with the original headers', async () => {
    const got: { body: Buffer; headers: IncomingHttpHeaders }[] = [];
    const receiver: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        got.push({ body: Buffer.concat(chunks), headers: req.headers });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => receiver.close(resolve)));
    const forwardTo = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/mine`;

    const listen = await startListen(['--forward-to', forwardTo]);
    const body = event('evt_fwd');
    const headers = { ...signedHeaders(body, 'evt_fwd'), 'X-Custom-Trace': 't-42' };
    expect((await post(listen.url, body, headers)).status).toBe(200);
    expect((await post(listen.url, body, headers)).status).toBe(200);
    await listen.waitForLine((l) => l.includes('evt_fwd'));
    await listen.waitForStderr('→ forwarded evt_fwd: 200');
    expect(got).toHaveLength(1);
    expect(Buffer.compare(got[0]!.body, body)).toBe(0);
    for (const [k, v] of Object.entries(headers)) expect(got[0]!.headers[k.toLowerCase()]).toBe(v);
    // Piped stdout: one tab-separated line per event.
    expect(listen.lines()).toHaveLength(1);
    expect(listen.lines()[0]!.split('\t')).toEqual(
      expect.arrayContaining(['evt_fwd', 'tracking.updated', 'sagawa', 'delivered']),
    );
  });
});
