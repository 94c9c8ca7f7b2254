import type { Context } from '../../../context.js';
import { resolveSandboxDb } from '../db-path.js';
import { onFaults, printFaults, type ListedFaultView } from './shared.js';
import type { Input } from '../../../define.js';
import type { list } from './index.js';

export async function run(input: Input<typeof list>, ctx: Context): Promise<number> {
  const dbPath = resolveSandboxDb(ctx, input.db, { create: false });
  const outcome = await onFaults(
    ctx,
    dbPath,
    { create: false },
    (call) => call<{ faults: ListedFaultView[] }>('GET', '/__sandbox/faults'),
    () => undefined,
  );
  printFaults(ctx, outcome);
  return 0;
}
