import { SETTING_KEYS, checkSettingValue, isSettingKey, type SettingKey } from '../../../config/index.js';
import type { Context } from '../../context.js';
import { UsageError, ValidationError } from '../../errors.js';
import { readAll } from '../../io.js';
import type { Input } from '../../define.js';
import type { set } from './index.js';
import { messages } from '../../../i18n/index.js';

/** The sender default is one or the other: setting one drops its alternative. */
const EXCLUSIVE: Partial<Record<SettingKey, SettingKey>> = {
  from_warehouse: 'from_address',
  from_address: 'from_warehouse',
};

/** Which override would hide a stored value from this run. */
const OVERRIDES: Partial<Record<SettingKey, string>> = {
  base_url: 'SHIPCTL_BASE_URL',
  token: 'SHIPCTL_TOKEN',
};

export async function run(input: Input<typeof set>, ctx: Context): Promise<number> {
  const { key } = input;
  const text = messages().admin.config;
  if (!isSettingKey(key)) throw new UsageError(text.unknownKey(key), text.keys(SETTING_KEYS.join(', ')));
  let raw = input.value;
  if (key === 'token') {
    if (raw !== undefined) {
      throw new UsageError(text.tokenAsArgument, text.tokenHint);
    }
    if (ctx.io.stdinIsTTY) throw new UsageError(text.tokenFromStdin, text.tokenHint);
    raw = await readAll(ctx.io.stdin);
    ctx.addSecret(raw.trim());
  }
  if (raw === undefined) throw new UsageError(text.missingValue(key), `shipctl config set ${key} VALUE`);

  const checked = checkSettingValue(key, raw, ctx.cwd);
  if (!checked.ok) throw new ValidationError([{ field: key, issue: checked.issue }], text.invalidValue(key));

  const profile = ctx.settings().profile.value;
  const store = await ctx.store();
  store.setValue(profile, key, checked.value);
  const other = EXCLUSIVE[key];
  if (other && store.unsetValue(profile, other)) ctx.notices.info(text.replaced(other, key));

  const shown = key === 'token' ? text.theToken : `${key} = ${checked.value}`;
  ctx.notices.success(text.setIn(shown, profile));
  const env = OVERRIDES[key];
  if (env && ctx.env[env]) ctx.notices.warn(text.overridden(env));
  return 0;
}
