// `batch status` after a morning at an 80-column terminal: three files whose names differ
// only at their end, each told apart whole, and a station session of 13 scans as one line (placed by its first scan)
// (each scan is a run of one order in the journal). Piped and --json still list every run.
// In-process against a journal written here; no API is asked.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import stringWidth from 'string-width';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Journal, JOURNAL_FILE, stationFileOf } from '../../src/batch/index.js';
import { runCli } from '../../src/cli/run.js';
import { fakeStreams } from '../helpers/streams.js';

let home: string;
let journal: Journal;
let now = new Date('2026-11-26T00:00:00Z'); // 09:00 JST
const at = (jst: string) => (now = new Date(`2026-11-26T${jst}:00+09:00`));
const SESSION = '5f2c9a7b1e3d';
const FILES = ['orders-2026-11-26-am.csv', 'orders-2026-11-26-noon.csv', 'orders-2026-11-26-pm.csv'];

/** A run with one row per reason ('' = shipped). */
function run(id: string, file: string, reasons: string[]): void {
  journal.createRun({ id, file, hash: id, options: {}, encoding: 'utf8', labelsDir: '/labels' });
  journal.insertRows(
    id,
    reasons.map((reason, i) => ({
      seq: i + 1,
      key: `${id}-${i + 1}`,
      line: i + 2,
      ref: `${id}-ref-${i + 1}`,
      body: {},
      state: reason === 'skip' ? 'skipped' : 'pending',
      ...(reason === 'skip'
        ? { error: 'setup.pack_size: must be one of 60, 80, 100, 140, 160 for sagawa' }
        : {}),
    })),
  );
  reasons.forEach((reason, i) => {
    if (reason === '') journal.markDone(id, i + 1, { shipmentId: `API-DONE${i}`, trackingNumbers: ['1'] });
    if (reason === 'fail') journal.mark(id, i + 1, 'failed', 'sagawa does not deliver to this address');
  });
  journal.markReady(id);
}

beforeEach(() => {
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-batch-status-'));
  journal = Journal.open(path.join(home, 'data', JOURNAL_FILE), { now: () => now });
  // A morning: a station session from 09:02 to 11:38 (13 scans, one failed) and three files.
  for (let scan = 0; scan < 13; scan++) {
    at(
      `${String(9 + Math.floor((2 + scan * 13) / 60)).padStart(2, '0')}:${String((2 + scan * 13) % 60).padStart(2, '0')}`,
    );
    run(`a${String(scan).padStart(11, '0')}`, stationFileOf(SESSION), [scan === 6 ? 'fail' : '']);
  }
  at('09:30');
  run('0a1b2c3d4e5f', `/srv/exports/${FILES[0]}`, ['', '']);
  at('12:00');
  run('1b2c3d4e5f60', `/srv/exports/${FILES[1]}`, ['', 'skip']);
  at('15:00');
  run('2c3d4e5f6071', `/srv/exports/${FILES[2]}`, ['', '', 'skip']);
  journal.close();
});
afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

async function status(args: string[], tty = true) {
  const streams = fakeStreams({ tty, columns: 80 });
  const env = { SHIPCTL_HOME: home, NO_COLOR: '1' };
  const code = await runCli(['batch', 'status', ...args], { env, streams });
  return { code, out: streams.out(), err: streams.err() };
}

describe('batch status after a morning, at 80 columns', () => {
  it('each file by its whole name, the station session as one line, nothing wider than 80', async () => {
    const r = await status([]);
    expect(r.code, r.err).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    for (const l of lines) expect(stringWidth(l)).toBeLessThanOrEqual(80);
    for (const file of FILES) expect(lines.filter((l) => l.includes(file))).toHaveLength(1);
    expect(r.out).not.toMatch(/…/);
    // Four runs: the three files and the session (13 scans, 12 done, 1 failed), 09:02 to 11:38,
    // placed by its first scan, under the file of 09:30.
    const runLines = lines.filter((l) => /^[0-9a-f]{12} /.test(l));
    expect(runLines.map((l) => l.slice(0, 12))).toEqual([
      '2c3d4e5f6071',
      '1b2c3d4e5f60',
      '0a1b2c3d4e5f',
      SESSION,
    ]);
    expect(r.out).toMatch(new RegExp(`^${SESSION}\\s+2026-11-26 09:02\\s+13\\s+12\\s+1\\s+0\\s+0`, 'm'));
    expect(r.out).toContain('station 09:02–11:38');
    expect(r.out).not.toContain('orders:1');
  });

  it('the session id lists its scans in the order they came', async () => {
    const r = await status([SESSION.slice(0, 6)]);
    expect(r.code, r.err).toBe(0);
    const rows = r.out
      .trimEnd()
      .split('\n')
      .filter((l) => /^\s*\d+\s+a0/.test(l));
    expect(rows.map((l) => Number(l.trim().split(/\s+/)[0]))).toEqual(
      [...Array(13).keys()].map((i) => i + 1),
    );
    expect(r.out).toMatch(/error: sagawa does not deliver to this address/);
  });

  it('piped and --json: one row per run, as before', async () => {
    const piped = await status([], false);
    expect(piped.out.trimEnd().split('\n')).toHaveLength(16);
    expect(piped.out).toContain(`\t${stationFileOf(SESSION)}\t`);
    const json = JSON.parse((await status(['--json'], false)).out) as { id: string; file: string }[];
    expect(json).toHaveLength(16);
    expect(Object.keys(json[0]!)).toEqual([
      'id',
      'file',
      'created_at',
      'state',
      'rows',
      'done',
      'failed',
      'pending',
      'skipped',
    ]);
  });
});
