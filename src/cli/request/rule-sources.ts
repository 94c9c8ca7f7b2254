// Spec rules refuse; inferred rules (src/domain/rules.ts) refuse only with
// --strict or in sandbox mode. Against the live service they are printed as
// warnings and the request is sent: the live service judges what it accepts.
import { splitBySource, type Problem, type RequestKind } from '../../domain/index.js';
import { messages } from '../../i18n/index.js';
import type { Context } from '../context.js';

/** The problems that still refuse; inferred ones that only warn are printed on stderr. */
export function enforceRules(problems: readonly Problem[], kind: RequestKind, ctx: Context): Problem[] {
  const { errors, inferred } = splitBySource(problems, kind, ctx.strictRules());
  for (const p of inferred)
    ctx.notices.warn(messages().support.request.inferredRule(p.field, p.issue, String(p.rule)));
  return errors;
}
