import { LIVE_BASE_URL } from '../../../config/index.js';
import type { Context } from '../../context.js';
import { isApiError } from '../../../api/is-api-error.js';
import { CliError, EXIT, UsageError } from '../../errors.js';
import { readAll } from '../../io.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import type { Input } from '../../define.js';
import { WITH_TOKEN, type definition } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof definition>, ctx: Context): Promise<number> {
  const text = messages().admin.login;
  const settings = ctx.settings();
  const profile = settings.profile.value;
  const baseUrl = settings.baseUrl.value ?? LIVE_BASE_URL;

  const token = (
    input.withToken
      ? await readAll(ctx.io.stdin)
      : await ctx.prompter.password({ message: text.tokenQuestion(baseUrl), flag: WITH_TOKEN.long })
  ).trim();
  if (!token) throw new UsageError(text.noToken, text.noTokenHint);
  if (/\s/.test(token)) throw new UsageError(text.oneWord);
  ctx.addSecret(token);

  const client = await ctx.clientFor({ baseUrl, token });
  let carriers: unknown;
  try {
    const res = await withSpinner(ctx.io, text.checking, () =>
      client.request({ method: 'GET', path: '/v1/carriers' }),
    );
    carriers = res.data;
  } catch (err) {
    if (isApiError(err) && err.category === 'auth') {
      throw new CliError(text.refused(baseUrl), {
        exitCode: EXIT.auth,
        hint: text.refusedHint,
      });
    }
    throw err;
  }

  const store = await ctx.store();
  store.setValue(profile, 'base_url', baseUrl);
  store.setValue(profile, 'token', token);

  ctx.notices.success(text.loggedIn(baseUrl, profile, Array.isArray(carriers) ? carriers.length : undefined));
  if (ctx.env.SHIPCTL_TOKEN) ctx.notices.warn(text.envToken);
  if (settings.profile.source === 'flag' && (store.read().current_profile ?? 'default') !== profile) {
    ctx.notices.info(text.makeDefault(profile));
  }
  if (ctx.globals.json) printJson(ctx.io, { profile, base_url: baseUrl });
  return EXIT.ok;
}
