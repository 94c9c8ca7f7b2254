import type { Context } from '../../../context.js';
import { resolveSandboxDb } from '../db-path.js';
import { withSandboxDb } from '../sandbox-db.js';
import { printClock } from './print.js';
import type { Input } from '../../../define.js';
import type { reset } from './index.js';

export async function run(input: Input<typeof reset>, ctx: Context): Promise<number> {
  const dbPath = resolveSandboxDb(ctx, input.db, { create: false });
  const view =
    (await withSandboxDb(dbPath, { create: false }, (m, db) => {
      m.writeClockSetting(db, { mode: 'real' });
      return m.describeClock({ mode: 'real' });
    })) ?? ({ mode: 'real', now: new Date().toISOString() } as const);
  printClock(ctx, view, dbPath);
  return 0;
}
