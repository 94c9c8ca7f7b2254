// The settings as `config list` and `config get` show them: value and origin,
// the token only as "(set)".
import {
  describeSecret,
  SETTING_KEYS,
  type Settings,
  type SettingKey,
  type Source,
} from '../../../config/index.js';

export interface SettingRow {
  key: 'profile' | SettingKey;
  /** What people see; a token is never shown. */
  display: string;
  /** What --json shows: null when unset (base_url: null is sandbox mode). */
  value: string | null;
  source: Source;
  origin: string;
}

export function settingRow(s: Settings, key: 'profile' | SettingKey): SettingRow {
  if (key === 'profile') return { key, display: s.profile.value, value: s.profile.value, ...from(s.profile) };
  if (key === 'token') {
    const shown = describeSecret(s.token.value) || null;
    return { key, display: shown ?? '', value: shown, ...from(s.token) };
  }
  if (key === 'base_url') {
    const v = s.baseUrl.value ?? null;
    return { key, display: v ?? '(sandbox)', value: v, ...from(s.baseUrl) };
  }
  const r = s.defaults[key];
  return { key, display: r.value ?? '', value: r.value ?? null, ...from(r) };
}

export const allRows = (s: Settings): SettingRow[] => [
  settingRow(s, 'profile'),
  ...SETTING_KEYS.map((k) => settingRow(s, k)),
];

const from = (r: { source: Source; origin: string }) => ({ source: r.source, origin: r.origin });
