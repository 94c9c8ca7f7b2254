import { SETTING_KEYS, isSettingKey } from '../../../config/index.js';
import type { Context } from '../../context.js';
import { UsageError } from '../../errors.js';
import type { Input } from '../../define.js';
import type { unset } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof unset>, ctx: Context): Promise<number> {
  const { key } = input;
  const text = messages().admin.config;
  if (!isSettingKey(key)) throw new UsageError(text.unknownKey(key), text.keys(SETTING_KEYS.join(', ')));
  const profile = ctx.settings().profile.value;
  const store = await ctx.store();
  if (store.unsetValue(profile, key)) ctx.notices.success(text.removed(key, profile));
  else ctx.notices.info(text.wasNotSet(key, profile));
  if (key === 'base_url') ctx.notices.info(text.sandboxWithoutUrl);
  return 0;
}
