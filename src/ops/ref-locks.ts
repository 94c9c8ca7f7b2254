// The per-ref purchase locks (batch/ref-lock.ts) of the data directory this run resolves to:
// one file per home, so every process of that home — a terminal, a station, an MCP server —
// queues on the same order numbers.
import path from 'node:path';
import { REF_LOCK_FILE, refLocksAt, type RefLocks } from '../batch/ref-lock.js';
import { ensurePrivateDir } from '../config/index.js';
import type { OpsContext } from './context.js';

export function refLocksOf(ctx: Pick<OpsContext, 'settings'>): RefLocks {
  const { dataDir } = ctx.settings().paths;
  ensurePrivateDir(dataDir);
  return refLocksAt(path.join(dataDir, REF_LOCK_FILE));
}
