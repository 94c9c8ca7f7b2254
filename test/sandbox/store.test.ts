import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CarrierAccountListSchema } from '../../src/contract/carriers.js';
import {
  CARRIERS,
  NEEDS_CUSTOMER_NUMBERS,
  REGISTRABLE_CARRIERS,
  validateCarrierAccount,
  validateWarehouse,
} from '../../src/domain/index.js';
import { fixedClock } from '../../src/sandbox/deps.js';
import { ensureAccount } from '../../src/sandbox/seed.js';
import { getMainAccount } from '../../src/sandbox/store/accounts.js';
import { resourceCounts, wipeAll } from '../../src/sandbox/store/admin.js';
import { listCarriers } from '../../src/sandbox/store/carriers.js';
import { openDb } from '../../src/sandbox/store/db.js';
import { pragma } from '../../src/sqlite/index.js';
import { CORE_MIGRATIONS, migrate, MIGRATION_SETS } from '../../src/sandbox/store/migrations.js';
import { getDefaultWarehouse } from '../../src/sandbox/store/records.js';
import { randomIds } from '../../src/sandbox/deps.js';
import { domesticBody } from './shipments.fixtures.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

let sb: TestSandbox | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await sb?.close();
  sb = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const tempDb = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shipctl-sandbox-'));
  dirs.push(dir);
  return path.join(dir, 'sandbox.db');
};

describe('seed data (first start)', () => {
  it('has a default warehouse in Japan with kanji members that passes the warehouse rules', async () => {
    sb = await startTestSandbox();
    const list = (await sb.request('GET', '/v1/warehouses')).body;
    expect(list).toHaveLength(1);
    const address = list[0].address;
    expect(address).toMatchObject({ country: 'JP', province: '13', province_kanji: '東京都' });
    expect(address.address1_kanji).toMatch(/渋谷区/);
    expect(validateWarehouse(address)).toEqual([]);
    const main = getMainAccount(sb.db)!;
    expect(getDefaultWarehouse(sb.db, { accountId: main.id, subUserId: null })?.id).toBe(list[0].id);
  });

  it('has one active account per registrable carrier type, valid by the domain rules, with default print sizes', async () => {
    sb = await startTestSandbox();
    const res = await sb.request('GET', '/v1/carriers');
    CarrierAccountListSchema.parse(res.body);
    const main = getMainAccount(sb.db)!;
    const stored = listCarriers(sb.db, { accountId: main.id, subUserId: null });
    expect(stored.map((c) => c.type).sort()).toEqual([...REGISTRABLE_CARRIERS, 'ups'].sort()); // ups: as if connected in the dashboard
    // ups is connected in the dashboard (POST /v1/carriers refuses it), so the API's rules do not apply.
    for (const c of stored.filter((x) => x.type !== 'ups')) {
      expect(
        validateCarrierAccount(
          { type: c.type, credentials: c.credentials, settings: c.settings },
          { mode: 'create' },
        ),
        c.type,
      ).toEqual([]);
      const def = CARRIERS[c.type as keyof typeof CARRIERS].defaultPrintSize;
      if (def) expect((c.settings.print as { size: string }).size).toBe(def);
      if (NEEDS_CUSTOMER_NUMBERS.includes(c.type as never)) {
        expect((c.credentials.customer_numbers as string[]).map((b) => b.length)).toEqual([10, 6, 10, 6]);
      }
    }
  });

  it('seeds nothing with seed: false', async () => {
    sb = await startTestSandbox({ seed: false });
    expect((await sb.request('GET', '/v1/carriers')).body).toEqual([]);
    expect((await sb.request('GET', '/v1/warehouses')).body).toEqual([]);
  });

  it('uses the clock for timestamps', async () => {
    sb = await startTestSandbox({ clock: fixedClock('2025-04-01T00:00:00.000Z') });
    const carriers = (await sb.request('GET', '/v1/carriers')).body;
    expect(carriers[0].created_at).toBe('2025-04-01T00:00:00.000Z');
  });
});

