// GET /v1/shipments (spec 4.2, 8.2, 8.3), GET and DELETE /v1/shipments/:id (4.3, 4.4).
import { afterEach, describe, expect, it } from 'vitest';
import { ShipmentSchema } from '../../src/contract/index.js';
import {
  domesticBody,
  fields,
  internationalBody,
  startShippingSandbox,
  type ShippingSandbox,
} from './shipments.fixtures.js';

let sb: ShippingSandbox;
afterEach(async () => sb?.close());

const DAY = 86_400_000;
const sagawa = (ref: string) => domesticBody({ service: 'sagawa_regular', pack_size: 60, ref_number: ref });

async function create(body: Record<string, unknown>): Promise<string> {
  const res = await sb.request('POST', '/v1/shipments', body);
  expect(res.status).toBe(200);
  return res.body.id as string;
}

describe('GET /v1/shipments', () => {
  it('answers a bare array (4.2), newest first, with paging facts in headers', async () => {
    sb = await startShippingSandbox();
    const a = await create(sagawa('A'));
    sb.clock.advance(60_000);
    const b = await create(sagawa('B'));
    const res = await sb.request('GET', '/v1/shipments');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((s: { id: string }) => s.id)).toEqual([b, a]);
    for (const s of res.body) ShipmentSchema.parse(s);
    expect(res.headers.get('x-total-count')).toBe('2');
    expect(res.headers.get('x-pages')).toBe('1');
    expect(res.headers.get('x-current-page')).toBe('1');
  });

  it('a shipment is found again by listing and matching setup.ref_number (no ref_number filter exists)', async () => {
    sb = await startShippingSandbox();
    const id = await create(sagawa('BATCH-42'));
    await create(sagawa('BATCH-43'));
    const res = await sb.request('GET', '/v1/shipments?limit=250');
    const match = res.body.filter(
      (s: { setup: { ref_number?: string } }) => s.setup.ref_number === 'BATCH-42',
    );
    expect(match.map((s: { id: string }) => s.id)).toEqual([id]);
  });

  it('filters by carrier', async () => {
    sb = await startShippingSandbox();
    await create(sagawa('S'));
    const dhl = await create(internationalBody({ service: 'dhl_express_worldwide' }));
    const res = await sb.request('GET', '/v1/shipments?carrier=dhl');
    expect(res.body.map((s: { id: string }) => s.id)).toEqual([dhl]);
    const bad = await sb.request('GET', '/v1/shipments?carrier=pigeon');
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toEqual(['carrier']);
  });

  it('paginates with limit and page; limit above 250 is refused', async () => {
    sb = await startShippingSandbox();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.unshift(await create(sagawa(`P${i}`)));
      sb.clock.advance(1000);
    }
    const page2 = await sb.request('GET', '/v1/shipments?limit=2&page=2');
    expect(page2.body.map((s: { id: string }) => s.id)).toEqual(ids.slice(2, 4));
    expect(page2.headers.get('x-pages')).toBe('3');
    expect(page2.headers.get('x-current-page')).toBe('2');
    expect((await sb.request('GET', '/v1/shipments?limit=2&page=4')).body).toEqual([]);
    expect((await sb.request('GET', '/v1/shipments?limit=250')).status).toBe(200);
    const tooMany = await sb.request('GET', '/v1/shipments?limit=251');
    expect(tooMany.status).toBe(400);
    expect(fields(tooMany.body)).toEqual(['limit']);
    expect(fields((await sb.request('GET', '/v1/shipments?page=0')).body)).toEqual(['page']);
  });

  it('shows only shipments created within the last 2 months (8.3), whatever created_after says', async () => {
    sb = await startShippingSandbox('2026-01-01T01:00:00Z');
    const old = await create(sagawa('OLD'));
    sb.clock.set('2026-01-20T01:00:00Z');
    const recent = await create(sagawa('RECENT'));
    sb.clock.set('2026-03-04T01:00:00Z');
    const ids = (await sb.request('GET', '/v1/shipments')).body.map((s: { id: string }) => s.id);
    expect(ids).toEqual([recent]);
    const widened = await sb.request('GET', '/v1/shipments?created_after=2025-12-01T00:00:00Z');
    expect(widened.body.map((s: { id: string }) => s.id)).not.toContain(old);
    expect((await sb.request('GET', `/v1/shipments/${old}`)).status).toBe(200);
  });

  it('created_after / created_before narrow the window', async () => {
    sb = await startShippingSandbox();
    const first = await create(sagawa('1'));
    sb.clock.advance(DAY);
    const second = await create(sagawa('2'));
    const before = new Date(Date.parse('2026-03-04T01:00:00Z') + DAY / 2).toISOString();
    expect(
      (await sb.request('GET', `/v1/shipments?created_before=${before}`)).body.map(
        (s: { id: string }) => s.id,
      ),
    ).toEqual([first]);
    expect(
      (await sb.request('GET', `/v1/shipments?created_after=${before}`)).body.map(
        (s: { id: string }) => s.id,
      ),
    ).toEqual([second]);
    expect(fields((await sb.request('GET', '/v1/shipments?created_after=yesterday')).body)).toEqual([
      'created_after',
    ]);
  });
});

