import { afterEach, describe, expect, it } from 'vitest';
import { SubUserSchema } from '../../src/contract/records.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

const create = (s: TestSandbox, email: string, api_token = true) =>
  s.request('POST', '/v1/sub-users', {
    email,
    api_token,
    contact: { first_name: 'Hanako', last_name: 'Sato', company: 'Shop' },
  });

describe('sub-users (spec 4.14)', () => {
  it('creates a sub-user with a token when asked, and lists it without the token', async () => {
    sb = await startTestSandbox({ seed: false });
    const res = await create(sb, 'hanako@example.com');
    expect(res.status).toBe(200);
    SubUserSchema.parse(res.body);
    expect(res.body).toMatchObject({
      email: 'hanako@example.com',
      first_name: 'Hanako',
      last_name: 'Sato',
      company: 'Shop',
    });
    expect(res.body.token).toMatch(/^[0-9a-f]{40}$/);
    const list = await sb.request('GET', '/v1/sub-users');
    expect(list.body).toHaveLength(1);
    expect(list.body[0].token).toBeUndefined();
    const one = await sb.request('GET', `/v1/sub-users/${res.body.id}`);
    expect(one.body).toMatchObject({ id: res.body.id, email: 'hanako@example.com' });
    const none = await create(sb, 'notoken@example.com', false);
    expect(none.body.token).toBeUndefined();
    const bare = await sb.request('POST', `/v1/sub-users/${none.body.id}`);
    expect(bare.status).toBe(200);
    await sb.request('DELETE', `/v1/sub-users/${none.body.id}`);
    const noContact = await sb.request('POST', '/v1/sub-users', { email: 'plain@example.com' });
    expect(noContact.body).toEqual({
      id: expect.any(String),
      created_at: expect.any(String),
      email: 'plain@example.com',
    });
    SubUserSchema.parse(noContact.body);
  });

  it('refuses a third active sub-user with 400 SUB_USER_LIMIT_REACHED; deleting one frees a place', async () => {
    sb = await startTestSandbox({ seed: false });
    const first = await create(sb, 'a@example.com');
    expect((await create(sb, 'b@example.com')).status).toBe(200);
    const third = await create(sb, 'c@example.com');
    expect(third.status).toBe(400);
    expect(third.body.code).toBe('SUB_USER_LIMIT_REACHED');
    expect(third.body.debug_id).toMatch(/^err_/);
    const del = await sb.request('DELETE', `/v1/sub-users/${first.body.id}`);
    expect(del.status).toBe(200);
    expect(typeof del.body).toBe('string');
    expect(del.body).toContain(first.body.id);
    expect(del.body).toContain('a@example.com');
    expect((await create(sb, 'c@example.com')).status).toBe(200);
  });

  it('validates the body (e-mail, contact members) and refuses a duplicate e-mail', async () => {
    sb = await startTestSandbox({ seed: false });
    const bad = await sb.request('POST', '/v1/sub-users', { email: 'nope', contact: { nickname: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(['email', 'contact.nickname']);
    await create(sb, 'dup@example.com');
    const dup = await create(sb, 'DUP@example.com');
    expect(dup.status).toBe(400);
    expect(dup.body.details[0].field).toBe('email');
  });

  it('sub-user endpoints refuse a sub-user token with 403', async () => {
    sb = await startTestSandbox({ seed: false });
    const sub = (await create(sb, 'sub@example.com')).body;
    for (const [method, path] of [
      ['GET', '/v1/sub-users'],
      ['POST', '/v1/sub-users'],
      ['GET', `/v1/sub-users/${sub.id}`],
      ['POST', `/v1/sub-users/${sub.id}`],
      ['DELETE', `/v1/sub-users/${sub.id}`],
    ] as const) {
      const res = await sb.request(method, path, method === 'POST' ? { email: 'x@example.com' } : undefined, {
        token: sub.token,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.debug_id).toMatch(/^err_/);
    }
  });

  it('regenerating a token invalidates the old one', async () => {
    sb = await startTestSandbox({ seed: false });
    const sub = (await create(sb, 'sub@example.com')).body;
    expect((await sb.request('GET', '/v1/carriers', undefined, { token: sub.token })).status).toBe(200);
    const regen = await sb.request('POST', `/v1/sub-users/${sub.id}`);
    expect(regen.status).toBe(200);
    expect(Object.keys(regen.body)).toEqual(['token']);
    expect(regen.body.token).not.toBe(sub.token);
    expect((await sb.request('GET', '/v1/carriers', undefined, { token: sub.token })).status).toBe(403);
    expect((await sb.request('GET', '/v1/carriers', undefined, { token: regen.body.token })).status).toBe(
      200,
    );
  });

  it('a deleted sub-user’s token stops working and the sub-user is gone', async () => {
    sb = await startTestSandbox({ seed: false });
    const sub = (await create(sb, 'sub@example.com')).body;
    await sb.request('DELETE', `/v1/sub-users/${sub.id}`);
    expect((await sb.request('GET', '/v1/carriers', undefined, { token: sub.token })).status).toBe(403);
    expect((await sb.request('GET', `/v1/sub-users/${sub.id}`)).status).toBe(404);
    expect((await sb.request('POST', `/v1/sub-users/${sub.id}`)).status).toBe(404);
  });
});

describe('data is separated per sub-user (spec 4.14, 5.3)', () => {
  it('a sub-user does not see the main account’s data, nor the main account the sub-user’s', async () => {
    sb = await startTestSandbox({ seed: true });
    const sub = (await create(sb, 'sub@example.com')).body;
    const as = { token: sub.token };
    expect((await sb.request('GET', '/v1/carriers', undefined, as)).body).toEqual([]);
    expect((await sb.request('GET', '/v1/warehouses', undefined, as)).body).toEqual([]);
    expect((await sb.request('GET', '/v1/addresses', undefined, as)).body).toEqual([]);

    const mainCarriers = (await sb.request('GET', '/v1/carriers')).body as { id: string }[];
    expect(mainCarriers.length).toBeGreaterThan(0);
    const foreign = await sb.request('PUT', `/v1/carriers/${mainCarriers[0]!.id}`, { settings: {} }, as);
    expect(foreign.status).toBe(404);
    expect((await sb.request('DELETE', `/v1/carriers/${mainCarriers[0]!.id}`, undefined, as)).status).toBe(
      404,
    );

    const address = {
      full_name: 'Sub Customer',
      country: 'JP',
      zip: '1000001',
      province: '13',
      city: 'Chiyoda',
      address1: '1-1',
    };
    expect((await sb.request('POST', '/v1/addresses', address, as)).status).toBe(200);
    const created = await sb.request(
      'POST',
      '/v1/carriers',
      { type: 'yuupack', credentials: { user_id: 'sub-user' }, settings: { print: { size: 'PDF_A5' } } },
      as,
    );
    expect(created.status).toBe(200);
    expect(
      (await sb.request('GET', '/v1/carriers', undefined, as)).body.map((c: { id: string }) => c.id),
    ).toEqual([created.body.id]);
    expect((await sb.request('GET', '/v1/addresses')).body).toEqual([]);
    expect((await sb.request('GET', '/v1/carriers')).body.map((c: { id: string }) => c.id)).not.toContain(
      created.body.id,
    );
  });

  it('two sub-users of the account are separated from each other', async () => {
    sb = await startTestSandbox({ seed: false });
    const a = (await create(sb, 'a@example.com')).body;
    const b = (await create(sb, 'b@example.com')).body;
    const file = { type: 'logo', file: Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64') };
    expect((await sb.request('POST', '/v1/files', file, { token: a.token })).status).toBe(200);
    expect((await sb.request('GET', '/v1/files', undefined, { token: a.token })).body).toHaveLength(1);
    expect((await sb.request('GET', '/v1/files', undefined, { token: b.token })).body).toEqual([]);
    expect((await sb.request('GET', '/v1/files')).body).toEqual([]);
  });
});
