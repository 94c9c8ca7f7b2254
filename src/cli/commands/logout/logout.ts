import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import type { definition } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(_input: Input<typeof definition>, ctx: Context): Promise<number> {
  const text = messages().admin.login;
  const profile = ctx.settings().profile.value;
  const store = await ctx.store();
  if (store.unsetValue(profile, 'token')) ctx.notices.success(text.loggedOut(profile));
  else ctx.notices.info(text.noStoredToken(profile));
  if (ctx.env.SHIPCTL_TOKEN) ctx.notices.warn(text.envTokenStill);
  return 0;
}
