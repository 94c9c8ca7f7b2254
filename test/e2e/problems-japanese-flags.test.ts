// Problems found in typed flags and in a batch file, as a Japanese packer reads them: the rule's
// text in Japanese, while --json, exit codes and what is sent stay as in English.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';

let home: ReturnType<typeof makeHome>;
beforeEach(() => {
  home = makeHome();
});
afterEach(() => home.remove());

const run = (args: string[], lang: string) => runInProcess(args, { home: home.dir, env: { LANG: lang } });

describe('list flags refused before anything is sent', () => {
  it('under ja_JP.UTF-8 say why in Japanese, each with its flag; exit 2', async () => {
    const r = await run(['shipments', 'list', '--since', 'bogus', '--limit', '999'], 'ja_JP.UTF-8');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('出荷一覧のオプションが正しくありません。何も送信していません');
    expect(r.stderr).toContain('  --since: "bogus" は日付でも期間でもありません');
    expect(r.stderr).toContain(
      '  --limit: 1〜250 の整数で指定してください（指定値: 999）（出荷の 1 ページは最大 250 件です）',
    );
  });

  it('under C.UTF-8 say the same in English', async () => {
    const r = await run(['shipments', 'list', '--since', 'bogus', '--limit', '999'], 'C.UTF-8');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('invalid shipments list options; nothing was sent');
    expect(r.stderr).toContain(
      '  --limit: must be an integer from 1 to 250; got 999 (shipments pages hold at most 250)',
    );
  });
});

describe('batch ship --dry-run of a file with bad cells', () => {
  const file = () => {
    const f = path.join(home.dir, 'orders.csv');
    writeFileSync(f, 'order,name,zip,address1,weight\n1,山田 太郎,12,梅田1-1-3,abc\n');
    return f;
  };

  it('under ja_JP.UTF-8 names each cell’s problem in Japanese; --json stays English', async () => {
    const r = await run(['batch', 'ship', file(), '--dry-run', '--carrier', 'yamato'], 'ja_JP.UTF-8');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      '2 行目、注文 1、zip（to_address.zip）: "12" は 2 桁です: 7 桁の郵便番号（100-0001 または 1000001 など）を指定してください',
    );
    expect(r.stderr).toContain(
      '2 行目、注文 1、weight（parcels[0].weight）: "abc" は数値ではありません: 重量（g）は数字で書いてください（例: 80）',
    );
    const json = await run(
      ['batch', 'ship', file(), '--dry-run', '--carrier', 'yamato', '--json'],
      'ja_JP.UTF-8',
    );
    expect(json.stdout).toContain('"abc\\" is not a number: write the weight in grams as digits, e.g. 80');
    expect(json.stdout).not.toContain('数値ではありません');
  });
});
