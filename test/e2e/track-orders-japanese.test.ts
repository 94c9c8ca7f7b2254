// What a packer reading Japanese gets from track and orders ship (the CLI under
// LANG=ja_JP.UTF-8, against a test sandbox), and what scripts read, which does not change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

let sb: TestSandbox;
const home = makeHome();
let number = '';
beforeAll(async () => {
  sb = await startTestSandbox();
  const made = await run(
    [
      'ship',
      '--yes',
      '--test',
      '--carrier',
      'sagawa',
      '--pack-size',
      '60',
      '--to-zip',
      '530-0001',
      '--to-name',
      '山田 太郎',
      '--to-province',
      '27',
      '--to-city',
      '大阪市北区',
      '--to-address1',
      '梅田1-1-3',
      '--to-phone',
      '0612345678',
      '--json',
    ],
    EN,
  );
  number = (JSON.parse(made.stdout) as { delivery: { tracking_numbers: string[] } }).delivery
    .tracking_numbers[0]!;
});
afterAll(async () => {
  await sb?.close();
  home.remove();
});

const JA = { LANG: 'ja_JP.UTF-8' };
const EN = { LANG: 'C.UTF-8' };
const run = (args: string[], env: Record<string, string>) =>
  runInProcess([...args, '--base-url', sb.url], { env: { SHIPCTL_TOKEN: sb.token, ...env } });

describe('track and orders under a Japanese locale', () => {
  it('track at a terminal: the status in Japanese and the queries left in Japanese', async () => {
    const r = await runInProcess(['track', 'sagawa', number, '--base-url', sb.url], {
      terminal: { columns: 80 },
      home: home.dir,
      env: { SHIPCTL_TOKEN: sb.token, ...JA, NO_COLOR: '1' },
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('集荷前');
    expect(r.stdout).toMatch(/照会 残り \d+\/15 回/);
  });

  it('track --json and piped rows keep the API words in either language', async () => {
    const ja = await run(['track', 'sagawa', number, '--json'], JA);
    const en = await run(['track', 'sagawa', number, '--json'], EN);
    expect(ja.code).toBe(0);
    // Each run is a new query: its time and the count left are all that move between the two.
    const strip = (s: string) =>
      s.replace(/"requested_at":\s*"[^"]*"/g, '').replace(/"queries_(left|used)":\s*\d+/g, '');
    expect(strip(ja.stdout)).toBe(strip(en.stdout));
    const piped = await run(['track', 'sagawa', number], JA);
    expect(piped.stdout).toContain('\tpre-transit\t');
    expect(piped.stdout).not.toContain('集荷前');
  });

  it('track without a number says so in Japanese; the exit code is kept', async () => {
    const [ja, en] = await Promise.all([run(['track', 'sagawa'], JA), run(['track', 'sagawa'], EN)]);
    expect(ja.code).toBe(2);
    expect(en.code).toBe(2);
    expect(ja.stderr).toContain('追跡番号を指定してください');
    expect(en.stderr).toContain('no tracking number given');
  });

  it('orders ship without --yes and no terminal asks for it in Japanese', async () => {
    const r = await run(['orders', 'ship', '--all'], JA);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('対話できない実行でラベルを発行するには --yes が必要です');
  });
});
