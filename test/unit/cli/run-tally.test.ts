// What a run did, counted (station, orders ship, batch ship): at a terminal the counts stand
// right-aligned in a column, as numbers read in a table; piped, one line a log keeps whole.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { stationTally } from '../../../src/cli/commands/station/station.js';
import { countColumn, printTally, type TallyItem } from '../../../src/cli/output/tally.js';
import { createNotices, createTheme } from '../../../src/cli/output/theme.js';

function capture(tty: boolean) {
  const out = new PassThrough();
  let text = '';
  out.on('data', (d: Buffer) => (text += d.toString('utf8')));
  return {
    io: { stderrIsTTY: tty },
    notices: createNotices(out, createTheme(false), tty ? 80 : undefined),
    lines: () => text.trimEnd().split('\n'),
  };
}

const DAY = stationTally({
  scans: 20,
  shipped: 16,
  duplicates: 2,
  reprinted: 2,
  failed: 1,
  notPrinted: 1,
  total: 12340,
  currency: 'JPY',
  byCarrier: {},
});

describe('a run’s tally', () => {
  it('at a terminal the station’s counts are right-aligned in one column under the mark', () => {
    const t = capture(true);
    printTally(t.io, t.notices, DAY, { ok: false, headed: true });
    expect(t.lines()).toEqual([
      '! 20 scanned',
      '  16 shipped',
      '   2 already shipped (2 printed again)',
      '   1 failed',
      '   1 label not printed',
      '     total 12,340 JPY',
    ]);
  });

  it('orders ship and batch ship: the counts of a run in a column, the pointer to its rows last', () => {
    const t = capture(true);
    const counts: TallyItem[] = [
      { count: 1200, text: 'shipped' },
      { count: 3, text: 'failed' },
      { count: 0, text: 'skipped' },
    ];
    printTally(t.io, t.notices, counts, { ok: false, after: 'see `shipctl batch status B1`' });
    expect(t.lines()).toEqual([
      '! 1,200 shipped',
      '      3 failed',
      '      0 skipped',
      '  see `shipctl batch status B1`',
    ]);
  });

  it('a rehearsal (--test) counts test labels, never shipped: its orders are still open', () => {
    const t = capture(false);
    const rehearsal = stationTally(
      {
        scans: 2,
        shipped: 2,
        duplicates: 0,
        reprinted: 0,
        failed: 0,
        notPrinted: 0,
        total: 0,
        byCarrier: {},
      },
      true,
    );
    printTally(t.io, t.notices, rehearsal, { ok: true, headed: true });
    expect(t.lines()).toEqual(['✓ 2 scanned: 2 test labels (the orders stay open), total 0 JPY']);
  });

  it('piped, the tally stays one line', () => {
    const t = capture(false);
    printTally(t.io, t.notices, DAY, { ok: false, headed: true });
    expect(t.lines()).toEqual([
      '! 20 scanned: 16 shipped, 2 already shipped (2 printed again), 1 failed, 1 label not printed, total 12,340 JPY',
    ]);
    const ok = capture(false);
    printTally(
      ok.io,
      ok.notices,
      [
        { count: 30, text: 'shipped' },
        { count: 0, text: 'failed' },
      ],
      { ok: true },
    );
    expect(ok.lines()).toEqual(['✓ 30 shipped, 0 failed']);
  });

  it('the dry run’s counts are right-aligned among themselves', () => {
    expect(countColumn([120, 118, 2, 0])).toEqual(['120', '118', '  2', '  0']);
  });
});
