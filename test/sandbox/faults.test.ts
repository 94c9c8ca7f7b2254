// Fault injection: the rule grammar, seeded draws, each kind of fault over real
// HTTP, the /__sandbox/faults control, and the stored layer shared through the
// database file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import { fixedClock } from '../../src/sandbox/deps.js';
import { formatFaultRule, parseFaultRule, routeMatches } from '../../src/sandbox/fault-grammar.js';
import { addStoredFaults, createFaultRegistry, seededRandom } from '../../src/sandbox/faults.js';
import { openDb } from '../../src/sandbox/store/db.js';
import { startLifeSandbox, type LifeSandbox } from './life.fixtures.js';
import { domesticBody, WEDNESDAY_10_JST } from './shipments.fixtures.js';

let sb: LifeSandbox | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await sb?.close();
  sb = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const ADDRESS = { full_name: 'F', country: 'JP', zip: '1000001', province: '13', city: 'C', address1: '1' };
const SHIPMENT = domesticBody({ service: 'sagawa_regular', pack_size: 60, ref_number: 'FAULT-1' });

describe('fault rule grammar', () => {
  it('reads ROUTE:KIND[=VALUE][:PROBABILITY], path parameters included', () => {
    expect(parseFaultRule('POST /v1/shipments:reset-after-commit:0.1')).toEqual({
      route: 'POST /v1/shipments',
      kind: 'reset-after-commit',
      probability: 0.1,
    });
    expect(parseFaultRule('get /v1/shipments/:id:latency=2s')).toEqual({
      route: 'GET /v1/shipments/:id',
      kind: 'latency',
      value: 2000,
      probability: 1,
    });
    expect(parseFaultRule('POST /v1/orders:error-before-commit')).toMatchObject({ value: 503 });
    expect(parseFaultRule('POST /v1/orders:error-after-commit=502:0.5')).toMatchObject({ value: 502 });
    expect(parseFaultRule('* /v1/*:rate-limit=5:0.25')).toMatchObject({ route: '* /v1/*', value: 5 });
    expect(parseFaultRule('carrier Sagawa:unreachable')).toEqual({
      route: 'CARRIER sagawa',
      kind: 'unreachable',
      probability: 1,
    });
    expect(parseFaultRule('POST /v1/shipments:after-commit-reset:0.1').kind).toBe('reset-after-commit');
    for (const text of [
      'POST /v1/x:reset-after-commit:0.1',
      'GET /v1/*:latency=250ms',
      'CARRIER *:unreachable:0.5',
    ])
      expect(formatFaultRule(parseFaultRule(text))).toBe(text);
  });

  it('says what is wrong', () => {
    expect(() => parseFaultRule('POST /v1/shipments')).toThrow(/ROUTE:KIND/);
    expect(() => parseFaultRule('POST /v1/shipments:latency')).toThrow(/needs a value/);
    expect(() => parseFaultRule('POST /v1/shipments:error-before-commit=404')).toThrow(/5xx/);
    expect(() => parseFaultRule('POST /v1/shipments:reset-after-commit:1.5')).toThrow(/0 to 1/);
    expect(() => parseFaultRule('POST /v1/shipments:unreachable')).toThrow(/CARRIER sagawa/);
    expect(() => parseFaultRule('CARRIER dhl:latency=5')).toThrow(/only unreachable/);
    expect(() => parseFaultRule('FETCH /v1/x:latency=5')).toThrow(/METHOD/);
  });

  it('matches routes exactly, by any method, by prefix, and carriers', () => {
    expect(routeMatches('POST /v1/shipments', 'POST /v1/shipments')).toBe(true);
    expect(routeMatches('POST /v1/shipments', 'GET /v1/shipments')).toBe(false);
    expect(routeMatches('* /v1/shipments', 'DELETE /v1/shipments')).toBe(true);
    expect(routeMatches('GET /v1/*', 'GET /v1/shipments/:id')).toBe(true);
    expect(routeMatches('GET /v1/*', 'GET /labels/:file')).toBe(false);
    expect(routeMatches('CARRIER *', 'CARRIER dhl')).toBe(true);
    expect(routeMatches('* /*', 'CARRIER dhl')).toBe(false);
  });
});

