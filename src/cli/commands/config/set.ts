import { SETTING_KEYS, checkSettingValue, isSettingKey, type SettingKey } from '../../../config/index.js';
import type { Context } from '../../context.js';
import { UsageError, ValidationError } from '../../errors.js';
import { readAll } from '../../io.js';
import type { Input } from '../../define.js';
import type { set } from './index.js';

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

const TOKEN_HINT = 'use `shipctl login --with-token < token.txt`, which also checks the token';

export async function run(input: Input<typeof set>, ctx: Context): Promise<number> {
  const { key } = input;
  if (!isSettingKey(key)) throw new UsageError(`unknown key "${key}"`, `keys: ${SETTING_KEYS.join(', ')}`);
  let raw = input.value;
  if (key === 'token') {
    if (raw !== undefined) {
      throw new UsageError(
        'refusing a token as a command-line argument: it would stay in the shell history',
        TOKEN_HINT,
      );
    }
    if (ctx.io.stdinIsTTY) throw new UsageError('config set token reads the token from stdin', TOKEN_HINT);
    raw = await readAll(ctx.io.stdin);
    ctx.addSecret(raw.trim());
  }
  if (raw === undefined)
    throw new UsageError(`missing the value for ${key}`, `shipctl config set ${key} VALUE`);

  const checked = checkSettingValue(key, raw, ctx.cwd);
  if (!checked.ok)
    throw new ValidationError(
      [{ field: key, issue: checked.issue }],
      `invalid value for ${key}; nothing was changed`,
    );

  const profile = ctx.settings().profile.value;
  const store = await ctx.store();
  store.setValue(profile, key, checked.value);
  const other = EXCLUSIVE[key];
  if (other && store.unsetValue(profile, other)) ctx.notices.info(`Removed ${other}: ${key} replaces it.`);

  const shown = key === 'token' ? 'the token' : `${key} = ${checked.value}`;
  ctx.notices.success(`Set ${shown} in profile "${profile}"`);
  const env = OVERRIDES[key];
  if (env && ctx.env[env]) ctx.notices.warn(`${env} is set and overrides this value for now`);
  return 0;
}
