// What a Japanese reader gets from the CLI's plumbing (notes under tables, the API client's own
// failures, setting and flag issues), and that what scripts and files carry stays English.
import { issueText } from '../../../src/i18n/issues.js';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguage } from '../../../src/i18n/index.js';
import { printTable } from '../../../src/cli/output/table.js';
import { createTheme } from '../../../src/cli/output/theme.js';
import { displayWidth } from '../../../src/cli/output/width.js';
import { wrapWords } from '../../../src/cli/output/theme.js';
import { networkError } from '../../../src/api/failures.js';
import { TransportError } from '../../../src/api/transport.js';
import { errorFromResponse } from '../../../src/api/errors.js';
import { checkSettingValue } from '../../../src/config/keys.js';
import { parseNumber } from '../../../src/cli/request/values.js';
import { applyFlags } from '../../../src/cli/request/flags.js';
import { fakeStreams } from '../../helpers/streams.js';

afterEach(() => useLanguage('en'));

const NOW = new Date('2026-03-04T01:00:00Z');

describe('the support catalog under a Japanese locale', () => {
  it('a table that leaves columns out says so in Japanese, within the terminal', async () => {
    await useLanguage('ja');
    const io = fakeStreams({ tty: true, columns: 36 });
    const rows = [
      { id: 'API-AAAAAAAAAA', name: '山田 太郎 様方 山田商店 御中', note: '割れ物注意', created: 'x' },
    ];
    const columns = [
      { header: 'ID', get: (r: (typeof rows)[number]) => r.id, fixed: true },
      { header: '名前', get: (r: (typeof rows)[number]) => r.name, minWidth: 12 },
      { header: '備考', get: (r: (typeof rows)[number]) => r.note, dropOrder: 2, minWidth: 12 },
      { header: '作成日時', get: (r: (typeof rows)[number]) => r.created, dropOrder: 1 },
    ];
    printTable({ ...io, stdoutIsTTY: true }, createTheme(false), rows, columns);
    const note = io.err().trim();
    expect(note).toBe('… 2 列を省略しました（備考、作成日時）: --wide で表示できます');
    for (const line of io.out().split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(36);
  });

  it('a network failure is spoken in Japanese while its message (results, --json) stays English', async () => {
    await useLanguage('ja');
    const err = networkError(
      { method: 'GET', path: '/v1/carriers' },
      new TransportError('ECONNREFUSED', false, false, new Error('connect ECONNREFUSED')),
      3,
      false,
      'http://127.0.0.1:9',
    );
    expect(err.message).toBe(
      'GET /v1/carriers: connection refused before the request was sent (ECONNREFUSED) — http://127.0.0.1:9',
    );
    expect(err.spoken).toBe(
      'GET /v1/carriers: リクエスト送信前に接続を拒否されました（ECONNREFUSED）— http://127.0.0.1:9',
    );
  });

  it("the API's own words are spoken as the API gave them", async () => {
    await useLanguage('ja');
    const err = errorFromResponse({
      method: 'POST',
      path: '/v1/rates',
      status: 400,
      statusText: 'Bad Request',
      data: { message: 'Validation failed' },
      rawText: '{"message":"Validation failed"}',
      attempts: 1,
    });
    expect(err.spoken).toBe('Validation failed');
    expect(err.message).toBe('Validation failed');
  });

  it('`config set` issues and flag value issues read as Japanese sentences', async () => {
    await useLanguage('ja');
    expect(checkSettingValue('carrier', 'fedx', '/')).toEqual({
      ok: false,
      issue: expect.stringMatching(/のいずれかを指定してください$/),
    });
    // A value's issue is said by the domain's catalog: English on the wire, Japanese to read.
    const weight = parseNumber('abc', { min: 0, exclusiveMin: true, unit: 'grams' });
    expect(weight.ok).toBe(false);
    expect(issueText(weight as { issue: string })).toMatch(/^0 より大きい数値.*"abc"/);
    const problems = applyFlags({}, { ddp: true, ddu: true } as Parameters<typeof applyFlags>[1], NOW);
    expect(problems.map((p) => issueText(p))).toEqual([expect.stringMatching(/--ddp.*--ddu/)]);
    expect(problems.map((p) => p.issue)).toEqual(['give --ddp or --ddu, not both']);
  });

  it('Japanese breaks between characters at a terminal; English between words, as before', async () => {
    await useLanguage('ja');
    const lines = wrapWords(
      'エラー: API トークン（env SHIPCTL_TOKEN）に改行が含まれているため、リクエストに載せられません。何も送信していません',
      40,
      8,
    );
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(40);
    expect(lines.slice(1).every((l) => l.startsWith('        ') && !/^ +[、。）]/.test(l))).toBe(true);
    expect(wrapWords('error: the token was refused by the server', 20, 7)).toEqual([
      'error: the token was',
      '       refused by',
      '       the server',
    ]);
  });

  it('English is unchanged', () => {
    expect(parseNumber('abc', { min: 0, exclusiveMin: true, unit: 'grams' })).toEqual({
      ok: false,
      issue: 'must be a number greater than 0 (grams); got "abc"',
    });
  });
});
