// What the faults verbs share: how rules are checked (`sandbox serve --fault` too), where
// they go (the running serve of the database through its /__sandbox/faults control, else
// the database itself, whose stored rules every sandbox on that file reads), and how a
// list is printed.
import { FAULT_GRAMMAR_HINT, parseFaultRule, type FaultRule } from '../../../../sandbox/control.js';
import type { Context } from '../../../context.js';
import { UsageError } from '../../../errors.js';
import { printList } from '../../../output/list.js';
import type { Column } from '../../../output/table.js';
import { adminCall, runningServe, withSandboxDb, type SandboxModules } from '../sandbox-db.js';
import { messages } from '../../../../i18n/index.js';

/** Every rule checked, every problem reported at once. */
export function parseRules(texts: readonly string[], flag = 'rule'): FaultRule[] {
  const rules: FaultRule[] = [];
  const bad: string[] = [];
  for (const text of texts) {
    try {
      rules.push(parseFaultRule(text));
    } catch (err) {
      bad.push((err as Error).message);
    }
  }
  if (bad.length > 0)
    throw new UsageError(messages().admin.sandbox.faults.invalid(flag, bad.join('; ')), FAULT_GRAMMAR_HINT);
  return rules;
}

export interface ListedFaultView extends FaultRule {
  rule: string;
  source: 'start' | 'stored';
}

export interface FaultsOutcome {
  faults: ListedFaultView[];
  /** URL of the serve that applied the change, when one runs. */
  via?: string;
}

type Db = Parameters<Parameters<typeof withSandboxDb>[2]>[1];

export async function onFaults(
  ctx: Context,
  dbPath: string,
  access: { create: boolean },
  viaServe: (
    call: <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<T>,
  ) => Promise<{ faults: ListedFaultView[] }>,
  local: (m: SandboxModules, db: Db) => void,
): Promise<FaultsOutcome> {
  const outcome = await withSandboxDb(dbPath, access, async (m, db) => {
    const serve = runningServe(m, db);
    if (serve) {
      const res = await viaServe((method, path, body) => adminCall(ctx, serve, method, path, body));
      return { faults: res.faults, via: serve.url };
    }
    local(m, db);
    return {
      faults: m
        .readStoredFaults(db)
        .map((rule) => ({ ...rule, rule: m.formatFaultRule(rule), source: 'stored' as const })),
    };
  });
  return outcome ?? { faults: [] };
}

function columns(): Column<ListedFaultView>[] {
  const text = messages().admin.sandbox.faults;
  return [
    { header: text.columns.rule, get: (r) => r.rule },
    {
      header: text.columns.source,
      get: (r) => (r.source === 'start' ? 'serve --fault' : 'stored'),
      shown: (r) => (r.source === 'start' ? 'serve --fault' : text.stored),
    },
  ];
}

export function printFaults(ctx: Context, outcome: FaultsOutcome): void {
  const text = messages().admin.sandbox.faults;
  printList(ctx, outcome.faults, columns(), { empty: text.empty });
  if (ctx.globals.json) return;
  ctx.notices.dim(outcome.via ? text.viaServe(outcome.via) : text.inDatabase);
}