describe('GET and DELETE /v1/shipments/:id', () => {
  it('DELETE voids: the answer is a JSON string, state filters see it as void', async () => {
    sb = await startShippingSandbox();
    const keep = await create(sagawa('KEEP'));
    const gone = await create(sagawa('GONE'));
    const res = await sb.request('DELETE', `/v1/shipments/${gone}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toBe(`Shipment ${gone} was deleted`);
    const ids = async (q: string) =>
      (await sb.request('GET', `/v1/shipments${q}`)).body.map((s: { id: string }) => s.id);
    expect(await ids('')).toEqual([keep]);
    expect(await ids('?state=void')).toEqual([gone]);
    expect((await ids('?state=any')).sort()).toEqual([keep, gone].sort());
    expect((await sb.request('GET', `/v1/shipments/${gone}`)).body.state).toBe('void');
    expect((await sb.request('DELETE', `/v1/shipments/${gone}`)).body).toBe(`Shipment ${gone} was deleted`);
    expect(fields((await sb.request('GET', '/v1/shipments?state=deleted')).body)).toEqual(['state']);
  });

  it('an unknown id, or another principal’s, is 404', async () => {
    sb = await startShippingSandbox();
    const id = await create(sagawa('MINE'));
    const missing = await sb.request('GET', '/v1/shipments/API-0000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', debug_id: expect.stringMatching(/^err_/) });
    const sub = await sb.request('POST', '/v1/sub-users', {
      email: 'sub@example.com',
      api_token: true,
      contact: { first_name: 'Sub' },
    });
    expect(sub.status).toBe(200);
    const token = sub.body.token as string;
    expect((await sb.request('GET', `/v1/shipments/${id}`, undefined, { token })).status).toBe(404);
    expect((await sb.request('DELETE', `/v1/shipments/${id}`, undefined, { token })).status).toBe(404);
    expect((await sb.request('GET', '/v1/shipments', undefined, { token })).body).toEqual([]);
  });

  it('scope=all lists the same API shipments; scope=app is refused', async () => {
    sb = await startShippingSandbox();
    const id = await create(sagawa('S'));
    expect(
      (await sb.request('GET', '/v1/shipments?scope=all')).body.map((s: { id: string }) => s.id),
    ).toEqual([id]);
    expect(fields((await sb.request('GET', '/v1/shipments?scope=app')).body)).toEqual(['scope']);
  });
});

describe('reconciling after an ambiguous failure (ARCHITECTURE.md reliability rules)', () => {
  it('a failure after the commit leaves the shipment, found again by its ref_number', async () => {
    sb = await startShippingSandbox();
    sb.deps.faults.set('POST /v1/shipments', { failAfterCommit: 'status' });
    const res = await sb.request('POST', '/v1/shipments', sagawa('AMBIGUOUS-1'));
    expect(res.status).toBe(500);
    sb.deps.faults.set('POST /v1/shipments', null);
    const list = await sb.request('GET', '/v1/shipments');
    const found = list.body.filter(
      (s: { setup: { ref_number?: string } }) => s.setup.ref_number === 'AMBIGUOUS-1',
    );
    expect(found).toHaveLength(1);
  });

  it('a failure before the commit leaves nothing', async () => {
    sb = await startShippingSandbox();
    sb.deps.faults.set('POST /v1/shipments', { failBeforeCommit: 503 });
    expect((await sb.request('POST', '/v1/shipments', sagawa('NEVER'))).status).toBe(503);
    sb.deps.faults.set('POST /v1/shipments', null);
    expect((await sb.request('GET', '/v1/shipments?state=any')).body).toEqual([]);
  });
});