describe('faults over HTTP', () => {
  it('a seeded probability repeats the same pattern of failures', async () => {
    const pattern = async () => {
      const s = await startLifeSandbox({
        seed: false,
        faultRules: [parseFaultRule('POST /v1/addresses:error-before-commit:0.5')],
        faultSeed: 42,
      });
      const out: number[] = [];
      for (let i = 0; i < 12; i++) out.push((await s.request('POST', '/v1/addresses', ADDRESS)).status);
      const stored = (await s.request('GET', '/v1/addresses')).body.length;
      await s.close();
      expect(stored).toBe(out.filter((c) => c === 200).length);
      return out;
    };
    const first = await pattern();
    expect(await pattern()).toEqual(first);
    expect(new Set(first)).toEqual(new Set([200, 503]));
    const draws = seededRandom(42);
    expect(first).toEqual(Array.from({ length: 12 }, () => (draws() < 0.5 ? 503 : 200)));
  });

  it('a 429 burst refuses N calls in a row, with headers that send the client back within a second', async () => {
    const draws = [0, 0.99, 0.99];
    const db = openDb();
    sb = await startLifeSandbox({
      seed: false,
      faults: createFaultRegistry({ db, random: () => draws.shift() ?? 0.99 }),
    });
    sb.deps.faults.add([parseFaultRule('GET /v1/carriers:rate-limit=3:0.5')]);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await sb.request('GET', '/v1/carriers');
      codes.push(res.status);
      if (res.status === 429) {
        expect(res.body.code).toBe('TOO_MANY_REQUESTS');
        expect(res.headers.get('x-api-call-limit')).toBe('0/1000');
        expect(res.headers.get('retry-after')).toBe('1');
        const wait = Date.parse(res.headers.get('x-api-call-reset')!) - Date.now();
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(1000);
      }
    }
    expect(codes).toEqual([429, 429, 429, 200, 200]);
    db.close();
  });

  it('latency delays the answer; an error after commit answers 5xx with the write done', async () => {
    sb = await startLifeSandbox({
      seed: false,
      faultRules: [
        parseFaultRule('GET /v1/addresses:latency=1s'),
        parseFaultRule('POST /v1/addresses:error-after-commit=502'),
      ],
    });
    const failed = await sb.request('POST', '/v1/addresses', ADDRESS);
    expect([failed.status, failed.body.code]).toEqual([502, 'INJECTED_FAULT']);
    // Order, not duration: a request sent after the delayed one, to an undelayed route, answers first.
    const answered: string[] = [];
    const slow = sb.request('GET', '/v1/addresses').then((r) => (answered.push('addresses'), r));
    const fast = sb.request('GET', '/v1/carriers').then((r) => (answered.push('carriers'), r));
    const [list] = await Promise.all([slow, fast]);
    expect(answered).toEqual(['carriers', 'addresses']);
    expect(list.body).toHaveLength(1);
  });

  it('an unreachable carrier fails its rates and its tracking, not the others', async () => {
    sb = await startLifeSandbox({ clock: fixedClock(WEDNESDAY_10_JST) });
    sb.deps.faults.add([parseFaultRule('CARRIER sagawa:unreachable')]);
    const { setup: _s, ...body } = SHIPMENT;
    const rates = await sb.request('POST', '/v1/rates', { ...body, setup: {} });
    expect(rates.status).toBe(200);
    expect(rates.body.errors.map((e: { carrier: string }) => e.carrier)).toEqual(['sagawa']);
    expect(rates.body.rates.some((r: { carrier: string }) => r.carrier === 'yamato')).toBe(true);
    const tracking = await sb.request('GET', '/v1/tracking/sagawa/SANDBOX-DELIVERED');
    expect([tracking.status, tracking.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect((await sb.request('GET', '/v1/tracking/yamato/SANDBOX-DELIVERED')).status).toBe(200);
    sb.deps.faults.clear();
    sb.deps.faults.add([parseFaultRule('CARRIER *:unreachable')]);
    expect((await sb.request('GET', '/v1/tracking/dhl/SANDBOX-DELIVERED')).body.code).toBe(
      'TRACKING_FETCH_FAILED',
    );
    expect((await sb.request('POST', '/v1/shipments', SHIPMENT)).status).toBe(503);
  });

  it('reset after commit: the API client sees an error, the shipment exists and is listed', async () => {
    sb = await startLifeSandbox({
      clock: fixedClock(WEDNESDAY_10_JST),
      faultRules: [parseFaultRule('POST /v1/shipments:reset-after-commit')],
    });
    const client = new ApiClient({ baseUrl: sb.url, token: sb.token, retry: { maxAttempts: 1 } });
    try {
      await expect(
        client.request({ method: 'POST', path: '/v1/shipments', body: SHIPMENT }),
      ).rejects.toMatchObject({
        category: expect.stringMatching(/outcome_unknown|network/),
      });
      const listed = await client.request<{ setup: { ref_number?: string } }[]>({
        method: 'GET',
        path: '/v1/shipments',
      });
      expect(listed.data.filter((s) => s.setup.ref_number === 'FAULT-1')).toHaveLength(1);
    } finally {
      await client.close();
    }
  });
});

describe('/__sandbox/faults', () => {
  it('main token only, outside the call limit and the faults themselves', async () => {
    sb = await startLifeSandbox({
      faultRules: [parseFaultRule('* /*:error-before-commit')],
      limits: { callLimit: { total: 1, windowMs: 60_000 } },
    });
    expect((await sb.request('GET', '/__sandbox/faults', undefined, { token: 'nope' })).status).toBe(403);
    expect((await sb.request('GET', '/__sandbox/faults', undefined, { token: null })).status).toBe(403);
    for (let i = 0; i < 3; i++) {
      const res = await sb.request('GET', '/__sandbox/faults');
      expect(res.status).toBe(200);
      expect(res.body.faults).toEqual([
        expect.objectContaining({ rule: '* /*:error-before-commit', source: 'start' }),
      ]);
    }
    expect((await sb.request('GET', '/v1/carriers')).status).toBe(503);
  });

  it('adds stored rules, refuses bad ones naming each, clears one route or all', async () => {
    sb = await startLifeSandbox({ seed: false, faultRules: [parseFaultRule('GET /v1/files:latency=1')] });
    const bad = await sb.request('POST', '/__sandbox/faults', {
      faults: ['POST /v1/addresses:latency=5', 'nonsense'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(['faults[1]']);
    const added = await sb.request('POST', '/__sandbox/faults', {
      faults: ['POST /v1/addresses:error-before-commit=500', 'CARRIER dhl:unreachable'],
    });
    expect(added.body.faults.map((f: { rule: string; source: string }) => `${f.source} ${f.rule}`)).toEqual([
      'start GET /v1/files:latency=1ms',
      'stored POST /v1/addresses:error-before-commit=500',
      'stored CARRIER dhl:unreachable',
    ]);
    expect((await sb.request('POST', '/v1/addresses', ADDRESS)).status).toBe(500);
    const one = await sb.request(
      'DELETE',
      `/__sandbox/faults?route=${encodeURIComponent('post /v1/addresses')}`,
    );
    expect(one.body.faults).toHaveLength(2);
    expect((await sb.request('POST', '/v1/addresses', ADDRESS)).status).toBe(200);
    expect((await sb.request('DELETE', '/__sandbox/faults')).body.faults).toEqual([]);
  });

  it('stored rules reach a sandbox running on the same file at once, and survive its restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shipctl-faults-'));
    dirs.push(dir);
    const dbPath = path.join(dir, 'sandbox.db');
    sb = await startLifeSandbox({ dbPath, seed: false });
    const other = openDb(dbPath); // another process, as `shipctl sandbox faults set` is
    addStoredFaults(other, [parseFaultRule('POST /v1/addresses:error-before-commit')]);
    expect((await sb.request('POST', '/v1/addresses', ADDRESS)).status).toBe(503);
    await sb.close();
    sb = await startLifeSandbox({ dbPath, seed: false });
    expect((await sb.request('POST', '/v1/addresses', ADDRESS)).status).toBe(503);
    sb.deps.faults.clear();
    expect((await sb.request('POST', '/v1/addresses', ADDRESS)).status).toBe(200);
    other.close();
  });
});
