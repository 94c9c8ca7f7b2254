// What a packer reading Japanese gets from rates, ship and shipments summary (the CLI
// under LANG=ja_JP.UTF-8, against a test sandbox), and what scripts read, which does not change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

let sb: TestSandbox;
const home = makeHome();
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(async () => {
  await sb?.close();
  home.remove();
});

const JA = { LANG: 'ja_JP.UTF-8' };
const EN = { LANG: 'C.UTF-8' };
const run = (args: string[], env: Record<string, string>) =>
  runInProcess([...args, '--base-url', sb.url], { env: { SHIPCTL_TOKEN: sb.token, ...env } });
const RATES = ['rates', '--to-zip', '530-0001', '--pack-size', '80'];

describe('shipping commands under a Japanese locale', () => {
  it('rates at an 80-column terminal: Japanese headers, service names as the carriers write them', async () => {
    const r = await runInProcess([...RATES, '--base-url', sb.url], {
      terminal: { columns: 80 },
      home: home.dir,
      env: { SHIPCTL_TOKEN: sb.token, ...JA, NO_COLOR: '1' },
    });
    expect(r.code).toBe(0);
    const lines = r.stdout.split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toMatch(/^運送会社\s+サービス\s+名称\s+運賃/);
    expect(r.stdout).toContain('飛脚宅配便');
    expect(r.stdout).toContain('宅急便');
  });

  it('rates --json and piped rows are the same bytes in Japanese and in English', async () => {
    const [ja, en] = await Promise.all([run([...RATES, '--json'], JA), run([...RATES, '--json'], EN)]);
    expect(ja.code).toBe(0);
    expect(ja.stdout).toBe(en.stdout);
    const [jaRows, enRows] = await Promise.all([run(RATES, JA), run(RATES, EN)]);
    expect(jaRows.stdout).toBe(enRows.stdout);
  });

  it('ship --no-input says in Japanese what is missing, with the flags that give it; the exit code is kept', async () => {
    const args = ['ship', '--no-input', '--to-zip', '530-0001', '--pack-size', '80'];
    const [ja, en] = await Promise.all([run(args, JA), run(args, EN)]);
    expect(ja.code).toBe(2);
    expect(en.code).toBe(2);
    expect(ja.stderr).toContain('出荷の内容に不足か誤りがあります。何も送信していません');
    expect(ja.stderr).toContain('--service または --cheapest');
    expect(en.stderr).toContain('the request is invalid; nothing was sent');
    expect(en.stderr).toContain('--service, or --cheapest');
  });

  it('ship without --yes and no terminal asks for it in Japanese', async () => {
    const args = ['ship', '--to-zip', '530-0001', '--pack-size', '80', '--to-name', '山田 太郎'];
    const r = await run([...args, '--to-address1', '梅田1-1-3', '--carrier', 'sagawa'], JA);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('対話できない実行でラベルを発行するには --yes が必要です');
  });
});
