// the sandbox's gaps against the spec: ups seeded, error links and
// descriptions (7.2), inferred rules marked in the 400, tracking counted per
// normalised number (4.10), empty address-book entries refused (4.11), negotiated
// rates in both shapes with a message object (4.9). Clock pinned to Wednesday
// 2026-03-04 10:00 JST (WEDNESDAY_10_JST).
import { afterEach, describe, expect, it } from 'vitest';
import {
  LONDON,
  PRODUCT,
  accountId,
  fields,
  internationalBody,
  startShippingSandbox,
  type ShippingSandbox,
} from './shipments.fixtures.js';

let sb: ShippingSandbox;
afterEach(() => sb?.close());

describe('ups is testable: seeded as if connected in the dashboard', () => {
  it('ups rates for a parcel to the US, and a ups test label', async () => {
    sb = await startShippingSandbox();
    const rates = await sb.request('POST', '/v1/rates', {
      ...internationalBody({}),
      to_address: { ...LONDON, country: 'US', zip: '94105', province: 'CA', city: 'San Francisco' },
    });
    expect(rates.status).toBe(200);
    const list = (Array.isArray(rates.body) ? rates.body : rates.body.rates) as { carrier: string }[];
    expect(list.some((r) => r.carrier === 'ups')).toBe(true);
    const label = await sb.request(
      'POST',
      '/v1/shipments',
      internationalBody({ service: 'ups_saver', test: true }),
    );
    expect(label.status).toBe(200);
    expect(label.body.delivery.carrier).toBe('ups');
    expect(label.body.test).toBe(true);
  });

  it('POST /v1/carriers still refuses ups (dashboard only)', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request('POST', '/v1/carriers', { type: 'ups', credentials: {}, settings: {} });
    expect(res.status).toBe(400);
  });
});

describe('error bodies (7.2): link and description', () => {
  it('a 404 carries a description and a link to the sandbox’s page for its code, which answers', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request('GET', '/v1/shipments/API-NOPE000000');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      code: 'NOT_FOUND',
      description: expect.any(String),
      link: `${sb.url}/docs/errors#NOT_FOUND`,
    });
    const page = await fetch(`${sb.url}/docs/errors`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('NOT_FOUND');
  });

  it('a 403 (wrong token) has the authentication link too', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request('GET', '/v1/carriers', undefined, { token: 'wrong' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ auth: false, link: `${sb.url}/docs/errors#AUTHENTICATION_ERROR` });
  });

  it('a 400 of an inferred rule says so: details marked, description naming the rule', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      internationalBody(
        { service: 'dhl_express_worldwide' },
        { products: [{ ...PRODUCT, hs_code: '6109' }] },
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      expect.objectContaining({
        field: 'products[0].hs_code',
        rule: 'products.hs-code-digits',
        source: 'inferred',
      }),
    ]);
    expect(res.body.description).toMatch(/inferred, not in the spec \(products\.hs-code-digits: inferred: /);
    expect(res.body.link).toBe(`${sb.url}/docs/errors#VALIDATION_ERROR`);
  });

  it('a 400 of a spec rule is not marked', async () => {
    sb = await startShippingSandbox();
    const res = await sb.request(
      'POST',
      '/v1/shipments',
      internationalBody({ service: 'dhl_express_worldwide', cool_options: 'frozen' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.details.every((d: { source?: string }) => d.source === undefined)).toBe(true);
  });
});

describe('tracking queries count per normalised number (4.10 rule 1)', () => {
  it('SAGAWA123, sagawa-123 and the same number under yamato share one count of 15', async () => {
    sb = await startShippingSandbox();
    const spellings = [
      'sagawa/SAGAWA123',
      'sagawa/sagawa123',
      'yamato/sagawa-123',
      'sagawa/ＳＡＧＡＷＡ１２３',
    ];
    for (let i = 0; i < 15; i++) {
      const res = await sb.request('GET', `/v1/tracking/${spellings[i % spellings.length]}`);
      expect(res.status).toBe(404); // unknown, but counted
    }
    const sixteenth = await sb.request('GET', '/v1/tracking/sagawa/Sagawa123');
    expect(sixteenth.status).toBe(429);
    expect(sixteenth.body.code).toBe('TRACKING_LIMIT_EXCEEDED');
    expect((await sb.request('GET', '/v1/tracking/sagawa/OTHER123')).status).toBe(404);
  });
});

describe('address book (4.11): an entry a label could use', () => {
  it('{} is refused (it would take one of the 50 slots for ever); a zip alone is kept', async () => {
    sb = await startShippingSandbox();
    const empty = await sb.request('POST', '/v1/addresses', {});
    expect(empty.status).toBe(400);
    expect(fields(empty.body)).toEqual(['address']);
    expect(empty.body.details[0]).toMatchObject({ rule: 'address.book-entry-usable', source: 'inferred' });
    expect((await sb.request('GET', '/v1/addresses')).body).toEqual([]);
    expect((await sb.request('POST', '/v1/addresses', { zip: '1000001', country: 'JP' })).status).toBe(200);
  });
});

describe('negotiated rates (4.9): both shapes, a message object', () => {
  const rows = [{ from: '関東', size: 60, price: { 関東: '1,000', 関西: '1,200' } }];
  it('the bare array and { rates: [...] } are both saved; the answer is { message }', async () => {
    sb = await startShippingSandbox();
    const sagawa = await accountId(sb, 'sagawa');
    const bare = await sb.request('POST', `/v1/carriers/${sagawa}/rates`, rows);
    expect(bare.status).toBe(200);
    expect(bare.body).toEqual({ message: expect.stringMatching(/saved: 1 row\./) });
    const wrapped = await sb.request('POST', `/v1/carriers/${sagawa}/rates`, { rates: rows });
    expect(wrapped.status).toBe(200);
    expect(wrapped.body).toEqual({ message: expect.stringMatching(/saved: 1 row\./) });
    const bad = await sb.request('POST', `/v1/carriers/${sagawa}/rates`, { rates: [] });
    expect(bad.status).toBe(400);
  });
});
