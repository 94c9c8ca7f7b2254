import { DEFAULT_PROFILE, profileNameIssue } from '../../../config/index.js';
import type { Context } from '../../context.js';
import { UsageError, ValidationError } from '../../errors.js';
import type { Input } from '../../define.js';
import type { use } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof use>, ctx: Context): Promise<number> {
  const { name } = input;
  const text = messages().admin.profiles;
  const issue = profileNameIssue(name);
  if (issue) throw new ValidationError([{ field: 'name', issue }], text.invalidName(name));
  const store = await ctx.store();
  if (name !== DEFAULT_PROFILE && !store.profile(name)) {
    throw new UsageError(text.noSuchProfile(name), text.noSuchProfileHint(name));
  }
  store.setCurrentProfile(name);
  ctx.notices.success(text.nowDefault(name));
  if (ctx.env.SHIPCTL_PROFILE && ctx.env.SHIPCTL_PROFILE !== name) {
    ctx.notices.warn(text.envOverrides(ctx.env.SHIPCTL_PROFILE));
  }
  return 0;
}
