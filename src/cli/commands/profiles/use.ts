import { DEFAULT_PROFILE, profileNameIssue } from '../../../config/index.js';
import type { Context } from '../../context.js';
import { UsageError, ValidationError } from '../../errors.js';
import type { Input } from '../../define.js';
import type { use } from './index.js';

export async function run(input: Input<typeof use>, ctx: Context): Promise<number> {
  const { name } = input;
  const issue = profileNameIssue(name);
  if (issue) throw new ValidationError([{ field: 'name', issue }], `invalid profile name "${name}"`);
  const store = await ctx.store();
  if (name !== DEFAULT_PROFILE && !store.profile(name)) {
    throw new UsageError(
      `there is no profile named "${name}"`,
      `create it with \`shipctl login --profile ${name}\` or \`shipctl config set KEY VALUE --profile ${name}\``,
    );
  }
  store.setCurrentProfile(name);
  ctx.notices.success(`Profile "${name}" is now the default`);
  if (ctx.env.SHIPCTL_PROFILE && ctx.env.SHIPCTL_PROFILE !== name) {
    ctx.notices.warn(`SHIPCTL_PROFILE=${ctx.env.SHIPCTL_PROFILE} is set and overrides it in this shell`);
  }
  return 0;
}
