import { SETTING_KEYS, isSettingKey } from '../../../config/index.js';
import type { Context } from '../../context.js';
import { UsageError } from '../../errors.js';
import type { Input } from '../../define.js';
import type { unset } from './index.js';

export async function run(input: Input<typeof unset>, ctx: Context): Promise<number> {
  const { key } = input;
  if (!isSettingKey(key)) throw new UsageError(`unknown key "${key}"`, `keys: ${SETTING_KEYS.join(', ')}`);
  const profile = ctx.settings().profile.value;
  const store = await ctx.store();
  if (store.unsetValue(profile, key)) ctx.notices.success(`Removed ${key} from profile "${profile}"`);
  else ctx.notices.info(`${key} was not set in profile "${profile}".`);
  if (key === 'base_url') ctx.notices.info('Without a base URL the profile uses the embedded sandbox.');
  return 0;
}
