import iconv from 'iconv-lite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bufferSource,
  ClosedKeys,
  fileSource,
  MixedEncodingError,
  parseEncodingName,
  readRecords,
  type BatchSource,
} from '../../../src/batch/index.js';

const TEXT = '注文番号,お届け先名,郵便番号\r\n1001,山田 太郎,100-0001\r\n';
const dir = mkdtempSync(path.join(tmpdir(), 'shipctl-source-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function firstRows(source: BatchSource): Promise<string[][]> {
  const out: string[][] = [];
  for await (const r of readRecords(source.open())) out.push(r.values);
  return out;
}

describe('batch file encodings', () => {
  it('UTF-8 without a BOM: detected by validity', async () => {
    const s = await bufferSource('x', Buffer.from(TEXT, 'utf8'));
    expect([s.encoding, s.detectedBy]).toEqual(['utf8', 'utf8-valid']);
    expect((await firstRows(s))[1]).toEqual(['1001', '山田 太郎', '100-0001']);
  });

  it('UTF-8 with a BOM (Excel "CSV UTF-8"): the BOM is not part of the first header', async () => {
    const s = await bufferSource('x', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT)]));
    expect([s.encoding, s.detectedBy]).toEqual(['utf8', 'bom']);
    expect((await firstRows(s))[0]![0]).toBe('注文番号');
  });

  it('Shift_JIS (CP932, Excel "CSV" on Japanese Windows): detected because it is not UTF-8', async () => {
    const file = path.join(dir, 'sjis.csv');
    writeFileSync(file, iconv.encode(`${TEXT}1002,髙橋 ①,0600001\r\n`, 'cp932'));
    const s = await fileSource(file, { cwd: dir });
    expect([s.encoding, s.detectedBy]).toEqual(['cp932', 'fallback']);
    const rows = await firstRows(s);
    expect(rows[0]).toEqual(['注文番号', 'お届け先名', '郵便番号']);
    // CP932 extensions (NEC/IBM kanji, circled digits) survive.
    expect(rows[2]).toEqual(['1002', '髙橋 ①', '0600001']);
  });

  it('UTF-16 with a BOM (Excel "Unicode text", tab-separated)', async () => {
    const s = await bufferSource('x', iconv.encode(TEXT.replace(/,/g, '\t'), 'utf16le', { addBOM: true }));
    expect(s.encoding).toBe('utf16le');
    expect((await firstRows(s))[1]).toEqual(['1001', '山田 太郎', '100-0001']);
  });

  it('--encoding forces the decoding', async () => {
    const s = await bufferSource('x', iconv.encode(TEXT, 'cp932'), { encoding: parseEncodingName('sjis')! });
    expect(s.detectedBy).toBe('forced');
    expect(parseEncodingName('Shift_JIS')).toBe('cp932');
    expect(parseEncodingName('latin1')).toBeUndefined();
  });

  it('the content hash depends on the bytes only', async () => {
    const a = await bufferSource('a', Buffer.from(TEXT));
    const b = await bufferSource('b', Buffer.from(TEXT));
    const c = await bufferSource('c', Buffer.from(`${TEXT}\r\n`));
    expect(a.hash).toBe(b.hash);
    expect(a.hash).not.toBe(c.hash);
  });
});

describe('CSV records', () => {
  const rows = async (text: string) => {
    const out: { line: number; values: string[] }[] = [];
    for await (const r of readRecords((await bufferSource('x', Buffer.from(text))).open())) out.push(r);
    return out;
  };

  it('line numbers are file lines, across CRLF, quoted line breaks and blank lines', async () => {
    const got = await rows('a,b\r\n1,"x\r\ny"\r\n\r\n3,4\r\n,\r\n5,6');
    expect(got.map((r) => [r.line, r.values])).toEqual([
      [1, ['a', 'b']],
      [2, ['1', 'x\ny']],
      [5, ['3', '4']],
      [7, ['5', '6']],
    ]);
  });

  it('values stay strings: leading zeros, long digit runs, dates as typed', async () => {
    const got = await rows('zip,tel,date\n0600001,09012345678,2026/3/5\n');
    expect(got[1]!.values).toEqual(['0600001', '09012345678', '2026/3/5']);
  });

  it('tab- and semicolon-separated files are read too', async () => {
    expect((await rows('a\tb\n1\t2,5\n'))[1]!.values).toEqual(['1', '2,5']);
    expect((await rows('a;b\n1;2\n'))[1]!.values).toEqual(['1', '2']);
  });
});

