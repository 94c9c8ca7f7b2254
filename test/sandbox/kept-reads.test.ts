// the sandbox keeps what it reads on every call (the clock setting, the stored
// faults, a token's principal, a shipment's answer) while the database is unchanged. These
// tests warm every one of those up, then change the database through this sandbox or through
// another connection to the same file (as another process's `sandbox clock`, `sandbox faults
// set`, `sandbox reset` or a token change is), and expect the very next call to see it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { persistedClock, setClock } from '../../src/sandbox/clock.js';
import { parseFaultRule } from '../../src/sandbox/fault-grammar.js';
import { addStoredFaults, clearStoredFaults } from '../../src/sandbox/faults.js';
import { getMainAccount, setAccountToken } from '../../src/sandbox/store/accounts.js';
import { wipeAll } from '../../src/sandbox/store/admin.js';
import { changeGeneration, generationCached, openDb, type SandboxDb } from '../../src/sandbox/store/db.js';
import { transaction } from '../../src/sqlite/index.js';
import { voidShipment } from '../../src/sandbox/store/shipments-store.js';
import { deleteSubUser } from '../../src/sandbox/store/sub-users.js';
import {
  domesticBody,
  startShippingSandbox,
  TOKYO,
  WEDNESDAY_10_JST,
  type ShippingSandbox,
} from './shipments.fixtures.js';

let sb: ShippingSandbox | undefined;
const cleanup: (() => void)[] = [];
afterEach(async () => {
  await sb?.close();
  sb = undefined;
  for (const fn of cleanup.splice(0)) fn();
});

/** A sandbox file and a second connection to it: "another process". */
async function sandboxAndOther(): Promise<{ sb: ShippingSandbox; other: SandboxDb; dbPath: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shipctl-kept-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const dbPath = path.join(dir, 'sandbox.db');
  sb = await startShippingSandbox(WEDNESDAY_10_JST, { dbPath });
  const other = openDb(dbPath);
  cleanup.unshift(() => other.close());
  return { sb, other, dbPath };
}

async function createShipment(s: ShippingSandbox): Promise<string> {
  const res = await s.request(
    'POST',
    '/v1/shipments',
    domesticBody({ service: 'sagawa_regular', pack_size: 60 }),
  );
  expect(res.status).toBe(200);
  return res.body.id as string;
}

describe('kept reads follow every change at once', () => {
  it('a shipment read again and again says void once another process voids it, and nothing after its reset', async () => {
    const { sb, other } = await sandboxAndOther();
    const id = await createShipment(sb);
    for (let i = 0; i < 3; i++)
      expect((await sb.request('GET', `/v1/shipments/${id}`)).body.state).toBe('active');

    voidShipment(other, id, '2026-03-04T01:05:00.000Z');
    const voided = await sb.request('GET', `/v1/shipments/${id}`);
    expect(voided.status).toBe(200);
    expect(voided.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(voided.body.state).toBe('void');

    // `sandbox reset` in another shell takes the account and its token too: nothing is served.
    wipeAll(other);
    expect((await sb.request('GET', `/v1/shipments/${id}`)).status).toBe(403);
  });

  it('a shipment voided through the API reads void on the next call', async () => {
    const { sb } = await sandboxAndOther();
    const id = await createShipment(sb);
    expect((await sb.request('GET', `/v1/shipments/${id}`)).body.state).toBe('active');
    expect((await sb.request('DELETE', `/v1/shipments/${id}`)).status).toBe(200);
    expect((await sb.request('GET', `/v1/shipments/${id}`)).body.state).toBe('void');
  });

  it("a shipment's answer is kept per principal: a sub-user never gets the main account's", async () => {
    const { sb } = await sandboxAndOther();
    const id = await createShipment(sb);
    const sub = await sb.request('POST', '/v1/sub-users', { email: 'hanako@example.com', api_token: true });
    expect((await sb.request('GET', `/v1/shipments/${id}`)).status).toBe(200);
    expect(
      (await sb.request('GET', `/v1/shipments/${id}`, undefined, { token: sub.body.token })).status,
    ).toBe(404);
  });

  it('a token deleted or replaced by another process stops working on the next call', async () => {
    const { sb, other } = await sandboxAndOther();
    const sub = await sb.request('POST', '/v1/sub-users', { email: 'hanako@example.com', api_token: true });
    const subToken = sub.body.token as string;
    for (let i = 0; i < 2; i++)
      expect((await sb.request('GET', '/v1/addresses', undefined, { token: subToken })).status).toBe(200);
    deleteSubUser(other, sub.body.id, '2026-03-04T01:05:00.000Z');
    expect((await sb.request('GET', '/v1/addresses', undefined, { token: subToken })).status).toBe(403);

    expect((await sb.request('GET', '/v1/addresses')).status).toBe(200);
    const newToken = 'f'.repeat(40);
    setAccountToken(other, getMainAccount(other)!.id, newToken);
    expect((await sb.request('GET', '/v1/addresses')).status).toBe(403);
    expect((await sb.request('GET', '/v1/addresses', undefined, { token: newToken })).status).toBe(200);
  });

  it('a stored fault set and cleared by another process applies to the very next call of a route already called', async () => {
    const { sb, other } = await sandboxAndOther();
    const address = TOKYO;
    expect((await sb.request('POST', '/v1/addresses', address)).status).toBe(200);
    addStoredFaults(other, [parseFaultRule('POST /v1/addresses:error-before-commit')]);
    expect((await sb.request('POST', '/v1/addresses', address)).status).toBe(503);
    clearStoredFaults(other);
    expect((await sb.request('POST', '/v1/addresses', address)).status).toBe(200);
  });

  it('the persisted clock follows another process after being read many times', async () => {
    const { other, dbPath } = await sandboxAndOther();
    const db = openDb(dbPath);
    cleanup.unshift(() => db.close());
    const real = Date.parse('2026-01-01T00:00:00Z');
    const clock = persistedClock(db, () => real);
    for (let i = 0; i < 3; i++) expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
    setClock(other, new Date('2026-03-09T01:00:00Z'), { freeze: true });
    expect(clock.now().toISOString()).toBe('2026-03-09T01:00:00.000Z');
  });
});

describe('changeGeneration', () => {
  it('stands across reads, moves on a write of this connection or a commit of another', async () => {
    const { other, dbPath } = await sandboxAndOther();
    const db = openDb(dbPath);
    cleanup.unshift(() => db.close());
    const g0 = changeGeneration(db);
    db.prepare('SELECT COUNT(*) FROM shipments').get();
    expect(changeGeneration(db)).toBe(g0);
    other.prepare("INSERT INTO meta(key, value) VALUES ('test:a', '1')").run();
    const g1 = changeGeneration(db);
    expect(g1).not.toBe(g0);
    db.prepare("INSERT INTO meta(key, value) VALUES ('test:b', '1')").run();
    expect(changeGeneration(db)).not.toBe(g1);
  });

  it('keeps nothing read inside a transaction, which may yet be rolled back', () => {
    const db = openDb();
    cleanup.unshift(() => db.close());
    const read = generationCached(
      db,
      () =>
        (db.prepare("SELECT value FROM meta WHERE key = 'test:x'").get() as { value: string } | undefined)
          ?.value,
    );
    expect(read()).toBeUndefined();
    try {
      transaction(db, () => {
        db.prepare("INSERT INTO meta(key, value) VALUES ('test:x', 'uncommitted')").run();
        expect(read()).toBe('uncommitted');
        throw new Error('roll back');
      });
    } catch {
      // rolled back, as meant
    }
    expect(read()).toBeUndefined();
  });
});
