import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import { parseCallLimit } from '../../src/sandbox/call-limit.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

describe('authentication (spec 5, live notes: 403)', () => {
  it('refuses a call without a token with 403 and the error body', async () => {
    sb = await startTestSandbox({ seed: false });
    const res = await sb.request('GET', '/v1/carriers', undefined, { token: null });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ auth: false, message: 'Wrong token!', details: [] });
    expect(res.body.debug_id).toMatch(/^err_[0-9a-f]+$/);
  });

  it('refuses a wrong token with 403', async () => {
    sb = await startTestSandbox({ seed: false });
    const res = await sb.request('GET', '/v1/carriers', undefined, { token: 'not-the-token' });
    expect(res.status).toBe(403);
    expect(res.body.auth).toBe(false);
  });

  it('accepts the main token', async () => {
    sb = await startTestSandbox({ seed: false });
    const res = await sb.request('GET', '/v1/carriers');
    expect(res.status).toBe(200);
  });
});

describe('call limit (spec 8.1)', () => {
  it('sends the headers on every response, errors included', async () => {
    sb = await startTestSandbox({ seed: false, limits: { callLimit: { total: 5, windowMs: 60_000 } } });
    const ok = await sb.request('GET', '/v1/carriers');
    expect(ok.headers.get('x-api-call-limit')).toBe('4/5');
    expect(new Date(ok.headers.get('x-api-call-reset')!).toISOString()).toBe(
      ok.headers.get('x-api-call-reset'),
    );
    const notFound = await sb.request('GET', '/v1/nothing-here');
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('x-api-call-limit')).toBe('3/5');
    const denied = await sb.request('GET', '/v1/carriers', undefined, { token: 'wrong' });
    expect(denied.status).toBe(403);
    expect(denied.headers.get('x-api-call-limit')).toMatch(/^\d+\/5$/);
  });

  it('answers 429 with the error body once the window is spent, and refills after the reset', async () => {
    const clock = fixedClock('2025-03-03T01:00:00.000Z');
    sb = await startTestSandbox({ seed: false, clock, limits: { callLimit: parseCallLimit('3/60s') } });
    for (let i = 0; i < 3; i++) expect((await sb.request('GET', '/v1/carriers')).status).toBe(200);
    const limited = await sb.request('GET', '/v1/carriers');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-api-call-limit')).toBe('0/3');
    expect(limited.headers.get('x-api-call-reset')).toBe('2025-03-03T01:01:00.000Z');
    expect(limited.body.debug_id).toMatch(/^err_/);
    expect(limited.body.message).toMatch(/call limit/i);
    clock.advance(60_000);
    const again = await sb.request('GET', '/v1/carriers');
    expect(again.status).toBe(200);
    expect(again.headers.get('x-api-call-limit')).toBe('2/3');
  });

  it('parses --call-limit values', () => {
    expect(parseCallLimit('60/60s')).toEqual({ total: 60, windowMs: 60_000 });
    expect(parseCallLimit('10/1m')).toEqual({ total: 10, windowMs: 60_000 });
    expect(parseCallLimit('5/500ms')).toEqual({ total: 5, windowMs: 500 });
    expect(parseCallLimit('100/30')).toEqual({ total: 100, windowMs: 30_000 });
    expect(() => parseCallLimit('sixty')).toThrow(/TOTAL\/WINDOW/);
    expect(() => parseCallLimit('0/60s')).toThrow(/above zero/);
  });
});

describe('request parsing and error bodies (spec 7.2)', () => {
  it('turns malformed JSON into a 400 with a detail, never a 500', async () => {
    sb = await startTestSandbox({ seed: false });
    const res = await sb.request('POST', '/v1/addresses', undefined, { raw: '{"country": "JP",' });
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toMatchObject({ field: 'body' });
    expect(res.headers.get('x-api-call-limit')).toBeTruthy();
  });

  it('gives every error its own debug_id', async () => {
    sb = await startTestSandbox({ seed: false });
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await sb.request('GET', '/v1/unknown')).body.debug_id);
    expect(ids.size).toBe(5);
  });

  it('answers unknown routes with a spec error body', async () => {
    sb = await startTestSandbox({ seed: false });
    const res = await sb.request('GET', '/v1/unknown');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', details: [] });
  });
});

describe('body parsing is lenient about framing, strict about content', () => {
  it('reads JSON whatever the Content-Type says (curl -d sends a form type)', async () => {
    sb = await startTestSandbox({ seed: false });
    const res = await sb.request('POST', '/v1/sub-users', undefined, {
      raw: JSON.stringify({ email: 'form@example.com' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
  });

  it('takes an empty body as no body: a 400 detail, not a parser crash', async () => {
    sb = await startTestSandbox({ seed: false });
    const res = await sb.request('POST', '/v1/addresses', undefined, {
      raw: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toMatchObject({ field: 'body' });
    const regen = await sb.request('POST', '/v1/sub-users/none', undefined, {
      raw: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(regen.status).toBe(404);
  });
});

describe('fault hooks', () => {
  it('do nothing by default and can fail a route before or after its write', async () => {
    sb = await startTestSandbox({ seed: false });
    const address = {
      full_name: 'F',
      country: 'JP',
      zip: '1000001',
      province: '13',
      city: 'C',
      address1: '1',
    };
    sb.deps.faults.set('POST /v1/addresses', { failBeforeCommit: 503 });
    const before = await sb.request('POST', '/v1/addresses', address);
    expect(before.status).toBe(503);
    expect((await sb.request('GET', '/v1/addresses')).body).toEqual([]);

    sb.deps.faults.set('POST /v1/addresses', { failAfterCommit: 'status' });
    const after = await sb.request('POST', '/v1/addresses', address);
    expect(after.status).toBe(500);
    expect(after.body.debug_id).toMatch(/^err_/);
    expect((await sb.request('GET', '/v1/addresses')).body).toHaveLength(1);

    sb.deps.faults.set('POST /v1/addresses', { failAfterCommit: 'reset' });
    await expect(sb.request('POST', '/v1/addresses', address)).rejects.toThrow();
    expect((await sb.request('GET', '/v1/addresses')).body).toHaveLength(2);

    sb.deps.faults.set('POST /v1/addresses', null);
    expect((await sb.request('POST', '/v1/addresses', address)).status).toBe(200);
  });
});
