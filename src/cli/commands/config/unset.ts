import type { Command } from 'commander';
import { SETTING_KEYS, isSettingKey } from '../../../config/index.js';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { UsageError } from '../../errors.js';

export interface ConfigUnsetOptions {
  key: string;
}

export function register(config: Command, kit: CommandKit): void {
  config
    .command('unset')
    .description('Remove a setting (without base_url: the sandbox)')
    .argument('<key>', SETTING_KEYS.join(', '))
    .addHelpText(
      'after',
      examples('shipctl config unset carrier_id', 'shipctl config unset base_url --profile demo'),
    )
    .action(action(kit, (key: string) => ({ key }), run));
}

export async function run(opts: ConfigUnsetOptions, ctx: Context): Promise<number> {
  const { key } = opts;
  if (!isSettingKey(key)) throw new UsageError(`unknown key "${key}"`, `keys: ${SETTING_KEYS.join(', ')}`);
  const profile = ctx.settings().profile.value;
  const store = await ctx.store();
  if (store.unsetValue(profile, key)) ctx.notices.success(`Removed ${key} from profile "${profile}"`);
  else ctx.notices.info(`${key} was not set in profile "${profile}".`);
  if (key === 'base_url') ctx.notices.info('Without a base URL the profile uses the embedded sandbox.');
  return 0;
}
