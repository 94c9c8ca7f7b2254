import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import {
  packSizeFor,
  parseBoolean,
  parseCarrier,
  parseCool,
  parseDate,
  parseNumber,
  parseTimeSlot,
  renderResults,
  excelText,
  unencodableChar,
  type RowRecord,
} from '../../../src/batch/index.js';
import { progressText } from '../../../src/cli/order-runs/progress.js';

describe('cell values', () => {
  it('numbers as typed in Japanese spreadsheets', () => {
    expect(parseNumber('1,200円', { what: 'x' })).toEqual({ ok: true, value: 1200 });
    expect(parseNumber('３００g', { what: 'x' })).toEqual({ ok: true, value: 300 });
    expect(parseNumber('80サイズ', { what: 'x', integer: true })).toEqual({ ok: true, value: 80 });
    expect(parseNumber('1.5', { what: 'the size', integer: true })).toMatchObject({ ok: false });
    expect(parseNumber('abc', { what: 'x' })).toMatchObject({
      ok: false,
      issue: expect.stringMatching(/not a number/),
    });
  });

  it('dates: slashes, kanji, compact; impossible dates refused', () => {
    expect(parseDate('2026/3/5')).toEqual({ ok: true, value: '2026-03-05' });
    expect(parseDate('2026年3月5日')).toEqual({ ok: true, value: '2026-03-05' });
    expect(parseDate('20260305')).toEqual({ ok: true, value: '2026-03-05' });
    expect(parseDate('2026-02-30')).toMatchObject({ ok: false });
    expect(parseDate('3/5')).toMatchObject({ ok: false });
  });

  it('time slots, cool options, carriers and yes/no in Japanese', () => {
    expect(parseTimeSlot('午前中')).toBe('before-noon');
    expect(parseTimeSlot('14時～16時')).toBe('14-16');
    expect(parseTimeSlot('18:00-20:00')).toBe('18-20');
    expect(parseTimeSlot('指定なし')).toBe('not-specified');
    expect(parseCool('冷凍')).toBe('frozen');
    expect(parseCool('チルド')).toBe('fresh');
    expect(parseCarrier('佐川急便')).toEqual({ ok: true, value: 'sagawa' });
    expect(parseCarrier('Yamato')).toEqual({ ok: true, value: 'yamato' });
    expect(parseCarrier('飛脚')).toMatchObject({ ok: false });
    expect(parseBoolean('○')).toEqual({ ok: true, value: true });
    expect(parseBoolean('×')).toEqual({ ok: true, value: false });
  });

  it('pack size from the sum of the sides', () => {
    expect(packSizeFor([60, 80, 100, 140, 160], 75)).toBe(80);
    expect(packSizeFor([60, 80, 100, 140, 160], 161)).toBeUndefined();
  });
});

const record = (over: Partial<RowRecord>): RowRecord => ({
  run_id: 'r',
  seq: 1,
  row_key: '1001',
  line: 2,
  ref_number: 'Babcdef01-1001',
  body_json: '{}',
  carrier: 'sagawa',
  service: 'sagawa_regular',
  state: 'done',
  attempts: 1,
  sent_at: null,
  shipment_id: 'API-AAAA000001',
  tracking_json: '["123456789012"]',
  label_url: null,
  label_file: '/labels/000001.pdf',
  quoted: 1,
  quote: 0,
  currency: null,
  error: null,
  updated_at: '',
  ...over,
});

describe('results CSV', () => {
  it('one line per row, CRLF, tracking numbers joined by a space, in Excel text form', () => {
    const text = renderResults(
      [
        record({}),
        record({
          seq: 2,
          row_key: '1002',
          state: 'failed',
          shipment_id: null,
          tracking_json: null,
          label_file: null,
          quote: null,
          error: 'to_address.zip: is invalid, "bad"',
        }),
      ],
      'utf8',
    ).toString('utf8');
    expect(text.split('\r\n')).toEqual([
      'line,key,status,shipment_id,tracking_numbers,label_file,price,currency,ref_number,error',
      '2,1001,done,API-AAAA000001,"=""123456789012""",/labels/000001.pdf,0,,Babcdef01-1001,',
      '2,1002,failed,,,,,,Babcdef01-1001,"to_address.zip: is invalid, ""bad"""',
      '',
    ]);
  });

  it('sjis for Excel: encoded in CP932; a character CP932 lacks is replaced and reported, never a failure', () => {
    const ok = renderResults([record({ row_key: '注文①' })], 'sjis');
    expect(iconv.decode(ok, 'cp932')).toMatch(/注文①/);
    expect(unencodableChar('山田 😀')).toBe('😀');
    expect(unencodableChar('한국')).toBe('한');
    const replaced: unknown[] = [];
    const bytes = renderResults([record({ line: 9, error: 'line 9 · bad name "김" – café' })], 'sjis', (r) =>
      replaced.push(r),
    );
    // our own punctuation is folded silently; the user's 김 is replaced and reported, é keeps its letter
    expect(iconv.decode(bytes, 'cp932')).toContain('line 9 / bad name ""?"" - cafe');
    expect(replaced).toEqual([
      { line: 9, column: 'error', char: '김' },
      { line: 9, column: 'error', char: 'é' },
    ]);
  });
});

describe('tracking numbers survive Excel', () => {
  it('a number of digits only (a leading 0, 12 digits) is written ="…", which Excel shows as text', () => {
    const text = renderResults([record({ tracking_json: '["012345678901"]' })], 'sjis');
    const line = iconv.decode(text, 'cp932').split('\r\n')[1]!;
    expect(line.split(',')[4]).toBe('"=""012345678901"""');
    expect(excelText('0123 0456')).toBe('0123 0456');
    expect(excelText('')).toBe('');
  });
});

describe('progress line', () => {
  it('done, failed, remaining, rate and ETA', () => {
    const text = progressText(
      { total: 200, done: 50, failed: 2, skipped: 0, remaining: 148, sentNow: 50, startedAt: 0 },
      10_000,
    );
    expect(text).toBe('50/200 done · 2 failed · 148 remaining · 5.0/s · ETA 0:30');
  });
});
