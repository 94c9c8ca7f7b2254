// Which language a person reads shipctl in. Scripts never see a difference: --json, CSV,
// NDJSON, exit codes and error codes are the same in every language.
export type Language = 'en' | 'ja';
export const LANGUAGES: readonly Language[] = ['en', 'ja'];

type Env = Readonly<Record<string, string | undefined>>;

/** `ja`, `ja_JP.UTF-8`, `ja-JP` → ja; anything else → en. */
const isJapanese = (value: string): boolean => /^ja(?:[_.@-]|$)/i.test(value.trim());

/**
 * SHIPCTL_LANG, then the `language` setting, then the locale as POSIX orders it (LC_ALL over
 * LC_MESSAGES over LANG). C, POSIX and every other language read English.
 */
export function languageOf(env: Env, configured?: string): Language {
  const chosen = env.SHIPCTL_LANG?.trim() || configured?.trim();
  if (chosen) return isJapanese(chosen) ? 'ja' : 'en';
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return isJapanese(locale) ? 'ja' : 'en';
}
