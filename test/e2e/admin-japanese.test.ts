// What a Japanese reader gets from the account and machine commands (carriers, batch, config…):
// the CLI under LANG=ja_JP.UTF-8, at an 80-column terminal where a person reads it,
// and piped where a script does — piped rows and --json the same bytes in either language.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeHome, REPO_ROOT } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';
import { displayWidth } from '../../src/cli/output/width.js';

const JA = { LANG: 'ja_JP.UTF-8', SHIPCTL_NOW: '2026-03-04T01:00:00Z' };
const EN = { LANG: 'C.UTF-8', SHIPCTL_NOW: '2026-03-04T01:00:00Z' };
const SAMPLE = path.join(REPO_ROOT, 'test', 'fixtures', 'batch', 'sample.csv');

let home: ReturnType<typeof makeHome>;
beforeEach(() => {
  home = makeHome();
});
afterEach(() => home.remove());

const atTerminal = (args: string[], env = JA) =>
  runInProcess(args, { terminal: { columns: 80 }, home: home.dir, env });
const piped = (args: string[], env: Record<string, string>) => runInProcess(args, { home: home.dir, env });
const widest = (text: string) => Math.max(...text.split('\n').map(displayWidth));

describe('carriers catalog under a Japanese locale', () => {
  it('names sagawa, its services and time slots as the carrier writes them, within 80 columns', async () => {
    const r = await atTerminal(['carriers', 'catalog', 'sagawa']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('sagawa — 佐川急便');
    expect(r.stdout).toMatch(/時間帯\s+指定なし\s\/ 午前中\s\/ 12時〜14時\s\/ 14時〜16時/);
    expect(r.stdout).toContain('飛脚宅配便');
    expect(r.stdout).toContain('飛脚クール便（冷凍）');
    expect(r.stdout).toMatch(/サービス\s+名称/);
    expect(r.stdout).toContain('2026-03-04 〜 2026-04-03');
    expect(widest(r.stdout)).toBeLessThanOrEqual(80);
  });

  it('shows every carrier by its Japanese name in the overview, within 80 columns', async () => {
    const r = await atTerminal(['carriers', 'catalog']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/種類\s+名称\s+区分/);
    expect(r.stdout).toMatch(/yamato\s+ヤマト運輸\s+国内/);
    expect(r.stdout).toMatch(/japanpost\s+日本郵便（国際郵便）\s+国際/);
    expect(widest(r.stdout)).toBeLessThanOrEqual(80);
  });

  it('keeps --json and piped rows byte-identical to English', async () => {
    for (const args of [
      ['carriers', 'catalog', 'sagawa', '--json'],
      ['carriers', 'catalog', '--json'],
      ['carriers', 'catalog', 'sagawa'],
      ['carriers', 'catalog'],
      ['config', 'list', '--json'],
      ['config', 'list'],
    ]) {
      const [ja, en] = [await piped(args, JA), await piped(args, EN)];
      expect(ja.code).toBe(0);
      expect(ja.stdout, args.join(' ')).toBe(en.stdout);
    }
  });

  it('refuses an unknown carrier type in Japanese with the same exit code and the type list as is', async () => {
    const [ja, en] = [
      await piped(['carriers', 'catalog', 'nope'], JA),
      await piped(['carriers', 'catalog', 'nope'], EN),
    ];
    expect(ja.code).toBe(2);
    expect(en.code).toBe(2);
    expect(ja.stderr).toContain('運送会社の種類「nope」は存在しません');
    expect(ja.stderr).toContain('次のいずれかを指定してください: japanpost');
    expect(en.stderr).toContain('unknown carrier type "nope"');
  });
});

describe('--json of the account commands under a Japanese locale', () => {
  it('prints the same bytes as under C.UTF-8 (the embedded sandbox answers both)', async () => {
    for (const args of [
      ['carriers', 'list', '--json'],
      ['addresses', 'list', '--json'],
      ['warehouses', 'list', '--json'],
      ['sub-users', 'list', '--json'],
      ['files', 'list', '--json'],
      ['profiles', 'list', '--json'],
      ['config', 'get', 'currency', '--json'],
      ['batch', 'status', '--json'],
    ]) {
      const [ja, en] = [await piped(args, JA), await piped(args, EN)];
      expect(ja.code, `${args.join(' ')}: ${ja.stderr}`).toBe(0);
      expect(ja.stdout, args.join(' ')).toBe(en.stdout);
    }
  });

  it('lists the carrier accounts under Japanese headers, each carrier by its Japanese name', async () => {
    const r = await atTerminal(['carriers', 'list']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/ID\s+種類\s+名称\s+状態/);
    expect(r.stdout).toMatch(/yamato\s+ヤマト運輸\s+有効/);
    expect(widest(r.stdout)).toBeLessThanOrEqual(80);
  });
});

describe('config and batch under a Japanese locale', () => {
  it('config list shows Japanese headers and where each value comes from', async () => {
    const r = await atTerminal(['config', 'list']);
    expect(r.stdout).toMatch(/キー\s+値\s+設定元/);
    expect(r.stdout).toMatch(/base_url\s+（サンドボックス）\s+内蔵サンドボックス/);
    expect(r.stdout).toMatch(/currency\s+未設定/);
  });

  it('config get of an unknown key says so in Japanese (exit 2)', async () => {
    const r = await piped(['config', 'get', 'nope'], JA);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('キー「nope」はありません');
  });

  it('batch ship --dry-run summarizes the file in Japanese; --json is the same in both languages', async () => {
    const r = await atTerminal(['batch', 'ship', SAMPLE, '--dry-run', '--skip-invalid']);
    expect(r.stdout).toMatch(/ファイル\s+.*sample\.csv \(utf8\)/);
    expect(r.stdout).toMatch(/出荷\s+3/);
    expect(r.stdout).toMatch(/テストラベル\s+\d/);
    expect(r.stderr).toContain('列（汎用）: order_id');
    const args = ['batch', 'ship', SAMPLE, '--dry-run', '--skip-invalid', '--json'];
    const [ja, en] = [await piped(args, JA), await piped(args, EN)];
    expect(ja.stdout).toBe(en.stdout);
  });

  it('batch status with no runs says so in Japanese', async () => {
    const r = await atTerminal(['batch', 'status']);
    expect(r.code).toBe(0);
    expect(r.stderr + r.stdout).toContain('一括出荷の実行はまだありません');
  });
});