describe('CSV records, read as they come', () => {
  const read = async (text: string) => {
    const out: { line: number; values: string[] }[] = [];
    for await (const r of readRecords((await bufferSource('x', Buffer.from(text))).open())) out.push(r);
    return out;
  };

  it('a quote left open at the end of the file is a CSV error (code CSV_…), not a lost row', async () => {
    await expect(read('a,b\n1,"x\n2,3\n')).rejects.toMatchObject({ code: 'CSV_QUOTE_NOT_CLOSED' });
  });

  it('a file longer than one parser piece keeps every record, its line and its values, in order', async () => {
    const lines = ['key,name'];
    for (let i = 1; i <= 3000; i++) lines.push(i % 7 === 0 ? `${i},"multi\r\nline ${i}"` : `${i},n${i}`);
    const got = await read(`${lines.join('\r\n')}\r\n`);
    expect(got).toHaveLength(3001);
    let line = 2;
    for (const [n, r] of got.slice(1).entries()) {
      const i = n + 1;
      expect(r).toEqual({ line, values: [String(i), i % 7 === 0 ? `multi\nline ${i}` : `n${i}`] });
      line += i % 7 === 0 ? 2 : 1;
    }
  });

  it('a last record without a line end is read', async () => {
    expect((await read('a,b\n1,2')).map((r) => r.values)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('encoding detection on the bytes', () => {
  const at64k = (filler: string, ch: string) => {
    // The file is read in 64 KiB chunks: put a multi-byte character across the first boundary.
    const pad = 65536 - 1 - Buffer.byteLength(`${TEXT}`) - 1;
    return Buffer.concat([Buffer.from(TEXT), Buffer.from(filler.repeat(pad)), Buffer.from(`\n${ch}x\n`)]);
  };

  it('UTF-8 whose multi-byte characters straddle a read chunk is still UTF-8', async () => {
    for (const ch of ['é', '郵', '😀']) {
      const file = path.join(dir, `straddle-${ch.length}.csv`);
      writeFileSync(file, at64k('a', ch));
      expect((await fileSource(file, { cwd: dir })).encoding, ch).toBe('utf8');
    }
  });

  it('a UTF-8 file whose last line ends in the middle of a UTF-8 sequence is refused on that line', async () => {
    const cut = bufferSource('x', Buffer.concat([Buffer.from(TEXT), Buffer.from('郵').subarray(0, 2)]));
    await expect(cut).rejects.toMatchObject({ encoding: 'utf8', lines: [3], count: 1 });
  });

  it('Shift_JIS bytes after the first chunk still make the file Shift_JIS', async () => {
    const file = path.join(dir, 'late-sjis.csv');
    writeFileSync(file, Buffer.concat([Buffer.from('a'.repeat(200_000)), iconv.encode('\n髙橋\n', 'cp932')]));
    expect((await fileSource(file, { cwd: dir })).encoding).toBe('cp932');
  });
});

describe('closed order keys, held outside the JS heap', () => {
  it('remembers the first line of every key, Japanese and long keys included, across growth', () => {
    const keys = new ClosedKeys();
    const long = '注文'.repeat(300);
    for (let i = 0; i < 5000; i++) keys.close(`K${i}`, i + 2);
    keys.close('注文①', 9000);
    keys.close(long, 9001);
    keys.close('K7', 1); // closed again later: the first line stays
    expect(keys.size).toBe(5002);
    expect(keys.get('K7')).toBe(9);
    expect(keys.get('K4999')).toBe(5001);
    expect(keys.get('注文①')).toBe(9000);
    expect(keys.get(long)).toBe(9001);
    expect(keys.get('K5000')).toBeUndefined();
    expect(keys.get('注文')).toBeUndefined();
    expect(keys.get('')).toBeUndefined();
  });
});

describe('a file that is not cleanly one encoding', () => {
  const utf8 = (text: string) => Buffer.from(text, 'utf8');
  const sjisBytes = (text: string) => iconv.encode(text, 'cp932');
  const HEADER = '注文番号,お届け先名,郵便番号\r\n';
  const refusal = async (bytes: Buffer) => {
    const err = await bufferSource('x', bytes).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MixedEncodingError);
    return err as MixedEncodingError;
  };

  it('one Shift_JIS row in a UTF-8 file is refused, naming its line', async () => {
    const bytes = Buffer.concat([
      utf8(`${HEADER}1001,山田 太郎,1000001\r\n`),
      sjisBytes('1002,髙橋 花子,0600001\r\n'),
      utf8('1003,佐藤 次郎,5300001\r\n'),
    ]);
    const err = await refusal(bytes);
    expect([err.encoding, err.lines, err.count]).toEqual(['utf8', [3], 1]);
    expect(err.message).toBe('is not one encoding: it is UTF-8, but line 3 is not UTF-8');
  });

  it('one UTF-8 row in a Shift_JIS file is refused, naming its line', async () => {
    const bytes = Buffer.concat([
      sjisBytes(`${HEADER}1001,山田 太郎,1000001\r\n1002,髙橋 花子,0600001\r\n`),
      utf8('1003,佐藤 次郎,5300001\r\n'),
    ]);
    const err = await refusal(bytes);
    expect([err.encoding, err.lines, err.count]).toEqual(['cp932', [4], 1]);
    expect(err.message).toBe('is not one encoding: it is Shift_JIS, but line 4 is UTF-8');
  });

  it('a UTF-8 BOM with Shift_JIS rows: the BOM says UTF-8, the rows are named', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      utf8('order,name,zip\r\n'),
      sjisBytes('1001,山田 太郎,1000001\r\n'),
    ]);
    expect(await refusal(bytes)).toMatchObject({ encoding: 'utf8', lines: [2], count: 1 });
  });

  it('many stray lines: the first five named, with how many in all', async () => {
    const rows = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0 ? sjisBytes(`${2000 + i},髙橋,0600001\n`) : utf8(`${2000 + i},山田,1000001\n`),
    );
    const err = await refusal(Buffer.concat([utf8('注文番号,名前,郵便番号\n'), ...rows]));
    expect([err.lines, err.count]).toEqual([[2, 4, 6, 8, 10], 6]);
    expect(err.message).toBe(
      'is not one encoding: it is UTF-8, but lines 2, 4, 6, 8, 10, … (6 lines in all) are not UTF-8',
    );
  });

  it('ASCII lines belong to either: a Shift_JIS file with ASCII rows is Shift_JIS', async () => {
    const s = await bufferSource(
      'x',
      Buffer.concat([utf8('order,name\n1001,Taro\n'), sjisBytes('1002,髙橋\n')]),
    );
    expect(s.encoding).toBe('cp932');
  });

  it('a stray line past the first read chunk is found too', async () => {
    const file = path.join(dir, 'late-stray.csv');
    writeFileSync(
      file,
      Buffer.concat([
        utf8(`${HEADER}${'1001,山田 太郎,1000001\n'.repeat(5000)}`),
        sjisBytes('9999,髙橋,0600001\n'),
      ]),
    );
    await expect(fileSource(file, { cwd: dir })).rejects.toMatchObject({ lines: [5002], count: 1 });
  });

  it('--encoding names the encoding: no refusal (rows that do not decode are refused on their lines)', async () => {
    const bytes = Buffer.concat([
      utf8(`${HEADER}1001,山田 太郎,1000001\n`),
      sjisBytes('1002,髙橋,0600001\n'),
    ]);
    const s = await bufferSource('x', bytes, { encoding: 'utf8' });
    expect(s.detectedBy).toBe('forced');
    expect((await firstRows(s))[2]![1]).toContain('\uFFFD');
  });
});
