import type { Command } from 'commander';
import { DEFAULT_PROFILE, profileNameIssue } from '../../../config/index.js';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { UsageError, ValidationError } from '../../errors.js';

export interface ProfilesUseOptions {
  name: string;
}

export function register(profiles: Command, kit: CommandKit): void {
  profiles
    .command('use')
    .description('Make a profile the default for later runs')
    .argument('<name>', 'profile name')
    .addHelpText('after', examples('shipctl profiles use staging', 'shipctl profiles use default'))
    .action(action(kit, (name: string) => ({ name }), run));
}

export async function run(opts: ProfilesUseOptions, ctx: Context): Promise<number> {
  const { name } = opts;
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
