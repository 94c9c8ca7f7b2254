import { SETTING_KEYS, isSettingKey } from '../../../config/index.js';
import type { Context } from '../../context.js';
import { UsageError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { settingRow } from './rows.js';
import { outputIsReproducible } from '../../output/stdout-guard.js';
import type { Input } from '../../define.js';
import type { get } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof get>, ctx: Context): Promise<number> {
  // What it prints is read from local data and costs nothing to print again: a reader that
  // stops early (`| head`) is a quiet stop, not a result to rescue (stdout-guard.ts).
  outputIsReproducible();
  const { key } = input;
  const text = messages().admin.config;
  if (key !== 'profile' && !isSettingKey(key)) {
    throw new UsageError(text.unknownKey(key), text.keys(`profile, ${SETTING_KEYS.join(', ')}`));
  }
  const row = settingRow(ctx.settings(), key);
  if (ctx.globals.json) {
    printJson(ctx.io, { key, value: row.value, source: row.source, origin: row.origin });
    return 0;
  }
  if (row.value !== null) ctx.io.stdout.write(`${row.display}\n`);
  if (ctx.io.stderrIsTTY)
    ctx.notices.dim(row.value === null ? text.notSetFrom(row.origin) : text.from(row.origin));
  return 0;
}
