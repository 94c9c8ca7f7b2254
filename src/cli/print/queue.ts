// The print queue of this data directory (src/batch/print-queue.ts), opened once per command.
import path from 'node:path';
import { PRINT_QUEUE_FILE, PrintQueue } from '../../batch/print-queue.js';
import { ensurePrivateDir } from '../../config/index.js';
import type { Context } from '../context.js';

const open = new WeakMap<Context, PrintQueue>();

export function printQueue(ctx: Context): PrintQueue {
  let queue = open.get(ctx);
  if (!queue) {
    const { dataDir } = ctx.settings().paths;
    ensurePrivateDir(dataDir);
    const opened = PrintQueue.open(path.join(dataDir, PRINT_QUEUE_FILE), { now: ctx.now });
    ctx.onClose(() => opened.close());
    open.set(ctx, opened);
    queue = opened;
  }
  return queue;
}
