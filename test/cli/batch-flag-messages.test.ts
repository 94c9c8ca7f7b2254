// `batch ship` refuses a mapping file it cannot read and a service no carrier has before the CSV
// is read or anything is sent (exit 2): the message names the flag as it is typed and says the
// fix, in the reader's language.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeHome, runCli } from '../helpers/cli.js';

describe('batch ship: --map and --service refused in the reader’s language', () => {
  let home: ReturnType<typeof makeHome>;
  beforeEach(() => {
    home = makeHome();
    writeFileSync(
      path.join(home.dir, 'orders.csv'),
      'order_number,name,zip,address1\nA-1,山田,530-0001,梅田1-1\n',
    );
    writeFileSync(path.join(home.dir, 'map.json'), '{"zip": ');
  });
  afterEach(() => home.remove());

  const run = (args: string[], lang: string) =>
    runCli(['batch', 'ship', 'orders.csv', '--dry-run', ...args], {
      home: home.dir,
      cwd: home.dir,
      env: { LANG: lang },
      input: '',
    });

  for (const [lang, fix] of [
    ['C.UTF-8', 'give a JSON object {"zip": "Postal code", …}'],
    ['ja_JP.UTF-8', 'JSON オブジェクト {"zip": "郵便番号", …} を指定してください'],
  ] as const)
    it(`a mapping file that is not JSON is named with --map and the shape to give (${lang}), exit 2`, async () => {
      const r = await run(['--map', 'map.json'], lang);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toContain('--map map.json: ');
      expect(r.stderr).toContain(fix);
      expect(r.stdout).toBe('');
    });

  for (const [lang, said, fix] of [
    ['C.UTF-8', 'unknown --service "nosuch_express"', 'list them with `shipctl carriers catalog`'],
    [
      'ja_JP.UTF-8',
      '--service "nosuch_express" は知らないサービスです',
      '`shipctl carriers catalog` で一覧できます',
    ],
  ] as const)
    it(`a service no carrier has is refused naming --service and where to list them (${lang}), exit 2`, async () => {
      const r = await run(['--service', 'nosuch_express'], lang);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toContain(said);
      expect(r.stderr).toContain(fix);
      expect(r.stdout).toBe('');
    });
});
