import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../command-kit.js';
import { confirmOrCancel } from '../../prompts/confirm.js';
import type { Context } from '../../context.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { checkSaveProfile, printTokenOnce, saveToken } from './token.js';

export interface SubUsersRegenerateTokenOptions {
  id: string;
  saveProfile?: string;
}

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('regenerate-token')
    .description(
      'Issue a new API token for a sub-user (POST /v1/sub-users/:id); the old one stops working.\n' +
        'Asks first (--yes skips). The token is printed once, or stored with --save-profile.',
    )
    .argument('<id>', 'sub-user ID (`shipctl sub-users list`)')
    .option('--save-profile <name>', 'store the new token in this profile instead of printing it')
    .addHelpText(
      'after',
      examples(
        'shipctl sub-users regenerate-token 7d1e0c2a',
        'shipctl sub-users regenerate-token 7d1e0c2a --yes --save-profile osaka',
      ),
    )
    .action(
      action(kit, (id: string, f: { saveProfile?: string }) => ({ id, saveProfile: f.saveProfile }), run),
    );
}

export async function run(opts: SubUsersRegenerateTokenOptions, ctx: Context): Promise<number> {
  const { subUsers } = await import('../../../api/index.js');
  const target = checkSaveProfile(ctx, opts.saveProfile);
  await confirmOrCancel(
    ctx,
    (what) => `Issue a new token for ${what}? Its current token stops working at once.`,
    async () => {
      const u = await subUsers.get(await ctx.client(), opts.id);
      return `sub-user ${u.id} (${u.email ?? 'no e-mail'})`;
    },
    `sub-user ${opts.id}`,
  );
  const client = await ctx.client();
  // Not retried after an ambiguous failure (src/api): a second call would void the first token.
  const { token } = await withSpinner(ctx.io, 'Regenerating the token', () =>
    subUsers.regenerateToken(client, opts.id),
  );
  ctx.addSecret(token);
  if (target) {
    await saveToken(ctx, target, token);
    if (ctx.globals.json) printJson(ctx.io, { id: opts.id, saved_to_profile: target.profile });
  } else if (ctx.globals.json) printJson(ctx.io, { token });
  else printTokenOnce(ctx, token);
  return 0;
}
