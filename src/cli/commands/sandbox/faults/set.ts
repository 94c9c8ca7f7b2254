import type { Context } from '../../../context.js';
import type { Input } from '../../../define.js';
import { resolveSandboxDb } from '../db-path.js';
import type { set } from './index.js';
import { onFaults, parseRules, printFaults, type ListedFaultView } from './shared.js';

export async function run(input: Input<typeof set>, ctx: Context): Promise<number> {
  const texts = input.rule;
  const rules = parseRules(texts);
  const dbPath = resolveSandboxDb(ctx, input.db, { create: true });
  const outcome = await onFaults(
    ctx,
    dbPath,
    { create: true },
    (call) => call<{ faults: ListedFaultView[] }>('POST', '/__sandbox/faults', { faults: texts }),
    (m, db) => void m.addStoredFaults(db, rules),
  );
  printFaults(ctx, outcome);
  return 0;
}
