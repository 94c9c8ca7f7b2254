import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  breakdown,
  Journal,
  quoted,
  RunRefs,
  RunLockedError,
  runIdOf,
  summaries,
  type NewRow,
} from '../../../src/batch/index.js';

let dir: string;
let journal: Journal;
const RUN = 'abcdef012345';

const row = (seq: number, extra: Partial<NewRow> = {}): NewRow => ({
  seq,
  key: `K${seq}`,
  line: seq + 1,
  ref: `B${RUN.slice(0, 8)}-K${seq}`,
  body: { setup: { service: 'sagawa_regular', test: seq % 2 === 0 } },
  service: 'sagawa_regular',
  state: 'pending',
  ...extra,
});

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shipctl-journal-'));
  journal = Journal.open(path.join(dir, 'batch.db'));
  journal.createRun({
    id: RUN,
    file: 'orders.csv',
    hash: 'h1',
    options: { test: true },
    encoding: 'cp932',
    labelsDir: dir,
  });
  journal.insertRows(RUN, [
    row(1),
    row(2, { quote: 0 }),
    row(3),
    row(4, { state: 'skipped', error: 'bad zip' }),
  ]);
  journal.markReady(RUN);
});
afterEach(() => {
  journal.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('batch journal', () => {
  it('is durable: WAL with synchronous FULL, every commit seen by another connection', () => {
    expect(journal.durability()).toEqual({ journalMode: 'wal', synchronous: 'full' });
    const other = Journal.open(path.join(dir, 'batch.db'));
    expect(other.counts(RUN)).toMatchObject({ pending: 3, skipped: 1, total: 4 });
    other.close();
  });

  it('a row is claimed (marked sending) once; a second claim fails', () => {
    expect(journal.claim(RUN, 1, ['pending'])).toBe(true);
    expect(journal.claim(RUN, 1, ['pending'])).toBe(false);
    expect(journal.row(RUN, 1)).toMatchObject({ state: 'sending', attempts: 1 });
    journal.markDone(RUN, 1, { shipmentId: 'API-1', trackingNumbers: ['123'], labelUrl: 'http://x/l.pdf' });
    expect(journal.row(RUN, 1)).toMatchObject({
      state: 'done',
      shipment_id: 'API-1',
      tracking_json: '["123"]',
    });
    expect(journal.claim(RUN, 1, ['pending', 'failed'])).toBe(false);
  });

  it('counts, states in file order, and what is left to send', () => {
    journal.claim(RUN, 3, ['pending']);
    journal.mark(RUN, 3, 'unknown', 'ECONNRESET');
    expect(journal.seqs(RUN, ['pending'])).toEqual([1, 2]);
    expect(journal.seqs(RUN, ['sending', 'unknown'])).toEqual([3]);
    expect(breakdown(journal, RUN, ['pending', 'unknown'])).toEqual({
      services: { sagawa_regular: 3 },
      test: 1,
      count: 3,
    });
    expect(summaries(journal)[0]).toMatchObject({ id: RUN, total: 4, done: 0, pending: 3, skipped: 1 });
  });

  it('quotes: summed, with the rows not asked yet and those without a rate', () => {
    journal.setQuote(RUN, 1, 1200, 'JPY');
    expect(quoted(journal, RUN, ['pending'])).toEqual({ sum: 1200, unasked: 1, missing: 0, currency: 'JPY' });
    journal.setQuote(RUN, 3, null, null);
    expect(quoted(journal, RUN, ['pending'])).toMatchObject({ sum: 1200, unasked: 0, missing: 1 });
  });

  it('a run is held by one live process; a dead holder is taken over', () => {
    journal.lock(RUN);
    journal.lock(RUN); // the holder itself may lock again
    const other = Journal.open(path.join(dir, 'batch.db'));
    setOwner(dir, process.ppid); // a live process of this host, heartbeat fresh
    expect(() => other.lock(RUN)).toThrow(RunLockedError);
    const dead = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    setOwner(dir, Number(dead));
    expect(() => other.lock(RUN)).not.toThrow();
    other.close();
  });
});

/** Writes an owner pid into the run directly (as another process would have). */
function setOwner(d: string, pid: number): void {
  const script = `const {DatabaseSync}=require('node:sqlite');const db=new DatabaseSync(${JSON.stringify(path.join(d, 'batch.db'))});db.prepare('UPDATE runs SET owner_pid=?, owner_host=?, heartbeat_at=?').run(${pid}, require('os').hostname(), Date.now());db.close();`;
  const r = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', '-e', script], {
    cwd: process.cwd(),
  });
  if (r.status !== 0) throw new Error(r.stderr.toString());
}

describe('run ids and ref numbers', () => {
  it('the run id depends on the content and the options, not on their order', () => {
    const a = runIdOf('hash', { test: true, carrier: 'sagawa', packSize: 60 });
    expect(a).toMatch(/^[0-9a-f]{12}$/);
    expect(runIdOf('hash', { packSize: 60, carrier: 'sagawa', test: true })).toBe(a);
    expect(runIdOf('hash', { test: false, carrier: 'sagawa', packSize: 60 })).not.toBe(a);
    expect(runIdOf('other', { test: true, carrier: 'sagawa', packSize: 60 })).not.toBe(a);
  });

  it('a row’s ref is its order number as printed; a repeated order number and a row without one get refs of their own', () => {
    const refs = new RunRefs(RUN);
    expect(refs.of({ ref: '1001', seq: 1, line: 2 })).toBe('1001');
    expect(refs.of({ ref: '#1002', seq: 2, line: 3 })).toBe('#1002');
    expect(refs.of({ ref: '注文-7', seq: 3, line: 4 })).toBe('注文-7');
    // The same order number again (any width or dash): never a second ref of the same order.
    expect(refs.of({ ref: '1002', seq: 4, line: 5 })).toBe('1002@L5');
    expect(refs.of({ ref: '注文‐7', seq: 5, line: 6 })).toBe('注文‐7@L6');
    expect(refs.of({ seq: 6, line: 7 })).toBe('Babcdef01-6');
  });
});
