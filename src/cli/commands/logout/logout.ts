import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import type { definition } from './index.js';

export async function run(_input: Input<typeof definition>, ctx: Context): Promise<number> {
  const profile = ctx.settings().profile.value;
  const store = await ctx.store();
  if (store.unsetValue(profile, 'token')) ctx.notices.success(`Removed the token of profile "${profile}"`);
  else ctx.notices.info(`Profile "${profile}" has no stored token.`);
  if (ctx.env.SHIPCTL_TOKEN)
    ctx.notices.warn('SHIPCTL_TOKEN is still set in the environment and will be used');
  return 0;
}
