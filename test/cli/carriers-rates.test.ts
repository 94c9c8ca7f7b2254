// `carriers rates upload`: the CSV grid (quoted "1,234" prices, Shift_JIS,
// cell counts), and region names checked against the account's own carrier
// before anything is sent.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  decodeText,
  isJsonRateFile,
  normalizePrice,
  parseRateCsv,
} from '../../src/cli/commands/carriers/rates/rate-file.js';
import * as upload from '../../src/cli/commands/carriers/rates/upload.js';
import { createContext, type Context } from '../../src/cli/context.js';
import { exitCodeFor, ValidationError } from '../../src/cli/errors.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { fakeStreams, type FakeStreams } from '../helpers/streams.js';

const GRID = [
  'from,size,北海道,関東,関西',
  '関東,60,"1,234",980,"1,100"',
  '関西,80,"¥1,500",１２００円,',
  '',
].join('\n');

describe('rate CSV', () => {
  it('reads quoted prices with thousands separators; empty cells leave the destination out', () => {
    const f = parseRateCsv(GRID);
    expect(f.problems).toEqual([]);
    expect(f.regions).toEqual(['北海道', '関東', '関西']);
    expect(f.body).toEqual([
      { from: '関東', size: 60, price: { 北海道: '1,234', 関東: '980', 関西: '1,100' } },
      { from: '関西', size: 80, price: { 北海道: '1,500', 関東: '1,200' } },
    ]);
  });

  it('normalizes prices people type, and keeps what is not a price for the domain to report', () => {
    expect(normalizePrice('1234')).toBe('1,234');
    expect(normalizePrice('¥ 12,345')).toBe('12,345');
    expect(normalizePrice('９８０円')).toBe('980');
    expect(normalizePrice('1.234,5')).toBe('1.234,5');
  });

  it('reports a bad header and an unquoted price that split a row', () => {
    expect(parseRateCsv('region,size,関東\n関東,60,980\n').problems[0]!.field).toBe('line 1 (header)');
    const f = parseRateCsv('from,size,関東\n関東,60,1,234\n');
    expect(f.problems).toEqual([
      { field: 'line 2', issue: expect.stringContaining('quote prices that contain commas ("1,234")') },
    ]);
  });

  it('reads Shift_JIS (Excel) and UTF-8 with a BOM; TSV by its header', () => {
    // Shift_JIS has no ¥ of its own (0x5C reads as a backslash): the price reads the same.
    expect(parseRateCsv(decodeText(iconv.encode(GRID, 'Shift_JIS'))).body).toEqual(parseRateCsv(GRID).body);
    expect(decodeText(Buffer.from(`\uFEFF${GRID}`))).toBe(GRID);
    expect(parseRateCsv('from\tsize\t関東\n関東\t60\t1,234\n').body).toEqual([
      { from: '関東', size: 60, price: { 関東: '1,234' } },
    ]);
    expect(isJsonRateFile('rates.csv', '[]')).toBe(false);
    expect(isJsonRateFile('-', ' [{"from":"関東"}]')).toBe(true);
  });

  it('maps the domain’s wire paths to lines and columns', () => {
    const f = parseRateCsv(GRID);
    expect(f.locate('[1].size', 'x', 'sagawa')).toBe('line 3, size');
    expect(f.locate('[0].price.関東', 'must be a price', 'sagawa')).toBe('line 2, column "関東"');
  });
});

describe('rates upload against the account’s carrier', () => {
  let sb: TestSandbox;
  let dir: string;
  let streams: FakeStreams;
  beforeAll(async () => {
    sb = await startTestSandbox();
  });
  afterAll(() => sb.close());
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-rates-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const context = (): Context =>
    createContext({
      streams: (streams = fakeStreams()),
      env: { SHIPCTL_HOME: dir, SHIPCTL_BASE_URL: sb.url, SHIPCTL_TOKEN: sb.token },
      globals: { json: false, input: true, yes: false, debug: false, color: false },
    });
  const idOf = async (type: string) =>
    (await sb.request('GET', '/v1/carriers')).body.find((a: any) => a.type === type).id as string;
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };

  it('the same grid fits sagawa (関西) but not yuupack (近畿): every wrong name listed once, with the fix', async () => {
    const file = write('grid.csv', GRID);
    expect(await upload.run({ id: await idOf('sagawa'), file }, context())).toBe(0);
    expect(streams.err()).toMatch(/saved: 2 rows/);

    const err = await upload.run({ id: await idOf('yuupack'), file }, context()).catch((e) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect(exitCodeFor(err)).toBe(2);
    const problems = (err as ValidationError).problems;
    expect(problems).toContainEqual({
      field: 'header column "関西"',
      issue: expect.stringContaining('for 関西 use 近畿'),
    });
    expect(problems).toContainEqual({ field: 'line 3, from', issue: expect.stringContaining('use 近畿') });
    expect(problems.filter((p) => p.field === 'header column "関西"')).toHaveLength(1);
  });

  it('a header region with only empty cells is still checked; a JSON body is checked the same way', async () => {
    const csv = write('r.csv', 'from,size,関東,東北\n関東,60,980,\n');
    const err = await upload.run({ id: await idOf('yamato'), file: csv }, context()).catch((e) => e);
    expect((err as ValidationError).problems).toEqual([
      { field: 'header column "東北"', issue: expect.stringContaining('use 北東北 or 南東北') },
    ]);
    const json = write('r.json', JSON.stringify([{ from: '近畿', size: 60, price: { 関東: 980 } }]));
    const err2 = await upload.run({ id: await idOf('sagawa'), file: json }, context()).catch((e) => e);
    expect((err2 as ValidationError).problems.map((p) => p.field)).toEqual(['[0].from', '[0].price.関東']);
  });

  it('refuses accounts without a region table (exit 2) and unknown IDs (exit 4)', async () => {
    const file = write('grid.csv', GRID);
    const err = await upload.run({ id: await idOf('dhl'), file }, context()).catch((e) => e);
    expect(exitCodeFor(err)).toBe(2);
    expect(err.message).toMatch(/yuupack, sagawa, yamato accounts only/);
    expect(exitCodeFor(await upload.run({ id: 'nope', file }, context()).catch((e) => e))).toBe(4);
  });
});
