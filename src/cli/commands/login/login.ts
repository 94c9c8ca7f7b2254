import { LIVE_BASE_URL } from '../../../config/index.js';
import type { Context } from '../../context.js';
import { isApiError } from '../../../api/is-api-error.js';
import { CliError, EXIT, UsageError } from '../../errors.js';
import { readAll } from '../../io.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import type { Input } from '../../define.js';
import type { definition } from './index.js';

export async function run(input: Input<typeof definition>, ctx: Context): Promise<number> {
  const settings = ctx.settings();
  const profile = settings.profile.value;
  const baseUrl = settings.baseUrl.value ?? LIVE_BASE_URL;

  const token = (
    input.withToken
      ? await readAll(ctx.io.stdin)
      : await ctx.prompter.password({ message: `API token for ${baseUrl}:`, flag: '--with-token' })
  ).trim();
  if (!token) throw new UsageError('no token given', 'create a token on the API page of the dashboard');
  if (/\s/.test(token)) throw new UsageError('the token must be a single word without spaces');
  ctx.addSecret(token);

  const client = await ctx.clientFor({ baseUrl, token });
  let carriers: unknown;
  try {
    const res = await withSpinner(ctx.io, 'Checking the token', () =>
      client.request({ method: 'GET', path: '/v1/carriers' }),
    );
    carriers = res.data;
  } catch (err) {
    if (isApiError(err) && err.category === 'auth') {
      throw new CliError(
        `the token was refused by ${baseUrl}: it may have been regenerated in the dashboard ` +
          '(creating a new token invalidates the previous one)',
        {
          exitCode: EXIT.auth,
          hint: 'copy the current token from the API page of the dashboard and run `shipctl login` again',
        },
      );
    }
    throw err;
  }

  const store = await ctx.store();
  store.setValue(profile, 'base_url', baseUrl);
  store.setValue(profile, 'token', token);

  const accounts = Array.isArray(carriers)
    ? ` (${carriers.length} carrier account${carriers.length === 1 ? '' : 's'})`
    : '';
  ctx.notices.success(`Logged in to ${baseUrl} as profile "${profile}"${accounts}`);
  if (ctx.env.SHIPCTL_TOKEN)
    ctx.notices.warn('SHIPCTL_TOKEN is set: it is used instead of the stored token until you unset it');
  if (settings.profile.source === 'flag' && (store.read().current_profile ?? 'default') !== profile) {
    ctx.notices.info(`Run \`shipctl profiles use ${profile}\` to make it the default profile.`);
  }
  if (ctx.globals.json) printJson(ctx.io, { profile, base_url: baseUrl });
  return EXIT.ok;
}
