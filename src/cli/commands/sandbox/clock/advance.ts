import type { Context } from '../../../context.js';
import { readDuration } from '../../../input/duration.js';
import { resolveSandboxDb } from '../db-path.js';
import { withSandboxDb } from '../sandbox-db.js';
import { printClock } from './print.js';
import type { Input } from '../../../define.js';
import type { advance } from './index.js';
import { messages } from '../../../../i18n/index.js';

export async function run(input: Input<typeof advance>, ctx: Context): Promise<number> {
  const ms = readDuration(input.duration, 'the duration', {
    hint: messages().admin.sandbox.clock.backwardsHint,
  });
  const dbPath = resolveSandboxDb(ctx, input.db, { create: true });
  const view = await withSandboxDb(dbPath, { create: true }, (m, db) =>
    m.describeClock(m.advanceClock(db, ms)),
  );
  printClock(ctx, view!, dbPath);
  return 0;
}
