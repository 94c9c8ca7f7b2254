import type { Command } from 'commander';
import { SETTING_KEYS, checkSettingValue, isSettingKey, type SettingKey } from '../../../config/index.js';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { UsageError, ValidationError } from '../../errors.js';
import { readAll } from '../../io.js';

export interface ConfigSetOptions {
  key: string;
  value?: string;
}

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

export function register(config: Command, kit: CommandKit): void {
  config
    .command('set')
    .description('Store a setting in the profile (a token: only from stdin)')
    .argument('<key>', SETTING_KEYS.join(', '))
    .argument('[value]', 'the value')
    .addHelpText(
      'after',
      examples(
        'shipctl config set currency JPY',
        'shipctl config set carrier yamato --profile warehouse-2',
        'shipctl config set label_dir ./labels',
        'shipctl config set base_url https://api.shipandco.com',
        '# a token is never an argument: shipctl login --with-token < token.txt',
      ),
    )
    .action(action(kit, (key: string, value: string | undefined) => ({ key, value }), run));
}

export async function run(opts: ConfigSetOptions, ctx: Context): Promise<number> {
  const { key } = opts;
  if (!isSettingKey(key)) throw new UsageError(`unknown key "${key}"`, `keys: ${SETTING_KEYS.join(', ')}`);
  let raw = opts.value;
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
