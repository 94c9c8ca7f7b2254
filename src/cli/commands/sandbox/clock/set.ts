import { parseInstant } from '../../../../sandbox/control.js';
import type { Context } from '../../../context.js';
import { UsageError } from '../../../errors.js';
import { resolveSandboxDb } from '../db-path.js';
import { withSandboxDb } from '../sandbox-db.js';
import { printClock } from './print.js';
import type { Input } from '../../../define.js';
import type { set } from './index.js';

export async function run(input: Input<typeof set>, ctx: Context): Promise<number> {
  let at: Date;
  try {
    at = parseInstant(input.when);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const dbPath = resolveSandboxDb(ctx, input.db, { create: true });
  const view = await withSandboxDb(dbPath, { create: true }, (m, db) =>
    m.describeClock(m.setClock(db, at, { freeze: input.freeze === true })),
  );
  printClock(ctx, view!, dbPath);
  return 0;
}
