// GET /v1/tracking/:carrier/:trackingNumber (spec 4.10, record 2.17).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TrackingRecordSchema } from '../../src/contract/index.js';
import { carrierFaultKey } from '../../src/sandbox/shipping/accounts.js';
import {
  domesticBody,
  fields,
  internationalBody,
  startShippingSandbox,
  type ShippingSandbox,
} from './shipments.fixtures.js';

let sb: ShippingSandbox;
afterEach(async () => sb?.close());

async function ship(
  body: Record<string, unknown> = domesticBody({ service: 'sagawa_regular', pack_size: 60 }),
) {
  const res = await sb.request('POST', '/v1/shipments', body);
  expect(res.status).toBe(200);
  return {
    id: res.body.id as string,
    numbers: res.body.delivery.tracking_numbers as string[],
    eta: res.body.delivery.estimated_delivery_date as string,
  };
}
const track = (carrier: string, n: string, token?: string) =>
  sb.request('GET', `/v1/tracking/${carrier}/${n}`, undefined, token ? { token } : {});

describe('GET /v1/tracking', () => {
  it('rule 4: an own number not yet scanned is 200 pre-transit with an empty history', async () => {
    sb = await startShippingSandbox();
    const s = await ship();
    const res = await track('sagawa', s.numbers[0]!);
    expect(res.status).toBe(200);
    const record = TrackingRecordSchema.parse(res.body);
    expect(record).toMatchObject({
      requested_at: '2026-03-04T01:00:00.000Z',
      carrier: 'sagawa',
      tracking_number: s.numbers[0],
      shipment_id: s.id,
      history: [],
    });
    expect(record.current_status).toMatchObject({ status: 'pre-transit', location: { country: 'JP' } });
  });

  it('the simulated carrier collects, moves and delivers on the estimated date, chronologically', async () => {
    sb = await startShippingSandbox();
    const s = await ship();
    sb.clock.set('2026-03-04T07:30:00Z'); // 16:30 JST: collected at the 16:00 round
    const collected = await track('sagawa', s.numbers[0]!);
    expect(collected.body.current_status.status).toBe('collected');
    expect(collected.body.history).toHaveLength(1);
    sb.clock.set(`${s.eta}T06:00:00Z`); // 15:00 JST on the estimated date
    const done = await track('sagawa', s.numbers[0]!);
    const statuses = done.body.history.map((e: { status: string }) => e.status);
    expect(statuses[0]).toBe('collected');
    expect(statuses).toContain('transit');
    expect(statuses.at(-1)).toBe('delivered');
    expect(done.body.current_status).toEqual(done.body.history.at(-1));
    const dates = done.body.history.map((e: { date: string }) => Date.parse(e.date));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    expect(done.body.history.at(-1).date.slice(0, 10)).toBe(s.eta);
    for (const e of done.body.history) expect(e.location).toHaveProperty('zip');
  });

  it('a void shipment is never collected after it was voided', async () => {
    sb = await startShippingSandbox();
    const s = await ship();
    await sb.request('DELETE', `/v1/shipments/${s.id}`);
    sb.clock.set('2026-03-10T00:00:00Z');
    const res = await track('sagawa', s.numbers[0]!);
    expect(res.body.history).toEqual([]);
    expect(res.body.current_status.status).toBe('pre-transit');
  });

  it('a return label number stays pre-transit; the outbound one moves', async () => {
    sb = await startShippingSandbox();
    const s = await ship(internationalBody({ service: 'dhl_express_worldwide', return_label: true }));
    sb.clock.set('2026-03-20T00:00:00Z');
    expect((await track('dhl', s.numbers[0]!)).body.current_status.status).toBe('delivered');
    expect((await track('dhl', s.numbers[1]!)).body.history).toEqual([]);
  });

  it('rule 2: an unknown number, or another principal’s, is 404 TRACKING_NOT_FOUND', async () => {
    sb = await startShippingSandbox();
    const s = await ship();
    const unknown = await track('sagawa', '123456789012');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('TRACKING_NOT_FOUND');
    expect((await track('yamato', s.numbers[0]!)).body.code).toBe('TRACKING_NOT_FOUND');
    const sub = await sb.request('POST', '/v1/sub-users', {
      email: 'sub@example.com',
      api_token: true,
      contact: { first_name: 'Sub' },
    });
    expect((await track('sagawa', s.numbers[0]!, sub.body.token)).status).toBe(404);
  });

  it('carriers without tracking are refused naming the carrier', async () => {
    sb = await startShippingSandbox();
    const res = await track('seino', '1234567890');
    expect(res.status).toBe(400);
    expect(fields(res.body)).toEqual(['carrier']);
    expect(res.body.details[0].issue).toContain('seino');
  });

  it('rule 3: an unreachable carrier is 503 TRACKING_FETCH_FAILED, SERVICE_UNAVAILABLE for sagawa', async () => {
    sb = await startShippingSandbox();
    const s = await ship();
    sb.deps.faults.set(carrierFaultKey('sagawa'), { failBeforeCommit: 503 });
    sb.deps.faults.set(carrierFaultKey('dhl'), { failBeforeCommit: 503 });
    const sagawa = await track('sagawa', s.numbers[0]!);
    expect(sagawa.status).toBe(503);
    expect(sagawa.body.code).toBe('SERVICE_UNAVAILABLE');
    const dhl = await track('dhl', '1234567890');
    expect(dhl.status).toBe(503);
    expect(dhl.body.code).toBe('TRACKING_FETCH_FAILED');
  });
});

describe('rule 1: 15 queries per number', () => {
  it('the 16th query is 429 TRACKING_LIMIT_EXCEEDED, per number', async () => {
    sb = await startShippingSandbox();
    const s = await ship();
    for (let i = 1; i <= 15; i++) expect((await track('sagawa', s.numbers[0]!)).status).toBe(200);
    const sixteenth = await track('sagawa', s.numbers[0]!);
    expect(sixteenth.status).toBe(429);
    expect(sixteenth.body.code).toBe('TRACKING_LIMIT_EXCEEDED');
    const other = await ship();
    expect((await track('sagawa', other.numbers[0]!)).status).toBe(200);
  });

  it('unknown numbers count too, and the count survives a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shipctl-tracking-'));
    const dbPath = join(dir, 'sandbox.db');
    try {
      sb = await startShippingSandbox(undefined, { dbPath });
      for (let i = 1; i <= 10; i++) expect((await track('dhl', '9999999999')).status).toBe(404);
      await sb.close();
      sb = await startShippingSandbox(undefined, { dbPath });
      for (let i = 11; i <= 15; i++) expect((await track('dhl', '9999999999')).status).toBe(404);
      expect((await track('dhl', '9999999999')).status).toBe(429);
    } finally {
      await sb.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
