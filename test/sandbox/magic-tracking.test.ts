// Magic tracking numbers (docs/sandbox.md): fixed outcomes for every tracking
// carrier, without a shipment, still counted against the 15 queries per number.
import { afterEach, describe, expect, it } from 'vitest';
import { TrackingRecordSchema } from '../../src/contract/index.js';
import { TRACKING_CARRIERS } from '../../src/domain/index.js';
import { MAGIC_NUMBERS } from '../../src/sandbox/tracking/magic.js';
import { startShippingSandbox, type ShippingSandbox } from './shipments.fixtures.js';

let sb: ShippingSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

const track = (carrier: string, n: string) => sb!.request('GET', `/v1/tracking/${carrier}/${n}`);
const statuses = (h: { status: string }[]) => h.map((e) => e.status);

describe('magic tracking numbers', () => {
  it('give their fixed outcome for every tracking carrier', async () => {
    sb = await startShippingSandbox(); // Wednesday 2026-03-04 10:00 JST
    for (const carrier of TRACKING_CARRIERS) {
      const delivered = await track(carrier, 'SANDBOX-DELIVERED');
      expect(delivered.status).toBe(200);
      const record = TrackingRecordSchema.parse(delivered.body);
      expect(record).toMatchObject({ carrier, tracking_number: 'SANDBOX-DELIVERED', shipment_id: null });
      expect(statuses(delivered.body.history)).toEqual(['collected', 'transit', 'transit', 'delivered']);
      expect(delivered.body.current_status).toEqual(delivered.body.history.at(-1));
      expect(delivered.body.current_status.date).toBe('2026-03-03T05:00:00.000Z'); // yesterday 14:00 JST
      for (const e of delivered.body.history) {
        expect(e.location).toEqual(
          expect.objectContaining({ city: expect.any(String), country: expect.any(String) }),
        );
        expect(e.location).toHaveProperty('zip');
        expect(Date.parse(e.date)).toBeLessThanOrEqual(Date.parse('2026-03-04T01:00:00Z'));
      }

      expect((await track(carrier, 'SANDBOX-IN-TRANSIT')).body.current_status.status).toBe('transit');
      expect((await track(carrier, 'sandbox-collected')).body.current_status.status).toBe('collected');
      const exception = await track(carrier, 'SANDBOX-EXCEPTION');
      expect(statuses(exception.body.history).at(-1)).toBe('exception');
      expect(exception.body.current_status.details).toMatch(/absent/);

      const never = await track(carrier, 'SANDBOX-NEVER-SCANNED');
      expect(never.status).toBe(200);
      expect(never.body.history).toEqual([]);
      expect(never.body.current_status.status).toBe('pre-transit');

      const missing = await track(carrier, 'SANDBOX-NOT-FOUND');
      expect([missing.status, missing.body.code]).toEqual([404, 'TRACKING_NOT_FOUND']);

      const down = await track(carrier, 'SANDBOX-UNREACHABLE');
      expect([down.status, down.body.code]).toEqual([
        503,
        carrier === 'sagawa' ? 'SERVICE_UNAVAILABLE' : 'TRACKING_FETCH_FAILED',
      ]);
    }
  });

  it('international carriers deliver abroad, domestic ones in Japan', async () => {
    sb = await startShippingSandbox();
    const dhl = (await track('dhl', 'SANDBOX-DELIVERED')).body.current_status.location;
    const sagawa = (await track('sagawa', 'SANDBOX-DELIVERED')).body.current_status.location;
    expect(dhl.country).toBe('US');
    expect(sagawa).toEqual({ city: 'Osaka-shi', country: 'JP', zip: '5300001' });
  });

  it('move with the sandbox clock and still count toward the 15 queries', async () => {
    sb = await startShippingSandbox();
    const first = (await track('yamato', 'SANDBOX-DELIVERED')).body.current_status.date;
    sb.clock.advance(86_400_000);
    expect(Date.parse((await track('yamato', 'SANDBOX-DELIVERED')).body.current_status.date)).toBe(
      Date.parse(first) + 86_400_000,
    );
    for (let i = 3; i <= 15; i++) expect((await track('yamato', 'SANDBOX-DELIVERED')).status).toBe(200);
    const over = await track('yamato', 'SANDBOX-DELIVERED');
    expect([over.status, over.body.code]).toEqual([429, 'TRACKING_LIMIT_EXCEEDED']);
  });

  it('are documented in docs/sandbox.md', async () => {
    const { readFileSync } = await import('node:fs');
    const doc = readFileSync(new URL('../../docs/sandbox.md', import.meta.url), 'utf8');
    for (const m of MAGIC_NUMBERS) expect(doc).toContain(`\`${m.number}\``);
  });
});
