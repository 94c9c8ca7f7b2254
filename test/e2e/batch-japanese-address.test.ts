// A Japanese shop's order CSV (Shift_JIS, as Excel saves it) has no 市区町村 column: 住所1
// holds the city and the street. Each row's city is read from 住所1 and checked against the
// postal code; the body sends it once (city from the code, address1 = town + 番地), and a
// row whose written city is not the code's — here a 6-digit code restored to 060-0001 in
// 札幌市中央区 while 住所1 says 札幌市北区 — is refused naming its line and column, not repaired.
import iconv from 'iconv-lite';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import { allShipments, toCsv } from '../fixtures/batch/harness.js';
import { useSandboxCli } from '../helpers/e2e.js';
import { WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

const t = useSandboxCli({ clock: fixedClock(new Date(WEDNESDAY_10_JST)) });

const HEADERS = ['注文番号', 'お届け先名', '郵便番号', '住所1', '住所2', '電話番号', '運送会社', 'サイズ'];
const ROWS = [
  [
    'A-1001',
    '鈴木 次郎',
    '530-0001',
    '大阪府大阪市北区梅田1-13-1',
    '大阪梅田ツインタワーズ・サウス 15F',
    '0661234567',
    'ゆうパック',
    '60',
  ],
  [
    'A-1002',
    '田中 花子',
    '600-8216',
    '京都市下京区烏丸通塩小路下ル東塩小路町721番地の1 京都タワービル3F',
    '',
    '0751234567',
    '佐川急便',
    '80',
  ],
  ['A-1003', '佐藤 一郎', '600001', '札幌市北区北8条西5丁目', '', '0111234567', 'ゆうパック', '60'],
  ['A-1004', '高橋 美咲', '1900222', '東京都西多摩郡檜原村字本宿123番地', '', '0425981234', 'ゆうパック', '60'],
];

function ordersFile(): string {
  const file = path.join(t.home.dir, 'orders.csv');
  writeFileSync(file, iconv.encode(toCsv(HEADERS, ROWS), 'cp932'));
  return file;
}

const REFUSED =
  'line 4, order A-1003, 住所1 (to_address.address1): says 札幌市北区, but to_address.zip 060-0001 is in 北海道札幌市中央区: correct the postal code or the address';

describe('a Japanese order CSV whose 住所1 holds the city', () => {
  it('dry run: the row whose city is not its postal code’s is refused naming line and column; nothing is sent', async () => {
    const res = await t.shipctl(['batch', 'ship', ordersFile(), '--test', '--dry-run']);
    expect(res.code, res.stderr).toBe(2);
    expect(res.stderr).toContain(REFUSED);
    expect(await allShipments(t.sb)).toHaveLength(0);
  });

  it('real run: the other rows ship with prefecture, city, town + 番地 and building each in its own field, once', async () => {
    const res = await t.shipctl(['batch', 'ship', ordersFile(), '--test', '--skip-invalid', '--yes']);
    expect(res.code, res.stderr).toBe(7);
    expect(res.stderr).toContain(
      'to_address.address1 was 18 characters; sagawa prints at most 16 on a line: sent as "烏丸通塩小路下ル東塩小路町" / "721番地の1"',
    );
    const sent = (await allShipments(t.sb)).map((s) => {
      const a = s.to_address as Record<string, string>;
      return [s.setup.ref_number, a.province, a.city, a.address1, a.address2, a.extra];
    });
    expect(sent.sort()).toEqual([
      ['A-1001', '27', '大阪市北区', '梅田1-13-1', '大阪梅田ツインタワーズ・サウス 15F', undefined],
      // 佐川 prints 16 characters a line: the street breaks before its 番地, the building moves down.
      ['A-1002', '26', '京都市下京区', '烏丸通塩小路下ル東塩小路町', '721番地の1', '京都タワービル3F'],
      ['A-1004', '13', '西多摩郡檜原村', '字本宿123番地', undefined, undefined],
    ]);
  });
});
