import { afterEach, describe, expect, it } from 'vitest';
import { CarrierAccountSchema } from '../../src/contract/carriers.js';
import { REGISTRABLE_CARRIERS } from '../../src/domain/index.js';
import { getCarrier } from '../../src/sandbox/store/carriers.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

const SAGAWA = {
  type: 'sagawa',
  credentials: {
    key: 'sg-secret-key',
    password: 'hunter2',
    account_number: '123456789012',
    account_key_number: '',
  },
  settings: { print: { size: 'PDF_A5' } },
};

describe('POST /v1/carriers (spec 4.9, 2.13)', () => {
  it('registers an account and masks secrets in the answer, keeping them stored', async () => {
    sb = await startTestSandbox({ seed: false });
    const res = await sb.request('POST', '/v1/carriers', SAGAWA);
    expect(res.status).toBe(200);
    CarrierAccountSchema.parse(res.body);
    expect(res.body).toMatchObject({
      type: 'sagawa',
      state: 'active',
      settings: { print: { size: 'PDF_A5' } },
    });
    expect(res.body.id).toEqual(expect.any(String));
    expect(res.body.credentials.key).toMatch(/^\*+$/);
    expect(res.body.credentials.password).toMatch(/^\*+$/);
    expect(res.body.credentials.account_number).toBe('123456789012');
    expect(res.text).not.toContain('hunter2');
    expect(res.text).not.toContain('sg-secret-key');
    expect(res.body.created_at).toBe(new Date(res.body.created_at).toISOString());
    // Stored in clear: the sandbox needs the values to "talk" to the carrier.
    const stored = getCarrier(sb.db, { accountId: getAccountId(sb), subUserId: null }, res.body.id);
    expect(stored?.credentials.password).toBe('hunter2');

    const list = await sb.request('GET', '/v1/carriers');
    expect(list.body).toHaveLength(1);
    expect(list.text).not.toContain('hunter2');
  });

  it('refuses ups (dashboard only) and custom', async () => {
    sb = await startTestSandbox({ seed: false });
    const ups = await sb.request('POST', '/v1/carriers', { type: 'ups', credentials: {}, settings: {} });
    expect(ups.status).toBe(400);
    expect(ups.body.code).toBe('VALIDATION_ERROR');
    expect(ups.body.details[0]).toMatchObject({ field: 'type' });
    expect(ups.body.details[0].issue).toMatch(/dashboard/);
    const custom = await sb.request('POST', '/v1/carriers', {
      type: 'custom',
      credentials: {},
      settings: {},
    });
    expect(custom.status).toBe(400);
  });

  it('reports every problem at once: missing credentials and a wrong print size', async () => {
    sb = await startTestSandbox({ seed: false });
    const res = await sb.request('POST', '/v1/carriers', {
      type: 'sagawa',
      credentials: { key: 'k' },
      settings: { print: { size: 'PDF_A4' } },
    });
    expect(res.status).toBe(400);
    const fields = res.body.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(['credentials.password', 'credentials.account_number', 'settings.print.size']),
    );
    const size = res.body.details.find((d: { field: string }) => d.field === 'settings.print.size');
    expect(size.issue).toContain('PDF_4.2X8.3_BLUE');
  });

  it('requires a print size for carriers that have a list', async () => {
    sb = await startTestSandbox({ seed: false });
    const res = await sb.request('POST', '/v1/carriers', { type: 'yuupack', credentials: { user_id: 'u1' } });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(expect.objectContaining({ field: 'settings.print.size' }));
  });

  it('refuses a body that is not an object', async () => {
    sb = await startTestSandbox({ seed: false });
    const res = await sb.request('POST', '/v1/carriers', ['sagawa']);
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('body');
  });
});

describe('PUT /v1/carriers/:id', () => {
  it('updates settings one level deep and credentials member by member', async () => {
    sb = await startTestSandbox({ seed: false });
    const created = (await sb.request('POST', '/v1/carriers', SAGAWA)).body;
    const res = await sb.request('PUT', `/v1/carriers/${created.id}`, {
      credentials: { password: 'new-password' },
      settings: { print: { size: 'PDF_4.2X8.3_BLUE' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.settings.print.size).toBe('PDF_4.2X8.3_BLUE');
    expect(res.body.credentials.account_number).toBe('123456789012');
    expect(res.body.credentials.password).toMatch(/^\*+$/);
    const stored = getCarrier(sb.db, { accountId: getAccountId(sb), subUserId: null }, created.id);
    expect(stored?.credentials).toMatchObject({ key: 'sg-secret-key', password: 'new-password' });
  });

  it('refuses a bad update with details and changes nothing', async () => {
    sb = await startTestSandbox({ seed: false });
    const created = (await sb.request('POST', '/v1/carriers', SAGAWA)).body;
    const res = await sb.request('PUT', `/v1/carriers/${created.id}`, {
      settings: { print: { size: 'ZPL_4X6' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('settings.print.size');
    const empty = await sb.request('PUT', `/v1/carriers/${created.id}`, {});
    expect(empty.status).toBe(400);
    const typeChange = await sb.request('PUT', `/v1/carriers/${created.id}`, {
      type: 'yamato',
      settings: {},
    });
    expect(typeChange.status).toBe(400);
    expect(typeChange.body.details[0].field).toBe('type');
    const list = await sb.request('GET', '/v1/carriers');
    expect(list.body[0].settings.print.size).toBe('PDF_A5');
  });

  it('answers 404 for an unknown id', async () => {
    sb = await startTestSandbox({ seed: false });
    const res = await sb.request('PUT', '/v1/carriers/nope', { settings: {} });
    expect(res.status).toBe(404);
    expect(res.body.debug_id).toMatch(/^err_/);
  });
});

describe('DELETE /v1/carriers/:id', () => {
  it('answers a bare JSON string and the account disappears from the list', async () => {
    sb = await startTestSandbox({ seed: false });
    const created = (await sb.request('POST', '/v1/carriers', SAGAWA)).body;
    const res = await sb.request('DELETE', `/v1/carriers/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(typeof res.body).toBe('string');
    expect(res.body).toContain(created.id);
    expect((await sb.request('GET', '/v1/carriers')).body).toEqual([]);
    expect((await sb.request('DELETE', `/v1/carriers/${created.id}`)).status).toBe(404);
  });
});

describe('every registrable type can be registered with the demo credentials', () => {
  it('accepts what the seed uses, for each type', async () => {
    sb = await startTestSandbox({ seed: true });
    const seeded = (await sb.request('GET', '/v1/carriers')).body as { type: string; settings: unknown }[];
    expect(seeded.map((c) => c.type).sort()).toEqual([...REGISTRABLE_CARRIERS, 'ups'].sort()); // ups: as if connected in the dashboard
  });
});

function getAccountId(s: TestSandbox): string {
  return (s.db.prepare('SELECT id FROM accounts').get() as { id: string }).id;
}
