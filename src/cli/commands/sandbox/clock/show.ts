import type { Context } from '../../../context.js';
import { resolveSandboxDb } from '../db-path.js';
import { withSandboxDb } from '../sandbox-db.js';
import { printClock } from './print.js';
import type { Input } from '../../../define.js';
import type { show } from './index.js';

export async function run(input: Input<typeof show>, ctx: Context): Promise<number> {
  const dbPath = resolveSandboxDb(ctx, input.db, { create: false });
  const view =
    (await withSandboxDb(dbPath, { create: false }, (m, db) => m.describeClock(m.readClockSetting(db)))) ??
    ({ mode: 'real', now: new Date().toISOString() } as const);
  printClock(ctx, view, dbPath);
  return 0;
}
