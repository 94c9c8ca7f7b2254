// The persisted sandbox clock: parsing what `sandbox clock` takes, the setting in
// the meta table, and a served sandbox following a change made through another
// connection to the same file (as another process's `sandbox clock set` is).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  advanceClock,
  describeClock,
  persistedClock,
  readClockSetting,
  setClock,
  writeClockSetting,
} from '../../src/sandbox/clock.js';
import { formatDuration, parseDuration, parseInstant } from '../../src/sandbox/clock-parse.js';
import { wipeAll } from '../../src/sandbox/store/admin.js';
import { openDb, type SandboxDb } from '../../src/sandbox/store/db.js';
import { startLifeSandbox, type LifeSandbox } from './life.fixtures.js';
import { domesticBody } from './shipments.fixtures.js';

let sb: LifeSandbox | undefined;
const cleanup: (() => void)[] = [];
afterEach(async () => {
  await sb?.close();
  sb = undefined;
  for (const fn of cleanup.splice(0)) fn();
});

function tempDb(): { dbPath: string; open(): SandboxDb } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shipctl-clock-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const dbPath = path.join(dir, 'sandbox.db');
  return {
    dbPath,
    open() {
      const db = openDb(dbPath);
      cleanup.unshift(() => db.close());
      return db;
    },
  };
}

describe('clock arguments', () => {
  it('instants need a zone: ISO 8601 with Z or an offset, or JST', () => {
    expect(parseInstant('2026-03-09 10:00 JST').toISOString()).toBe('2026-03-09T01:00:00.000Z');
    expect(parseInstant('2026-03-09T10:00:30 jst').toISOString()).toBe('2026-03-09T01:00:30.000Z');
    expect(parseInstant('2026-03-09 JST').toISOString()).toBe('2026-03-08T15:00:00.000Z');
    expect(parseInstant('2026-03-09T01:00:00Z').toISOString()).toBe('2026-03-09T01:00:00.000Z');
    expect(parseInstant('2026-03-09T10:00+09:00').toISOString()).toBe('2026-03-09T01:00:00.000Z');
    for (const bad of ['2026-03-09 10:00', '2026-03-09', 'tomorrow', '2026-02-30 10:00 JST'])
      expect(() => parseInstant(bad)).toThrow(/invalid/);
  });

  it('durations carry a unit', () => {
    expect(parseDuration('2h')).toBe(7_200_000);
    expect(parseDuration('3d')).toBe(259_200_000);
    expect(parseDuration('90m')).toBe(5_400_000);
    expect(parseDuration('1d12h')).toBe(129_600_000);
    expect(parseDuration('1w 2d')).toBe(9 * 86_400_000);
    expect(parseDuration('500ms')).toBe(500);
    for (const bad of ['3', 'h', '2x', '-1d', ''])
      expect(() => parseDuration(bad)).toThrow(/invalid duration/);
    expect(formatDuration(90_061_000)).toBe('1d 1h 1m 1s');
    expect(formatDuration(-7_200_000)).toBe('-2h');
  });
});

describe('the persisted clock', () => {
  it('is real time until set; runs from an offset, or stays frozen; advance keeps the mode', () => {
    const db = openDb();
    cleanup.push(() => db.close());
    let real = Date.parse('2026-01-01T00:00:00Z');
    const clock = persistedClock(db, () => real);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');

    setClock(db, new Date('2026-03-09T01:00:00Z'), { realMs: real });
    real += 60_000;
    expect(clock.now().toISOString()).toBe('2026-03-09T01:01:00.000Z');
    advanceClock(db, 3_600_000);
    expect(clock.now().toISOString()).toBe('2026-03-09T02:01:00.000Z');

    setClock(db, new Date('2026-03-07T01:00:00Z'), { freeze: true });
    real += 86_400_000;
    expect(clock.now().toISOString()).toBe('2026-03-07T01:00:00.000Z');
    advanceClock(db, 2 * 86_400_000);
    expect(readClockSetting(db)).toEqual({ mode: 'fixed', at: '2026-03-09T01:00:00.000Z' });
    expect(describeClock(readClockSetting(db), real)).toMatchObject({
      mode: 'frozen',
      now: '2026-03-09T01:00:00.000Z',
    });

    writeClockSetting(db, { mode: 'real' });
    expect(clock.now().getTime()).toBe(real);
  });

  it('a served sandbox follows a change made through another connection at once; reset keeps it', async () => {
    const t = tempDb();
    sb = await startLifeSandbox({ dbPath: t.dbPath });
    const other = t.open();
    setClock(other, new Date('2026-03-04T01:00:00Z'), { freeze: true });
    expect((await sb.request('GET', '/__sandbox/clock')).body).toMatchObject({
      mode: 'frozen',
      now: '2026-03-04T01:00:00.000Z',
    });
    const created = await sb.request(
      'POST',
      '/v1/shipments',
      domesticBody({ service: 'sagawa_regular', pack_size: 60 }),
    );
    expect(created.body.created_at).toBe('2026-03-04T01:00:00.000Z');

    setClock(other, new Date('2026-03-07T01:00:00Z'), { freeze: true }); // a Saturday
    const saturday = await sb.request(
      'POST',
      '/v1/shipments',
      domesticBody({ service: 'yamato_regular', test: true, shipment_date: '2026-03-07' }),
    );
    expect(saturday.status).toBe(400);
    expect(saturday.body.details[0].issue).toMatch(/Monday–Friday 09:00–22:00 JST/);

    wipeAll(other);
    expect(readClockSetting(sb.db)).toEqual({ mode: 'fixed', at: '2026-03-07T01:00:00.000Z' });
  });

  it('the call-limit window runs on real time, so a frozen clock still refills it', async () => {
    const t = tempDb();
    sb = await startLifeSandbox({
      dbPath: t.dbPath,
      seed: false,
      limits: { callLimit: { total: 2, windowMs: 200 } },
    });
    setClock(sb.db, new Date('2026-03-04T01:00:00Z'), { freeze: true });
    const before = Date.now();
    expect((await sb.request('GET', '/v1/carriers')).status).toBe(200);
    expect((await sb.request('GET', '/v1/carriers')).status).toBe(200);
    const limited = await sb.request('GET', '/v1/carriers');
    const after = Date.now();
    expect(limited.status).toBe(429);
    // The reset is one window after the first call, on the real clock — not on the frozen 2026-03-04.
    const reset = Date.parse(limited.headers.get('x-api-call-reset')!);
    expect(reset).toBeGreaterThanOrEqual(before);
    expect(reset).toBeLessThanOrEqual(after + 200);
    // Until the reset instant itself, not a guess at how long the window is.
    await new Promise((r) => setTimeout(r, Math.max(0, reset - Date.now() + 1)));
    expect((await sb.request('GET', '/v1/carriers')).status).toBe(200);
  });
});
