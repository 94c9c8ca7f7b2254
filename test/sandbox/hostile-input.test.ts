// items 7 and 11: hostile input to the sandbox API. Absurd field lengths and
// nesting are refused with 400 naming the field; document links count against the
// call limit of the shipment's owner, and a document is rendered once and stored.
import { afterEach, describe, expect, it } from 'vitest';
import {
  domesticBody,
  startShippingSandbox,
  WEDNESDAY_10_JST,
  type ShippingSandbox,
} from './shipments.fixtures.js';

let sb: ShippingSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

const body = (over: Record<string, unknown> = {}) =>
  domesticBody({ service: 'sagawa_regular', pack_size: 80, test: true }, over);

describe('bounded field lengths and documents', () => {
  it('a 1,000,000-character name is refused with 400 naming the field; nothing is created', async () => {
    const s = (sb = await startShippingSandbox(WEDNESDAY_10_JST));
    const base = body();
    const res = await s.request('POST', '/v1/shipments', {
      ...base,
      to_address: { ...(base.to_address as object), full_name: 'x'.repeat(1_000_000) },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: 'to_address.full_name', issue: 'is 1,000,000 characters long; at most 1,000 are accepted' },
    ]);
    expect((await s.request('GET', '/v1/shipments?state=any')).body).toHaveLength(0);
  });

  it('a document link counts against the owner’s call limit (429 once spent) and is rendered once', async () => {
    const s = (sb = await startShippingSandbox(WEDNESDAY_10_JST, {
      limits: { callLimit: { total: 4, windowMs: 60_000 } },
    }));
    const made = await s.request('POST', '/v1/shipments', body()); // call 1
    expect(made.status).toBe(200);
    const link = new URL(made.body.delivery.label as string);
    const first = await fetch(link); // call 2
    expect(first.status).toBe(200);
    expect(first.headers.get('x-api-call-limit')).toBe('2/4');
    const a = Buffer.from(await first.arrayBuffer());
    const second = await fetch(link); // call 3
    const b = Buffer.from(await second.arrayBuffer());
    expect(b.equals(a)).toBe(true);
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM documents').get()).toEqual({ n: 1 });
    await fetch(link); // call 4
    const spent = await fetch(link);
    expect(spent.status).toBe(429);
    expect(spent.headers.get('x-api-call-reset')).toBeTruthy();
  });
});

describe('nesting depth', () => {
  it('unknown members nested 5,000 deep answer 400 naming the depth, not 500', async () => {
    const s = (sb = await startShippingSandbox(WEDNESDAY_10_JST));
    const raw = JSON.stringify(body()).replace(/}$/, `,"extra":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`);
    const res = await s.request('POST', '/v1/shipments', undefined, { raw });
    expect(res.status).toBe(400);
    expect(res.body.details[0].issue).toMatch(/nested deeper than 32 levels/);
  });
});

describe('credentials in validation errors', () => {
  it('a credential sent as a number is refused without echoing its value', async () => {
    const s = (sb = await startShippingSandbox(WEDNESDAY_10_JST));
    const res = await s.request('POST', '/v1/carriers', {
      type: 'yamato',
      credentials: { key: 987654321098 },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({
      field: 'credentials.key',
      issue: 'must be a string: send the number in quotes (leading zeros matter)',
    });
    expect(res.text).not.toContain('987654321098');
  });
});
