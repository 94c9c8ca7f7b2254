// A completion script is generated once and read in the shell's language: it carries each
// description in English and Japanese, and is the same whichever language generated it.
import { afterEach, describe, expect, it } from 'vitest';
import { SHELLS, completionScript, type Shell } from '../../src/cli/completion/index.js';
import { buildProgram } from '../../src/cli/program.js';
import { useLanguage, type Language } from '../../src/i18n/index.js';
import { fakeStreams } from '../helpers/streams.js';

async function scriptsIn(language: Language): Promise<Record<Shell, string>> {
  await useLanguage(language);
  const program = await buildProgram([], { dispatch: async () => undefined }, fakeStreams(), {
    loadAll: true,
  });
  const scripts = {} as Record<Shell, string>;
  for (const shell of SHELLS) scripts[shell] = completionScript(shell, program);
  return scripts;
}

describe('completion descriptions', () => {
  afterEach(() => useLanguage('en'));

  it('are the same script whether an English or a Japanese run wrote it', async () => {
    const english = await scriptsIn('en');
    const japanese = await scriptsIn('ja');
    for (const shell of SHELLS) expect(japanese[shell], shell).toBe(english[shell]);
  });

  it('carry English and Japanese descriptions, chosen by the shell from SHIPCTL_LANG or the locale', async () => {
    const { zsh, fish } = await scriptsIn('en');
    const rates = /\n {4}\('rates'\)\n([\s\S]*?)\n {6};;/.exec(zsh)![1]!;
    expect(rates).toMatch(/if \[\[ -n \$_shipctl_ja \]\]; then\n\s+_shipctl_opts=\(/);
    expect(rates).toContain("'--to-zip:お届け先の郵便番号（530-0001）'");
    expect(rates).toContain("'--to-zip:recipient postal code (530-0001)'");
    expect(zsh).toContain("'rates:運送会社の運賃を安い順に比較'");
    expect(zsh).toContain("'rates:Compare rates across carriers, cheapest first'");
    expect(zsh).toMatch(/_shipctl_lang=\$\{SHIPCTL_LANG:-\$\{LC_ALL:-\$\{LC_MESSAGES:-\$LANG\}\}\}/);
    expect(fish).toContain("'--to-zip'\\t'お届け先の郵便番号（530-0001）'");
    expect(fish).toContain("'--to-zip'\\t'recipient postal code (530-0001)'");
  });
});
