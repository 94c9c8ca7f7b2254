import { describe, expect, it } from 'vitest';
import { languageOf } from '../../../src/i18n/language.js';

describe('the language a run reads', () => {
  it.each([
    [{ LANG: 'ja_JP.UTF-8' }, undefined, 'ja'],
    [{ LANG: 'ja_JP.eucJP' }, undefined, 'ja'],
    [{ LANG: 'ja' }, undefined, 'ja'],
    [{ LANG: 'C.UTF-8' }, undefined, 'en'],
    [{ LANG: 'java' }, undefined, 'en'],
    [{}, undefined, 'en'],
    // POSIX order: LC_ALL over LC_MESSAGES over LANG.
    [{ LANG: 'ja_JP.UTF-8', LC_ALL: 'C' }, undefined, 'en'],
    [{ LANG: 'C.UTF-8', LC_MESSAGES: 'ja_JP.UTF-8' }, undefined, 'ja'],
    [{ LANG: 'C.UTF-8', LC_ALL: 'ja_JP.UTF-8', LC_MESSAGES: 'C' }, undefined, 'ja'],
    // The setting overrides the locale, SHIPCTL_LANG overrides both.
    [{ LANG: 'C.UTF-8' }, 'ja', 'ja'],
    [{ LANG: 'ja_JP.UTF-8' }, 'en', 'en'],
    [{ LANG: 'C.UTF-8', SHIPCTL_LANG: 'ja' }, 'en', 'ja'],
    [{ LANG: 'ja_JP.UTF-8', SHIPCTL_LANG: 'en' }, undefined, 'en'],
  ])('%j with the setting %s reads %s', (env, setting, expected) => {
    expect(languageOf(env, setting)).toBe(expected);
  });
});
