import type { Command } from 'commander';
import { FAULT_GRAMMAR_HINT, parseFaultRule, type FaultRule } from '../../../../sandbox/control.js';
import { action, examples, type CommandKit } from '../../../command-kit.js';
import type { Context } from '../../../context.js';
import { UsageError } from '../../../errors.js';
import { resolveSandboxDb } from '../db-path.js';
import { DB_OPTION } from '../sandbox-db.js';
import { onFaults, printFaults, type ListedFaultView } from './shared.js';

export interface SandboxFaultsSetOptions {
  rules: string[];
  db?: string;
}

export function register(faults: Command, kit: CommandKit): void {
  faults
    .command('set')
    .description('Add fault rules (a rule of the same route and kind is replaced); they stay until cleared')
    .argument('<rule...>', 'ROUTE:KIND[=VALUE][:PROBABILITY]')
    .option(...DB_OPTION)
    .addHelpText(
      'after',
      examples(
        "shipctl sandbox faults set 'POST /v1/shipments:reset-after-commit'",
        "shipctl sandbox faults set 'POST /v1/shipments:error-before-commit=503:0.2' 'GET /v1/*:latency=300ms'",
        "shipctl sandbox faults set 'POST /v1/rates:rate-limit=3:0.1' 'CARRIER sagawa:unreachable'",
      ),
    )
    .action(action(kit, (rules: string[], flags: { db?: string }) => ({ rules, db: flags.db }), run));
}

/** Every rule checked, every problem reported at once. */
export function parseRules(texts: readonly string[], flag = 'rule'): FaultRule[] {
  const rules: FaultRule[] = [];
  const bad: string[] = [];
  for (const t of texts) {
    try {
      rules.push(parseFaultRule(t));
    } catch (err) {
      bad.push((err as Error).message);
    }
  }
  if (bad.length > 0) throw new UsageError(`invalid ${flag}: ${bad.join('; ')}`, FAULT_GRAMMAR_HINT);
  return rules;
}

export async function run(opts: SandboxFaultsSetOptions, ctx: Context): Promise<number> {
  const rules = parseRules(opts.rules);
  const dbPath = resolveSandboxDb(ctx, opts.db, { create: true });
  const outcome = await onFaults(
    ctx,
    dbPath,
    { create: true },
    (call) => call<{ faults: ListedFaultView[] }>('POST', '/__sandbox/faults', { faults: opts.rules }),
    (m, db) => void m.addStoredFaults(db, rules),
  );
  printFaults(ctx, outcome);
  return 0;
}