describe('persistence', () => {
  it('after a restart on another port, the label link of a shipment points at the new port and serves the PDF', async () => {
    const dbPath = tempDb();
    sb = await startTestSandbox({ dbPath });
    const body = domesticBody({ service: 'sagawa_regular', test: true, pack_size: 60 });
    const created = (await sb.request('POST', '/v1/shipments', body)).body;
    expect(created.delivery.label.startsWith(sb.url)).toBe(true);
    const oldUrl = sb.url;
    await sb.close();

    sb = await startTestSandbox({ dbPath });
    expect(sb.url).not.toBe(oldUrl);
    const got = (await sb.request('GET', `/v1/shipments/${created.id}`)).body;
    expect(got.delivery.label).toBe(`${sb.url}/labels/${created.id}.pdf`);
    const listed = (await sb.request('GET', '/v1/shipments')).body;
    expect(listed[0].delivery.label).toBe(got.delivery.label);
    const pdf = await fetch(got.delivery.label);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
  });

  it('a restart on the same database file keeps the token, the data and the sub-user tokens', async () => {
    const dbPath = tempDb();
    sb = await startTestSandbox({ dbPath });
    const token = sb.token;
    const address = {
      full_name: 'Kept',
      country: 'JP',
      zip: '1000001',
      province: '13',
      city: 'Chiyoda',
      address1: '1-1',
    };
    const saved = (await sb.request('POST', '/v1/addresses', address)).body;
    const sub = (await sb.request('POST', '/v1/sub-users', { email: 'kept@example.com', api_token: true }))
      .body;
    const carriersBefore = (await sb.request('GET', '/v1/carriers')).body;
    await sb.close();

    sb = await startTestSandbox({ dbPath });
    expect(sb.token).toBe(token);
    expect((await sb.request('GET', '/v1/addresses')).body).toEqual([saved]);
    expect((await sb.request('GET', '/v1/carriers')).body).toEqual(carriersBefore);
    expect((await sb.request('GET', '/v1/warehouses')).body).toHaveLength(1);
    expect((await sb.request('GET', '/v1/carriers', undefined, { token: sub.token })).status).toBe(200);
  });

  it('migrations are recorded and not re-applied', () => {
    const dbPath = tempDb();
    const db = openDb(dbPath);
    expect(pragma(db, 'user_version')).toBe(CORE_MIGRATIONS.length);
    expect(pragma(db, 'journal_mode')).toBe('wal');
    expect(pragma(db, 'foreign_keys')).toBe(1);
    expect(pragma(db, 'synchronous')).toBe(1); // NORMAL
    migrate(db, MIGRATION_SETS);
    db.close();
    openDb(dbPath).close();
  });

  it('refuses a database from a newer shipctl', () => {
    const dbPath = tempDb();
    const db = openDb(dbPath);
    db.exec(`PRAGMA user_version = ${CORE_MIGRATIONS.length + 1}`);
    db.close();
    expect(() => openDb(dbPath)).toThrow(/newer than this shipctl/);
  });

  it('wipeAll empties every table but keeps the schema; ensureAccount then reseeds with the same token', () => {
    const db = openDb(':memory:');
    const deps = { db, clock: fixedClock('2025-01-01T00:00:00Z'), ids: randomIds };
    const first = ensureAccount(deps, { seed: true });
    expect(resourceCounts(db)).toMatchObject({ carriers: REGISTRABLE_CARRIERS.length + 1, warehouses: 1 });
    wipeAll(db);
    expect(Object.values(resourceCounts(db)).every((n) => n === 0)).toBe(true);
    expect(getMainAccount(db)).toBeUndefined();
    const again = ensureAccount(deps, { seed: false, token: first.token });
    expect(again.token).toBe(first.token);
    expect(resourceCounts(db).carriers).toBe(0);
    db.close();
  });
});
