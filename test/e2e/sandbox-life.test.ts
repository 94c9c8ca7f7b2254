// The sandbox's life through the CLI: `sandbox serve` as a child process of the built binary
// (killed with SIGKILL and restarted), `sandbox clock|advance|faults` from other
// processes on the same database file, and `shipctl api` as the client.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../../src/domain/index.js';
import { listDeliveries } from '../../src/sandbox/events/store.js';
import { openDb } from '../../src/sandbox/store/db.js';
import { BIN, cleanEnv, makeHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';
import { startReceiver, type Receiver } from '../sandbox/life.fixtures.js';
import { domesticBody } from '../sandbox/shipments.fixtures.js';
import { independentSignature } from '../unit/webhooks/independent-hmac.js';

const SECRET = 'whsec_e2e_sandbox_51c0';

interface Serve {
  url: string;
  token: string;
  stderr(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

let home: ReturnType<typeof makeHome>;
let db: string;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
beforeEach(() => {
  home = makeHome();
  db = path.join(home.dir, 'life.db');
});
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
  home.remove();
});

async function serve(args: string[] = []): Promise<Serve> {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [BIN, 'sandbox', 'serve', '--port', '0', '--db', db, ...args],
    { cwd: home.dir, env: cleanEnv(home.dir) },
  );
  let err = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
  child.stdout.resume();
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  cleanups.push(() => kill('SIGTERM'));
  const deadline = Date.now() + 15_000;
  for (;;) {
    const url = /listening on (http:\/\/\S+)/.exec(err)?.[1];
    const token = /token\s+([0-9a-f]{40})/.exec(err)?.[1];
    if (url && token) return { url, token, stderr: () => err, kill };
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`sandbox serve did not start:\n${err}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const cli = (args: string[], o: { token?: string; input?: string } = {}) =>
  runInProcess(args, {
    home: home.dir,
    env: o.token ? { SHIPCTL_TOKEN: o.token } : {},
    ...(o.input ? { input: o.input } : {}),
  });

const api = (s: Serve, method: string, p: string, body?: unknown) =>
  cli(['--base-url', s.url, 'api', method, p, ...(body ? ['--input', '-'] : [])], {
    token: s.token,
    ...(body ? { input: JSON.stringify(body) } : {}),
  });

async function until<T>(probe: () => Promise<T | undefined>, what: string, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('sandbox webhooks through serve, advance, SIGKILL and restart', () => {
  let rx: Receiver;
  beforeEach(async () => {
    rx = await startReceiver((i) => (i === 0 ? 500 : 200));
    cleanups.push(() => rx.close());
  });

  it('advance emits a signed tracking.updated; a serve killed mid-schedule redelivers it after restart', async () => {
    const secretFile = path.join(home.dir, 'secret.txt');
    writeFileSync(secretFile, `${SECRET}\n`);
    // 0.05: the first retry comes 3 s after the 500.
    const flags = [
      '--webhook-url',
      rx.url,
      '--webhook-secret-file',
      secretFile,
      '--webhook-retry-scale',
      '0.05',
    ];
    expect(
      (await cli(['sandbox', 'clock', 'set', '2026-03-04 10:00 JST', '--freeze', '--db', db])).code,
    ).toBe(0);
    const s = await serve(flags);
    expect(s.stderr()).toContain(`webhooks    ${rx.url} (secret set)`);
    expect(s.stderr()).not.toContain(SECRET);

    const created = await api(
      s,
      'POST',
      '/v1/shipments',
      domesticBody({ service: 'sagawa_regular', pack_size: 60 }),
    );
    expect(created.code, created.stderr).toBe(0);
    const number = JSON.parse(created.stdout).delivery.tracking_numbers[0] as string;

    const advanced = await cli(['sandbox', 'advance', number, '--db', db, '--json']);
    expect(advanced.code, advanced.stderr).toBe(0);
    expect(JSON.parse(advanced.stdout)).toMatchObject({
      from: 'pre-transit',
      to: 'collected',
      tracking_number: number,
    });
    const tracked = await api(s, 'GET', `/v1/tracking/sagawa/${number}`);
    expect(JSON.parse(tracked.stdout).current_status.status).toBe('collected');

    const [first] = await rx.waitFor(1);
    const ts1 = String(first!.headers[WEBHOOK_TIMESTAMP_HEADER.toLowerCase()]);
    expect(first!.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]).toBe(
      independentSignature(SECRET, ts1, first!.body),
    );
    const event = JSON.parse(first!.body.toString('utf8'));
    expect(event).toMatchObject({
      type: 'tracking.updated',
      created_at: '2026-03-04T01:00:00.000Z',
      data: { carrier: 'sagawa', tracking_number: number, current_status: { status: 'collected' } },
    });

    // The 500 is recorded with its retry time; then the serve dies before the retry.
    const store = openDb(db);
    cleanups.push(() => store.close());
    const pending = await until(async () => {
      const [d] = listDeliveries(store);
      return d?.last_status === 500 && d.state === 'pending' ? d : undefined;
    }, 'the first attempt to be recorded');
    await s.kill('SIGKILL');
    expect(rx.deliveries).toHaveLength(1);
    // The retry falls due while nothing runs.
    await new Promise((r) => setTimeout(r, Math.max(0, pending.next_attempt_ms! - Date.now()) + 500));
    expect(rx.deliveries).toHaveLength(1);

    await serve(flags); // the restart; its cleanup stops it
    const [, second] = await rx.waitFor(2);
    const ts2 = String(second!.headers[WEBHOOK_TIMESTAMP_HEADER.toLowerCase()]);
    expect(second!.headers[WEBHOOK_EVENT_ID_HEADER.toLowerCase()]).toBe(event.id);
    expect(second!.body.equals(first!.body)).toBe(true);
    expect(Number(ts2)).toBeGreaterThan(Number(ts1));
    expect(second!.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]).toBe(
      independentSignature(SECRET, ts2, second!.body),
    );

    const done = await until(async () => {
      const r = await cli(['sandbox', 'webhooks', 'deliveries', '--db', db, '--json']);
      const [d] = JSON.parse(r.stdout) as { state: string; attempts: number }[];
      return d?.state === 'delivered' ? d : undefined;
    }, 'the delivery to be recorded');
    expect(done.attempts).toBe(2);
    const shown = await cli(['sandbox', 'webhooks', 'show', '--db', db]);
    expect(shown.stdout).toContain('(set)');
    expect(shown.stdout + shown.stderr).not.toContain(SECRET);
  }, 60_000);
});

describe('sandbox clock against a served sandbox', () => {
  it('yamato test labels: refused on a Saturday naming the window, made on Monday 10:00 JST; shipment_date today+30 ok, +31 refused', async () => {
    const s = await serve();
    const yamato = (setup: Record<string, unknown>) =>
      domesticBody({ service: 'yamato_regular', shipment_date: '2026-03-09', ...setup });

    expect(
      (await cli(['sandbox', 'clock', 'set', '2026-03-07 10:00 JST', '--freeze', '--db', db])).code,
    ).toBe(0);
    const saturday = await api(
      s,
      'POST',
      '/v1/shipments',
      yamato({ test: true, shipment_date: '2026-03-07' }),
    );
    expect(saturday.code).toBe(2);
    expect(saturday.stderr).toContain('Monday–Friday 09:00–22:00 JST');
    expect(saturday.stderr).toContain('Saturday 10:00 JST');

    const set = await cli(['sandbox', 'clock', 'set', '2026-03-09 10:00 JST', '--freeze', '--db', db]);
    expect(set.stdout).toContain('Monday 10:00 JST');
    const monday = await api(s, 'POST', '/v1/shipments', yamato({ test: true }));
    expect(monday.code, monday.stderr).toBe(0);
    expect(JSON.parse(monday.stdout)).toMatchObject({ test: true, created_at: '2026-03-09T01:00:00.000Z' });

    const plus30 = await api(s, 'POST', '/v1/shipments', yamato({ shipment_date: '2026-04-08' }));
    expect(plus30.code, plus30.stderr).toBe(0);
    expect(JSON.parse(plus30.stdout).setup.shipment_date).toBe('2026-04-08');
    const plus31 = await api(s, 'POST', '/v1/shipments', yamato({ shipment_date: '2026-04-09' }));
    expect(plus31.code).toBe(2);
    expect(plus31.stderr).toContain('setup.shipment_date');

    // A running clock moves on from where it was set; reset returns to real time.
    expect((await cli(['sandbox', 'clock', 'advance', '1d', '--db', db, '--json'])).stdout).toContain(
      '"now": "2026-03-10T01:00:00.000Z"',
    );
    const reset = await cli(['sandbox', 'clock', 'reset', '--db', db, '--json']);
    expect(JSON.parse(reset.stdout).mode).toBe('real');
  }, 60_000);
});

describe('sandbox faults against a served sandbox', () => {
  it('reset after commit: `shipctl api` fails while the shipment is listed; faults list/clear/set reach the serve', async () => {
    const s = await serve(['--fault', 'POST /v1/shipments:reset-after-commit']);
    const body = domesticBody({ service: 'sagawa_regular', pack_size: 60, ref_number: 'E2E-RESET-1' });
    const failed = await api(s, 'POST', '/v1/shipments', body);
    expect(failed.code).toBe(6);
    expect(failed.stderr).toMatch(/may or may not have taken effect|connection closed/);
    const listed = await api(s, 'GET', '/v1/shipments');
    expect(listed.code).toBe(0);
    const found = (JSON.parse(listed.stdout) as { setup: { ref_number?: string } }[]).filter(
      (x) => x.setup.ref_number === 'E2E-RESET-1',
    );
    expect(found).toHaveLength(1);

    const list = await cli(['sandbox', 'faults', 'list', '--db', db, '--json']);
    expect(JSON.parse(list.stdout)).toEqual([
      expect.objectContaining({ rule: 'POST /v1/shipments:reset-after-commit', source: 'start' }),
    ]);
    expect((await cli(['sandbox', 'faults', 'clear', '--db', db])).code).toBe(0);
    expect(
      (await api(s, 'POST', '/v1/shipments', { ...body, setup: { ...body.setup, ref_number: 'E2E-2' } }))
        .code,
    ).toBe(0);

    const set = await cli(['sandbox', 'faults', 'set', 'CARRIER sagawa:unreachable', '--db', db]);
    expect(set.code, set.stderr).toBe(0);
    const down = await api(s, 'GET', '/v1/tracking/sagawa/SANDBOX-DELIVERED');
    expect(down.code).toBe(6);
    expect(down.stderr).toContain('SERVICE_UNAVAILABLE');
    expect((await api(s, 'GET', '/v1/tracking/yamato/SANDBOX-NOT-FOUND')).code).toBe(4);
    expect((await cli(['sandbox', 'faults', 'set', 'nonsense', '--db', db])).code).toBe(2);
  }, 60_000);
});
