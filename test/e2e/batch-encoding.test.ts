// A CSV pasted together from two places (a Shift_JIS row from Excel in a UTF-8 file) decodes
// to garbage whichever encoding is chosen: the file is refused naming the lines, and nothing
// is sent, by `batch ship` and its `--dry-run` alike. The built CLI against a sandbox on an
// ephemeral port, its clock pinned.
import iconv from 'iconv-lite';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import { allShipments, JA_HEADERS, japaneseOrders, toCsv } from '../fixtures/batch/harness.js';
import { useSandboxCli } from '../helpers/e2e.js';
import { WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

const t = useSandboxCli({ clock: fixedClock(new Date(WEDNESDAY_10_JST)) });

/** Six orders in UTF-8, those at the given file lines written in Shift_JIS instead. */
function mixedFile(sjisLines: readonly number[]): string {
  const [header, ...rows] = toCsv(JA_HEADERS, japaneseOrders(6, 3)).split(/(?<=\r\n)/);
  const bytes = [
    Buffer.from(header!, 'utf8'),
    ...rows.map((row, i) => (sjisLines.includes(i + 2) ? iconv.encode(row, 'cp932') : Buffer.from(row))),
  ];
  const file = path.join(t.home.dir, 'orders-mixed.csv');
  writeFileSync(file, Buffer.concat(bytes));
  return file;
}

const HINT =
  'hint: save the file again as UTF-8 or Shift_JIS from Excel ("CSV UTF-8" or "CSV"), then run the same command again; if shipctl misjudged it, name its encoding with --encoding utf8 or --encoding sjis';

describe('a file that is not cleanly one encoding', () => {
  it('batch ship refuses a UTF-8 file with Shift_JIS rows, naming the lines; nothing is sent', async () => {
    const file = mixedFile([3, 6]);
    const before = (await allShipments(t.sb)).length;
    for (const extra of [['--yes'], ['--dry-run']]) {
      const res = await t.shipctl(['batch', 'ship', file, '--carrier', 'sagawa', '--test', ...extra]);
      expect(res.code, res.stderr).toBe(2);
      expect(res.stderr).toContain(
        `error: ${file} is not one encoding: it is UTF-8, but lines 3, 6 are not UTF-8; nothing was sent`,
      );
      expect(res.stderr).toContain(HINT);
    }
    expect((await allShipments(t.sb)).length).toBe(before);
  });

  it('a Shift_JIS file with one UTF-8 row is refused on that row', async () => {
    const [header, ...rows] = toCsv(JA_HEADERS, japaneseOrders(4, 5)).split(/(?<=\r\n)/);
    const file = path.join(t.home.dir, 'orders-sjis-mixed.csv');
    writeFileSync(
      file,
      Buffer.concat([
        iconv.encode(header!, 'cp932'),
        ...rows.map((row, i) => (i === 1 ? Buffer.from(row) : iconv.encode(row, 'cp932'))),
      ]),
    );
    const res = await t.shipctl(['batch', 'ship', file, '--carrier', 'sagawa', '--test', '--dry-run']);
    expect(res.code, res.stderr).toBe(2);
    expect(res.stderr).toContain(
      `is not one encoding: it is Shift_JIS, but line 3 is UTF-8; nothing was sent`,
    );
  });

  it('with --encoding utf8 the rows that do not decode are refused on their lines, the garbage never sent', async () => {
    const file = mixedFile([4]);
    const before = (await allShipments(t.sb)).length;
    const res = await t.shipctl([
      'batch',
      'ship',
      file,
      '--carrier',
      'sagawa',
      '--test',
      '--yes',
      '--encoding',
      'utf8',
    ]);
    expect(res.code, res.stderr).toBe(2);
    expect(res.stderr).toMatch(
      /line 4, order \S+, お届け先名 \(to_address\.full_name\): has bytes that are not UTF-8 text \(a label would print them as garbage\): save the file again as UTF-8 or Shift_JIS from Excel/,
    );
    expect((await allShipments(t.sb)).length).toBe(before);
    expect(JSON.stringify(await allShipments(t.sb))).not.toContain('\uFFFD');
  });
});
