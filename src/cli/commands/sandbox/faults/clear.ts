import { normalizeRoute } from '../../../../sandbox/control.js';
import type { Context } from '../../../context.js';
import { UsageError } from '../../../errors.js';
import { resolveSandboxDb } from '../db-path.js';
import { onFaults, printFaults, type ListedFaultView } from './shared.js';
import type { Input } from '../../../define.js';
import type { clear } from './index.js';

export async function run(input: Input<typeof clear>, ctx: Context): Promise<number> {
  let route: string | undefined;
  try {
    route = input.route === undefined ? undefined : normalizeRoute(input.route);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const dbPath = resolveSandboxDb(ctx, input.db, { create: false });
  const query = route === undefined ? '' : `?route=${encodeURIComponent(route)}`;
  const outcome = await onFaults(
    ctx,
    dbPath,
    { create: false },
    (call) => call<{ faults: ListedFaultView[] }>('DELETE', `/__sandbox/faults${query}`),
    (m, db) => void m.clearStoredFaults(db, route),
  );
  printFaults(ctx, outcome);
  return 0;
}
