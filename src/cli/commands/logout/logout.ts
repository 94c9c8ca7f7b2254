import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';

export type LogoutOptions = Record<string, never>;

export function register(program: Command, kit: CommandKit): void {
  program
    .command('logout')
    .description('Remove the stored token of the profile (its base URL and defaults stay)')
    .addHelpText('after', examples('shipctl logout', 'shipctl logout --profile staging'))
    .action(action(kit, () => ({}), run));
}

export async function run(_opts: LogoutOptions, ctx: Context): Promise<number> {
  const profile = ctx.settings().profile.value;
  const store = await ctx.store();
  if (store.unsetValue(profile, 'token')) ctx.notices.success(`Removed the token of profile "${profile}"`);
  else ctx.notices.info(`Profile "${profile}" has no stored token.`);
  if (ctx.env.SHIPCTL_TOKEN)
    ctx.notices.warn('SHIPCTL_TOKEN is still set in the environment and will be used');
  return 0;
}
