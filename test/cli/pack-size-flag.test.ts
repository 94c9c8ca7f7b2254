// --pack-size is read by one parser with one message, whichever command takes it: a quote, an
// order run, a station, a batch file. A packer who mistypes a size reads the same words each time,
// in their language, and nothing is sent (exit 2).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeHome, runCli } from '../helpers/cli.js';

const COMMANDS = [
  ['rates', '--to-zip', '530-0001'],
  ['orders', 'ship', '--all', '--test'],
  ['station', '--test'],
  ['batch', 'ship', 'orders.csv', '--dry-run'],
];

describe('--pack-size, one parser for every command', () => {
  let home: ReturnType<typeof makeHome>;
  beforeEach(() => {
    home = makeHome();
    writeFileSync(
      path.join(home.dir, 'orders.csv'),
      'order_number,name,zip,address1\nA-1,山田,530-0001,梅田1-1\n',
    );
  });
  afterEach(() => home.remove());

  for (const [lang, said] of [
    ['C.UTF-8', '"0" is not a pack size such as 60, 80, 100'],
    ['ja_JP.UTF-8', '「0」はサイズ（60, 80, 100 など）ではありません'],
  ] as const)
    it(`refuses a size that is not one with the same words in every command (${lang}), exit 2`, async () => {
      for (const args of COMMANDS) {
        const r = await runCli([...args, '--pack-size', '0'], {
          home: home.dir,
          cwd: home.dir,
          env: { LANG: lang },
          input: '',
        });
        expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(2);
        expect(r.stderr, args.join(' ')).toContain(said);
      }
    });
});
