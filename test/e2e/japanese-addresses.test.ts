// Forty-odd real Japanese addresses of every shape, each typed as one string into
// --to-address1 as a packer pastes it from an order: the body must carry the prefecture,
// the city, the town + 番地 and the building each once, in its own field, and the label the
// sandbox prints from it must say each once. ゆうパック publishes no line lengths, so no line
// is broken to fit (domain/address-lines.ts; sagawa's 16 a line is tested there). Set ADDRESS_TABLE_OUT to a file to get the
// table of what was sent and printed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { fixedClock } from '../../src/sandbox/deps.js';
import { pdfText } from '../fixtures/documents/pdf-tools.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { fakeStreams } from '../helpers/streams.js';
import { describeNeeds } from '../helpers/tools.js';
import { WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

type Row = [zip: string, written: string, province: string, city: string, street: string, building?: string];

const ADDRESSES: readonly Row[] = [
  [
    '530-0001',
    '大阪府大阪市北区梅田1-13-1 大阪梅田ツインタワーズ・サウス 15F',
    '27',
    '大阪市北区',
    '梅田1-13-1',
    '大阪梅田ツインタワーズ・サウス 15F',
  ],
  [
    '100-0005',
    '東京都千代田区丸の内1-9-1 グラントウキョウノースタワー40階',
    '13',
    '千代田区',
    '丸の内1-9-1',
    'グラントウキョウノースタワー40階',
  ],
  [
    '600-8216',
    '京都府京都市下京区烏丸通塩小路下ル東塩小路町721-1 京都タワービル3F',
    '26',
    '京都市下京区',
    '烏丸通塩小路下ル東塩小路町721-1',
    '京都タワービル3F',
  ],
  [
    '604-8005',
    '京都府京都市中京区河原町通三条上る恵比須町427',
    '26',
    '京都市中京区',
    '河原町通三条上る恵比須町427',
  ],
  [
    '602-0855',
    '京都市上京区河原町通今出川下る梶井町448',
    '26',
    '京都市上京区',
    '河原町通今出川下る梶井町448',
  ],
  [
    '060-0808',
    '北海道札幌市北区北8条西5丁目 北大ハイツ101',
    '01',
    '札幌市北区',
    '北8条西5丁目',
    '北大ハイツ101',
  ],
  ['060-0001', '札幌市中央区北1条西2丁目', '01', '札幌市中央区', '北1条西2丁目'],
  ['044-0001', '北海道虻田郡倶知安町北1条東2丁目', '01', '虻田郡倶知安町', '北1条東2丁目'],
  ['190-0222', '東京都西多摩郡檜原村字本宿123番地', '13', '西多摩郡檜原村', '字本宿123番地'],
  ['907-1801', '沖縄県八重山郡与那国町字与那国129番地', '47', '八重山郡与那国町', '字与那国129番地'],
  ['996-0301', '山形県最上郡大蔵村大字南山2127', '06', '最上郡大蔵村', '大字南山2127'],
  ['389-0102', '長野県北佐久郡軽井沢町大字軽井沢1323-1', '20', '北佐久郡軽井沢町', '大字軽井沢1323-1'],
  ['325-0301', '那須郡那須町大字湯本206', '09', '那須郡那須町', '大字湯本206'],
  ['430-0945', '静岡県浜松市中央区池町220-1', '22', '浜松市中央区', '池町220-1'],
  ['420-0853', '静岡市葵区追手町9-6 静岡県庁別館8階', '22', '静岡市葵区', '追手町9-6', '静岡県庁別館8階'],
  ['263-0023', '千葉県千葉市稲毛区緑町1-1-1', '12', '千葉市稲毛区', '緑町1-1-1'],
  ['231-0023', '神奈川県横浜市中区山下町279', '14', '横浜市中区', '山下町279'],
  [
    '220-0012',
    '横浜市西区みなとみらい2-2-1 横浜ランドマークタワー70F',
    '14',
    '横浜市西区',
    'みなとみらい2-2-1',
    '横浜ランドマークタワー70F',
  ],
  [
    '212-0013',
    '神奈川県川崎市幸区堀川町72-1 ラゾーナ川崎プラザ5F',
    '14',
    '川崎市幸区',
    '堀川町72-1',
    'ラゾーナ川崎プラザ5F',
  ],
  ['252-0239', '神奈川県相模原市中央区中央2-11-15', '14', '相模原市中央区', '中央2-11-15'],
  ['253-0041', '神奈川県茅ケ崎市茅ヶ崎1-1-1', '14', '茅ヶ崎市', '茅ヶ崎1-1-1'],
  ['810-0001', '福岡県福岡市中央区天神1-8-1', '40', '福岡市中央区', '天神1-8-1'],
  ['460-0008', '愛知県名古屋市中区栄3-5-1 サカエビル2F', '23', '名古屋市中区', '栄3-5-1', 'サカエビル2F'],
  ['980-0811', '宮城県仙台市青葉区一番町4-1-1', '04', '仙台市青葉区', '一番町4-1-1'],
  ['732-0822', '広島県広島市南区松原町2-37', '34', '広島市南区', '松原町2-37'],
  ['650-0001', '兵庫県神戸市中央区加納町6丁目5番1号', '28', '神戸市中央区', '加納町6丁目5番1号'],
  ['700-0024', '岡山県岡山市北区駅元町1-1', '33', '岡山市北区', '駅元町1-1'],
  ['860-0806', '熊本県熊本市中央区花畑町4-1', '43', '熊本市中央区', '花畑町4-1'],
  ['892-0816', '鹿児島県鹿児島市山下町11-1', '46', '鹿児島市', '山下町11-1'],
  ['900-0006', '沖縄県那覇市おもろまち2丁目1番1号', '47', '那覇市', 'おもろまち2丁目1番1号'],
  ['520-0044', '滋賀県大津市京町四丁目1番1号', '25', '大津市', '京町四丁目1番1号'],
  ['630-8213', '奈良県奈良市登大路町30', '29', '奈良市', '登大路町30'],
  ['640-8156', '和歌山県和歌山市七番丁23', '30', '和歌山市', '七番丁23'],
  [
    '950-0088',
    '新潟県新潟市中央区万代1-6-1 バスセンタービル',
    '15',
    '新潟市中央区',
    '万代1-6-1',
    'バスセンタービル',
  ],
  ['330-0063', '埼玉県さいたま市浦和区高砂3-15-1', '11', 'さいたま市浦和区', '高砂3-15-1'],
  ['590-0078', '大阪府堺市堺区南瓦町3-1', '27', '堺市堺区', '南瓦町3-1'],
  ['540-0002', '大阪府大阪市中央区大阪城１－１', '27', '大阪市中央区', '大阪城１－１'],
  ['920-0962', '石川県金沢市広坂1丁目1番地の1', '17', '金沢市', '広坂1丁目1番地の1'],
  [
    '305-0053',
    '茨城県つくば市小野川16番地の2 第2研究棟301号室',
    '08',
    'つくば市',
    '小野川16番地の2',
    '第2研究棟301号室',
  ],
  [
    '170-0013',
    '東京都豊島区東池袋3-1-1 サンシャイン60 45階',
    '13',
    '豊島区',
    '東池袋3-1-1',
    'サンシャイン60 45階',
  ],
  [
    '160-0023',
    '東京都新宿区西新宿2-8-1 東京都庁第一本庁舎',
    '13',
    '新宿区',
    '西新宿2-8-1',
    '東京都庁第一本庁舎',
  ],
  ['100-0013', '千代田区霞ヶ関1-1-1', '13', '千代田区', '霞ヶ関1-1-1'],
  ['100-1401', '東京都八丈島八丈町大賀郷2551-2', '13', '八丈島八丈町', '大賀郷2551-2'],
  ['350-2211', '埼玉県鶴ヶ島市脚折町6-1-1', '11', '鶴ヶ島市', '脚折町6-1-1'],
];

let sb: TestSandbox;
let home: string;
beforeAll(async () => {
  sb = await startTestSandbox({ clock: fixedClock(new Date(WEDNESDAY_10_JST)) });
  home = mkdtempSync(path.join(tmpdir(), 'shipctl-jp-addresses-'));
});
afterAll(async () => {
  await sb.close();
  rmSync(home, { recursive: true, force: true });
});

async function ship(zip: string, written: string, label: string) {
  const streams = fakeStreams();
  const argv = ['--base-url', sb.url, '--json', 'ship', '--carrier', 'yuupack', '--test', '--pack-size', '60'];
  argv.push('--to-name', '鈴木 次郎', '--to-zip', zip, '--to-address1', written, '--label-out', label);
  const code = await runCli(argv, {
    env: { SHIPCTL_HOME: home, SHIPCTL_TOKEN: sb.token, NO_COLOR: '1' },
    streams,
    deps: { cwd: home, now: () => sb.deps.clock.now() },
  });
  return { code, stdout: streams.out(), stderr: streams.err() };
}

/** The label's recipient lines: from the 〒 line to the name (the label wraps a long line). */
function recipientBlock(text: string, zip: string): string[] {
  // The vertical お届け先 prints one character a line beside the block.
  const lines = text.split('\n').map((l) => l.trim().replace(/^[お届け先](\s+|$)/, ''));
  const start = lines.findIndex((l) => l.startsWith(`〒${zip}`));
  const end = lines.findIndex((l, i) => i > start && l.endsWith('様'));
  return lines.slice(start + 1, end).filter((l) => l !== '');
}

const times = (text: string, part: string) => text.split(part).length - 1;

describeNeeds(['pdftotext'])('Japanese addresses typed as one string', () => {
  it('are sent and printed with prefecture, city, town + 番地 and building each once', async () => {
    const table: string[] = [];
    for (const [zip, written, province, city, street, building] of ADDRESSES) {
      const label = path.join(home, `${zip}.pdf`);
      const r = await ship(zip, written, label);
      expect(r.stderr, written).not.toContain('error');
      expect(r.code, written).toBe(0);
      const to = (JSON.parse(r.stdout) as { to_address: Record<string, string> }).to_address;
      expect([to.province, to.city, to.address1, to.address2], written).toEqual([
        province,
        city,
        street,
        building,
      ]);
      const printed = recipientBlock(pdfText(label), zip);
      const block = printed.join('');
      expect(times(block, city), `${written}: ${city} on the label`).toBe(1);
      expect(times(block, street), `${written}: ${street} on the label`).toBe(1);
      if (building) expect(times(block, building), `${written}: ${building} on the label`).toBe(1);
      table.push([written, province, city, street, building ?? '', printed.join(' / ')].join('\t'));
    }
    const out = process.env.ADDRESS_TABLE_OUT;
    if (out) writeFileSync(out, `written\tprovince\tcity\taddress1\taddress2\tlabel\n${table.join('\n')}\n`);
    expect(table).toHaveLength(ADDRESSES.length);
  }, 120_000);
});
