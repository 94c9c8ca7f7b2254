// One pass over a shipment or rate request: the contract's type checks and the
// domain's rules, merged into a single 400 that names every offending field. A
// field the type check already refused is not reported again by the rules (they
// would only restate "must be a number" in other words).
import { RatesRequestSchema, ShipmentRequestSchema, checkRequest } from '../../contract/index.js';
import {
  analyzeShipmentRequest,
  type AccountRef,
  type Problem,
  type ShipmentAnalysis,
} from '../../domain/index.js';
import { problems } from '../errors.js';

const covers = (outer: string, inner: string): boolean =>
  inner === outer || inner.startsWith(`${outer}.`) || inner.startsWith(`${outer}[`);

export function mergeProblems(typeProblems: readonly Problem[], ruleProblems: readonly Problem[]): Problem[] {
  const out = [...typeProblems];
  for (const p of ruleProblems) {
    if (typeProblems.some((q) => covers(q.field, p.field))) continue;
    out.push(p);
  }
  return out;
}

export interface CheckOptions {
  mode: 'shipment' | 'rates';
  now: Date;
  accounts: AccountRef[];
  /** Drops rule problems the sandbox has been told to waive (test windows for demos). */
  waive?: (p: Problem) => boolean;
}

/** The domain's analysis of a valid request; throws the 400 otherwise. */
export function checkShipmentBody(body: unknown, options: CheckOptions): ShipmentAnalysis {
  const typed = checkRequest(options.mode === 'shipment' ? ShipmentRequestSchema : RatesRequestSchema, body);
  const analysis = analyzeShipmentRequest(body, {
    now: options.now,
    mode: options.mode,
    accounts: options.accounts,
  });
  const rules = options.waive ? analysis.problems.filter((p) => !options.waive!(p)) : analysis.problems;
  const all = mergeProblems(typed.ok ? [] : typed.problems, rules);
  if (all.length > 0) throw problems(all, 'INVALID', options.mode);
  return analysis;
}
