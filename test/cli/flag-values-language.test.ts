// A flag's value refused while the command line is read (commander's parser: --limit, --page) and
// a message naming a flag through its definition read in the reader's language, with the flag
// spelled as typed, and nothing is sent (exit 2).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeHome, runCli } from '../helpers/cli.js';

describe('flag values refused in the reader’s language', () => {
  let home: ReturnType<typeof makeHome>;
  beforeEach(() => {
    home = makeHome();
  });
  afterEach(() => home.remove());

  for (const [lang, said] of [
    ['C.UTF-8', 'must be a whole number of 1 or more'],
    ['ja_JP.UTF-8', '1 以上の整数で指定してください'],
  ] as const)
    it(`--limit 0 and --page 0 are refused before anything is sent (${lang}), exit 2`, async () => {
      for (const args of [
        ['shipments', 'list', '--limit', '0'],
        ['orders', 'list', '--page', '0'],
      ]) {
        const r = await runCli(args, { home: home.dir, cwd: home.dir, env: { LANG: lang }, input: '' });
        expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(2);
        expect(r.stderr, args.join(' ')).toContain(said);
        expect(r.stdout).toBe('');
      }
    });

  for (const [lang, said] of [
    ['C.UTF-8', 'GET takes no request body (--input)'],
    ['ja_JP.UTF-8', 'GET にはリクエスト本文（--input）を付けられません'],
  ] as const)
    it(`api GET with a body names --input in the message (${lang}), exit 2`, async () => {
      const r = await runCli(['api', 'GET', '/v1/warehouses', '--input', '-'], {
        home: home.dir,
        cwd: home.dir,
        env: { LANG: lang },
        input: '{}',
      });
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toContain(said);
      expect(r.stdout).toBe('');
    });
});
