// A menu names each service once: two codes of one carrier never show the same name,
// in either language (a packer picks by name, not by code).
import { afterEach, describe, expect, it } from 'vitest';
import { CARRIERS } from '../../../src/domain/index.js';
import { carriesText, serviceName } from '../../../src/cli/shared/rates-table.js';
import { useLanguage } from '../../../src/i18n/index.js';

describe('service names in menus', () => {
  afterEach(() => useLanguage('en'));

  for (const language of ['en', 'ja'] as const)
    it(`no two services of one carrier share a name (${language})`, async () => {
      await useLanguage(language);
      const shared: string[] = [];
      for (const carrier of Object.values(CARRIERS)) {
        const seen = new Map<string, string>();
        for (const s of carrier.services) {
          const name = serviceName(s.code);
          if (seen.has(name)) shared.push(`${seen.get(name)} / ${s.code}: ${name}`);
          seen.set(name, s.code);
        }
      }
      expect(shared).toEqual([]);
    });

  it('宅急便 and 宅急便コレクト tell yamato_taqbin and yamato_taqbin_collect apart in Japanese', async () => {
    await useLanguage('ja');
    expect(serviceName('yamato_regular')).toBe('宅急便');
    expect(serviceName('yamato_taqbin')).toBe('宅急便（TA-Q-BIN）');
    expect(serviceName('yamato_collect')).toBe('宅急便コレクト');
    expect(serviceName('yamato_taqbin_collect')).toBe('宅急便コレクト（TA-Q-BIN）');
  });

  it('the rates table says what a service carries in the reader’s language', async () => {
    expect(carriesText('yuumail_regular')).toBe('no tracking; flat: 34 × 25 × 3 cm, 1 kg');
    expect(carriesText('sagawa_regular')).toBe('tracked');
    await useLanguage('ja');
    expect(carriesText('yuumail_regular')).toBe('追跡なし・薄物: 34 × 25 × 3 cm、1 kg');
  });
});
