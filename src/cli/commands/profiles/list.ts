import { DEFAULT_PROFILE, maskUrlCredentials, readConfigFile } from '../../../config/index.js';
import type { Context } from '../../context.js';
import { printList } from '../../output/list.js';
import type { Column } from '../../output/table.js';
import { outputIsReproducible } from '../../output/stdout-guard.js';
import type { Input } from '../../define.js';
import type { list } from './index.js';
import { messages } from '../../../i18n/index.js';

export interface ProfileRow {
  name: string;
  current: boolean;
  base_url: string | null;
  token_set: boolean;
}

function columns(): Column<ProfileRow>[] {
  const text = messages().admin.profiles;
  const h = text.columns;
  return [
    {
      header: h.current,
      get: (r) => (r.current ? '*' : ''),
      style: (s, r, t) => (r.current ? t.success(s) : s),
    },
    { header: h.name, get: (r) => r.name, style: (s, r, t) => (r.current ? t.bold(s) : s) },
    { header: h.baseUrl, get: (r) => r.base_url ?? '(sandbox)', shown: (r) => r.base_url ?? text.sandbox },
    {
      header: h.token,
      get: (r) => (r.token_set ? '(set)' : r.base_url ? '(none)' : ''),
      shown: (r) => (r.token_set ? text.tokenSet : r.base_url ? text.tokenNone : ''),
    },
  ];
}

export async function run(_input: Input<typeof list>, ctx: Context): Promise<number> {
  // What it prints is read from local data and costs nothing to print again: a reader that
  // stops early (`| head`) is a quiet stop, not a result to rescue (stdout-guard.ts).
  outputIsReproducible();
  const settings = ctx.settings();
  const stored = readConfigFile(settings.paths.configFile).profiles ?? {};
  const names = new Set([DEFAULT_PROFILE, ...Object.keys(stored), settings.profile.value]);
  const rows: ProfileRow[] = [...names].sort().map((name) => {
    const baseUrl = stored[name]?.base_url;
    return {
      name,
      current: name === settings.profile.value,
      // A hand-edited file may hold a URL with a password: never shown (that profile refuses it).
      base_url: baseUrl === undefined ? null : maskUrlCredentials(baseUrl),
      token_set: Boolean(stored[name]?.token),
    };
  });
  printList(ctx, rows, columns());
  if (settings.profile.source === 'flag' || settings.profile.source === 'env') {
    ctx.notices.dim(messages().admin.profiles.currentFrom(settings.profile.origin));
  }
  return 0;
}
