// The day's spend cap of `shipctl mcp` as the data directory keeps it: per profile and JST day,
// the same for every ledger opened on the directory (a restart, a second server), a void giving
// its amount back, and a check and reservation that two ledgers cannot both pass.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isSpendRefusal, SpendLedger, type SpendHold } from '../../../src/ops/spend.js';

const dirs: string[] = [];
const ledgers: SpendLedger[] = [];
afterEach(() => {
  for (const l of ledgers.splice(0)) l.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shipctl-spend-'));
  dirs.push(dir);
  return dir;
}

/** Wednesday 2026-03-04 23:30 JST: half an hour before the JST day turns. */
let now = new Date('2026-03-04T14:30:00Z');
function open(dir: string, o: { profile?: string; capJpy?: number } = {}): SpendLedger {
  const ledger = SpendLedger.open({
    dataDir: dir,
    profile: o.profile ?? 'default',
    capJpy: o.capJpy ?? 2000,
    now: () => now,
  });
  ledgers.push(ledger);
  return ledger;
}

const held = (r: SpendHold | ReturnType<SpendLedger['reserve']>): SpendHold => {
  if (isSpendRefusal(r)) throw new Error(`refused: ${r.reason}`);
  return r;
};

describe('SpendLedger', () => {
  it('counts a day in JST, per profile, across ledgers of the same directory', () => {
    now = new Date('2026-03-04T14:30:00Z');
    const dir = dataDir();
    const first = open(dir);
    first.settle(held(first.reserve(1500, false, 'A-1')), [
      { shipmentId: 'API-1', amountJpy: 1500, what: 'A-1' },
    ]);
    // A restart: a new ledger on the same directory.
    const again = open(dir);
    expect(again.today()).toMatchObject({ day: '2026-03-04', spentJpy: 1500, leftJpy: 500 });
    expect(again.check(1000, false)).toMatchObject({ reason: 'over_cap', priceJpy: 1000 });
    // Another profile has its own day.
    expect(open(dir, { profile: 'shop2' }).today()).toMatchObject({ spentJpy: 0, leftJpy: 2000 });
    // Midnight JST: a new day.
    now = new Date('2026-03-04T15:00:00Z');
    expect(again.today()).toMatchObject({ day: '2026-03-05', spentJpy: 0, leftJpy: 2000 });
  });

  it('a hold counts until settled or released; a release gives it all back', () => {
    now = new Date('2026-03-04T01:00:00Z');
    const ledger = open(dataDir());
    const hold = held(ledger.reserve(1500, false, 'A-1'));
    expect(ledger.today()).toMatchObject({ heldJpy: 1500, leftJpy: 500 });
    expect(ledger.reserve(1000, false, 'A-2')).toMatchObject({ reason: 'over_cap' });
    ledger.release(hold);
    expect(ledger.today()).toMatchObject({ heldJpy: 0, spentJpy: 0, leftJpy: 2000 });
  });

  it('a run that bought less than it held counts what it bought; a void gives a label’s amount back', () => {
    now = new Date('2026-03-04T01:00:00Z');
    const ledger = open(dataDir(), { capJpy: 5000 });
    const hold = held(ledger.reserve(3000, false, 'run'));
    ledger.settle(hold, [
      { shipmentId: 'API-1', amountJpy: 1000, what: 'R-1' },
      { shipmentId: 'API-2', amountJpy: 1000, what: 'R-2' },
    ]);
    expect(ledger.today()).toMatchObject({ spentJpy: 2000, heldJpy: 0, leftJpy: 3000 });
    expect(ledger.giveBack('API-1')).toBe(1000);
    expect(ledger.giveBack('API-1')).toBe(0);
    expect(ledger.today()).toMatchObject({ spentJpy: 1000, leftJpy: 4000 });
  });

  it('test labels cost nothing; a price that is not a positive JPY amount does not fit under a cap', () => {
    now = new Date('2026-03-04T01:00:00Z');
    const ledger = open(dataDir());
    expect(ledger.check(undefined, true)).toBeUndefined();
    for (const price of [undefined, 0, -100_000, Number.NaN])
      expect(ledger.check(price, false)).toMatchObject({ reason: 'unpriced' });
    const uncapped = SpendLedger.open({ dataDir: dataDir(), profile: 'default', now: () => now });
    ledgers.push(uncapped);
    expect(uncapped.check(undefined, false)).toBeUndefined();
    expect(uncapped.today().leftJpy).toBe(Infinity);
  });

  it('two ledgers of one directory reserving at once: the cap holds', () => {
    now = new Date('2026-03-04T01:00:00Z');
    const dir = dataDir();
    const [a, b] = [open(dir), open(dir)];
    const results = [a.reserve(1500, false, 'A'), b.reserve(1500, false, 'B')];
    expect(results.filter((r) => !isSpendRefusal(r))).toHaveLength(1);
  });
});
