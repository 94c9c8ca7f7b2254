// The print queue of this data directory (src/batch/print-queue.ts), opened once per command.
import path from 'node:path';
import { PRINT_QUEUE_FILE, PrintQueue } from '../../batch/print-queue.js';
import { ensurePrivateDir } from '../../config/index.js';
import type { Context } from '../context.js';
import { openStateFile } from '../../ops/state-file.js';

const open = new WeakMap<Context, PrintQueue>();

export function printQueue(ctx: Context): PrintQueue {
  let queue = open.get(ctx);
  if (!queue) {
    const { dataDir } = ctx.settings().paths;
    ensurePrivateDir(dataDir);
    const file = path.join(dataDir, PRINT_QUEUE_FILE);
    // A damaged or unwritable queue is named with the fix, never a stack trace.
    const opened = openStateFile(
      file,
      'the print queue',
      () => PrintQueue.open(file, { now: ctx.now }),
      'labels printed before are then printed again once: check the first ones before you stick them',
    );
    ctx.onClose(() => opened.close());
    open.set(ctx, opened);
    queue = opened;
  }
  return queue;
}
