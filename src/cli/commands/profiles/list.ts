import { DEFAULT_PROFILE, maskUrlCredentials, readConfigFile } from '../../../config/index.js';
import type { Context } from '../../context.js';
import { printList } from '../../output/list.js';
import type { Column } from '../../output/table.js';
import { outputIsReproducible } from '../../output/stdout-guard.js';
import type { Input } from '../../define.js';
import type { list } from './index.js';

export interface ProfileRow {
  name: string;
  current: boolean;
  base_url: string | null;
  token_set: boolean;
}

const COLUMNS: Column<ProfileRow>[] = [
  { header: ' ', get: (r) => (r.current ? '*' : ''), style: (s, r, t) => (r.current ? t.success(s) : s) },
  { header: 'name', get: (r) => r.name, style: (s, r, t) => (r.current ? t.bold(s) : s) },
  { header: 'base url', get: (r) => r.base_url ?? '(sandbox)' },
  { header: 'token', get: (r) => (r.token_set ? '(set)' : r.base_url ? '(none)' : '') },
];

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
  printList(ctx, rows, COLUMNS);
  if (settings.profile.source === 'flag' || settings.profile.source === 'env') {
    ctx.notices.dim(`(current profile from ${settings.profile.origin})`);
  }
  return 0;
}
