// A sub-user token is a secret handed out once (creation with --token, or
// regeneration). It goes to stdout once, for the user to store, or into a
// profile with --save-profile (config file 0600) and then is not printed.
import { profileNameIssue } from '../../../config/index.js';
import type { Context } from '../../context.js';
import { UsageError } from '../../errors.js';
import { messages } from '../../../i18n/index.js';
import { SAVE_PROFILE } from './index.js';

export interface TokenTarget {
  profile: string;
  baseUrl: string;
}

/** Checked before anything is sent: a token that cannot be stored must not be issued. */
export function checkSaveProfile(ctx: Context, name: string | undefined): TokenTarget | undefined {
  if (name === undefined) return undefined;
  const issue = profileNameIssue(name);
  if (issue) throw new UsageError(messages().admin.subUsers.saveProfileName(SAVE_PROFILE.long, name, issue));
  const s = ctx.settings();
  if (s.sandbox || !s.baseUrl.value)
    throw new UsageError(
      messages().admin.subUsers.saveProfileSandbox(SAVE_PROFILE.long),
      messages().admin.subUsers.saveProfileSandboxHint,
    );
  if (name === s.profile.value)
    throw new UsageError(
      messages().admin.subUsers.saveProfileInUse(name),
      messages().admin.subUsers.saveProfileInUseHint,
    );
  return { profile: name, baseUrl: s.baseUrl.value };
}

export async function saveToken(ctx: Context, target: TokenTarget, token: string): Promise<void> {
  const store = await ctx.store();
  store.setValue(target.profile, 'base_url', target.baseUrl);
  store.setValue(target.profile, 'token', token);
  ctx.notices.success(messages().admin.subUsers.tokenSaved(target.profile, store.paths.configFile));
}

/** Prints the token alone on stdout (so `$(…)` captures it) with a warning on stderr. */
export function printTokenOnce(ctx: Context, token: string): void {
  ctx.notices.warn(messages().admin.subUsers.tokenOnce);
  ctx.io.stdout.write(`${token}\n`);
}
