// `batch ship --dry-run` reads a file of any length one row at a time and keeps
// only counts and the first problems, yet every invalid row is reported: the results file
// (--out) and --json carry all of them; the terminal error shows the first ones and
// "… and N more". The clock is pinned (WEDNESDAY_10_JST); the rows are test labels.
import iconv from 'iconv-lite';
import { existsSync, lstatSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import { allShipments, JA_HEADERS, japaneseOrders, toCsv } from '../fixtures/batch/harness.js';
import { useSandboxCli } from '../helpers/e2e.js';
import { WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

const t = useSandboxCli({ clock: fixedClock(new Date(WEDNESDAY_10_JST)) });

/** `count` orders, every `every`-th with a postal code of 4 digits (invalid). */
function orders(count: number, every: number, name = 'orders.csv'): string {
  const rows = japaneseOrders(count, 7);
  for (let i = every; i <= count; i += every) rows[i - 1]![2] = '12-34';
  const file = path.join(t.home.dir, name);
  writeFileSync(file, iconv.encode(toCsv(JA_HEADERS, rows), 'cp932'));
  return file;
}

const csvLines = (file: string, encoding = 'utf8') =>
  iconv.decode(readFileSync(file), encoding).trim().split('\r\n');

describe('walk: the results follow the input encoding unless --out-encoding says otherwise', () => {
  it('a Shift_JIS file gets Shift_JIS results, a UTF-8 file UTF-8 ones; --out-encoding wins', async () => {
    const rows = japaneseOrders(3, 7);
    rows[1]![2] = '12-34'; // invalid: its problem names the Japanese column 郵便番号
    const sjisIn = path.join(t.home.dir, 'sjis-in.csv');
    writeFileSync(sjisIn, iconv.encode(toCsv(JA_HEADERS, rows), 'cp932'));
    const utf8In = path.join(t.home.dir, 'utf8-in.csv');
    writeFileSync(utf8In, toCsv(JA_HEADERS, rows));
    const run = async (file: string, out: string, extra: string[] = []) => {
      const target = path.join(t.home.dir, out);
      const r = await t.shipctl(['batch', 'ship', file, '--test', '--dry-run', '--out', target, ...extra]);
      expect(r.code).toBe(2);
      return readFileSync(target);
    };
    const problem = '郵便番号 (to_address.zip): ""12-34"" has 4 digits';
    const fromSjis = await run(sjisIn, 'a.csv');
    expect(iconv.decode(fromSjis, 'cp932')).toContain(problem);
    expect(fromSjis.toString('utf8')).not.toContain(problem);
    const fromUtf8 = await run(utf8In, 'b.csv');
    expect(fromUtf8.toString('utf8')).toContain(problem);
    const forced = await run(sjisIn, 'c.csv', ['--out-encoding', 'utf8']);
    expect(forced.toString('utf8')).toContain(problem);
  });
});

describe('a dry run reports every invalid row without holding the file', () => {
  it('--out: one results line per shipment as checked, every invalid row with its problem, more than the error lists', async () => {
    const file = orders(1200, 4);
    const out = path.join(t.home.dir, 'checked.csv');
    const res = await t.shipctl(['batch', 'ship', file, '--test', '--dry-run', '--out', out]);
    expect(res.code).toBe(2);
    // The terminal shows the first problems and how many more there are.
    expect(res.stderr).toMatch(/300 shipments of 1200 in .*orders\.csv are invalid; nothing was sent/);
    expect(res.stderr).toMatch(/…: and 100 more problems/);
    // A Shift_JIS input gets Shift_JIS results (the input's encoding when --out-encoding is not given).
    const lines = csvLines(out, 'cp932');
    expect(lines[0]).toBe(
      'line,key,status,shipment_id,tracking_numbers,label_file,price,currency,ref_number,error',
    );
    expect(lines).toHaveLength(1201);
    const invalid = lines.filter((l) => l.split(',')[2] === 'invalid');
    expect(invalid).toHaveLength(300);
    expect(lines.filter((l) => l.split(',')[2] === 'valid')).toHaveLength(900);
    // The last invalid row (order A1200, file line 1201) is there with its problem.
    expect(invalid.at(-1)).toMatch(
      /^1201,A1200,invalid,.*郵便番号 \(to_address\.zip\): ""12-34"" has 4 digits/,
    );
    expect(await allShipments(t.sb)).toHaveLength(0);
  });

  it('--json: every problem of a long file (not only the first 200), the counts, exit 2', async () => {
    const file = orders(900, 3);
    const res = await t.shipctl(['batch', 'ship', file, '--test', '--dry-run', '--json']);
    expect(res.code).toBe(2);
    const report = JSON.parse(res.stdout) as {
      shipments: number;
      valid: number;
      invalid: number;
      problems: { line: number; key: string; field: string }[];
      warnings: unknown[];
    };
    expect(report).toMatchObject({ shipments: 900, valid: 600, invalid: 300 });
    expect(report.problems).toHaveLength(300);
    expect(report.problems.at(-1)).toMatchObject({ line: 901, key: 'A0900', field: 'to_address.zip' });
    expect(Object.keys(report)).toEqual([
      'file',
      'encoding',
      'preset',
      'recognised_by',
      'shipments',
      'valid',
      'invalid',
      'services',
      'test_labels',
      'problems',
      'warnings',
    ]);
  });

  it('--skip-invalid --out-encoding sjis: exit 0, the results in Shift_JIS replace an older results file', async () => {
    const file = orders(40, 10);
    const out = path.join(t.home.dir, 'checked.csv');
    writeFileSync(out, 'an older results file\r\n');
    const args = ['batch', 'ship', file, '--test', '--dry-run', '--skip-invalid', '--out', out];
    const res = await t.shipctl([...args, '--out-encoding', 'sjis']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/invalid\s+4/);
    const lines = csvLines(out, 'cp932');
    expect(lines).toHaveLength(41);
    expect(lines.filter((l) => l.includes(',invalid,'))).toHaveLength(4);
    expect(lines.find((l) => l.startsWith('41,A0040,'))).toMatch(/郵便番号/);
  });

  it('--out /dev/null: the device is written to, not replaced', async () => {
    const res = await t.shipctl([
      'batch',
      'ship',
      orders(5, 10),
      '--test',
      '--dry-run',
      '--out',
      '/dev/null',
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(lstatSync('/dev/null').isCharacterDevice()).toBe(true);
  });

  it('--out naming a symbolic link is refused before the file is read (exit 2), the link stays', async () => {
    const target = path.join(t.home.dir, 'elsewhere.csv');
    writeFileSync(target, 'keep\n');
    const link = path.join(t.home.dir, 'link.csv');
    symlinkSync(target, link);
    const res = await t.shipctl(['batch', 'ship', orders(5, 10), '--test', '--dry-run', '--out', link]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/--out .*link\.csv is a symbolic link; nothing was written/);
    expect(readFileSync(target, 'utf8')).toBe('keep\n');
  });

  it.skipIf(!existsSync('/dev/full'))(
    '--out /dev/full (a full disk): exit 1 with the error, no stack trace (needs /dev/full)',
    async () => {
      const res = await t.shipctl([
        'batch',
        'ship',
        orders(50, 10),
        '--test',
        '--dry-run',
        '--out',
        '/dev/full',
      ]);
      expect(res.code).toBe(1);
      expect(res.stderr).toMatch(/ENOSPC|no space/i);
      expect(res.stderr).not.toMatch(/\n\s+at /);
    },
  );
});
