// The language a person reads comes from the locale, the `language` setting or SHIPCTL_LANG,
// in the CLI as a packer's shell starts it.
import { describe, expect, it } from 'vitest';
import { makeHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';

describe('the language shipctl speaks', () => {
  it('answers in Japanese under a Japanese locale, and in English under C.UTF-8', async () => {
    const japanese = await runInProcess(['--help'], { env: { LANG: 'ja_JP.UTF-8' } });
    expect(japanese.stdout).toMatch(/^使い方: shipctl/);
    expect(japanese.stdout).toContain('オプション:');
    const english = await runInProcess(['--help'], { env: { LANG: 'C.UTF-8' } });
    expect(english.stdout).toMatch(/^Usage: shipctl/);
  });

  it('reads the language setting, and SHIPCTL_LANG over it', async () => {
    const home = makeHome();
    try {
      const set = await runInProcess(['config', 'set', 'language', 'ja'], { home: home.dir });
      expect(set.code, set.stderr).toBe(0);
      const configured = await runInProcess(['--help'], { home: home.dir });
      expect(configured.stdout).toMatch(/^使い方:/);
      const overridden = await runInProcess(['--help'], { home: home.dir, env: { SHIPCTL_LANG: 'en' } });
      expect(overridden.stdout).toMatch(/^Usage:/);
    } finally {
      home.remove();
    }
  });

  it('refuses a language it does not speak, naming the ones it does', async () => {
    const r = await runInProcess(['config', 'set', 'language', 'fr']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/language.*en, ja|en, ja/);
  });

  it('says commander’s own errors in Japanese, with the same exit code', async () => {
    const japanese = await runInProcess(['rates', '--bogus'], { env: { LANG: 'ja_JP.UTF-8' } });
    const english = await runInProcess(['rates', '--bogus'], { env: { LANG: 'C.UTF-8' } });
    expect(japanese.code).toBe(2);
    expect(english.code).toBe(2);
    expect(japanese.stderr).toContain('エラー: --bogus というオプションはありません');
    expect(english.stderr).toContain("error: unknown option '--bogus'");
  });
});
