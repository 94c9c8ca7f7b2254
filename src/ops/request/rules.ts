// Spec rules refuse; inferred rules (src/domain/rules.ts) refuse only with
// --strict or in sandbox mode. Against the live service they are printed as
// warnings and the request is sent: the live service judges what it accepts.
import { say, splitBySource, type Problem, type RequestKind } from '../../domain/index.js';
import { issueText, sayText } from '../../i18n/issues.js';
import type { OpsContext } from '../context.js';

/** The problems that still refuse; inferred ones that only warn are printed on stderr. */
export function enforceRules(
  problems: readonly Problem[],
  kind: RequestKind,
  ctx: Pick<OpsContext, 'strictRules' | 'notices'>,
): Problem[] {
  const { errors, inferred } = splitBySource(problems, kind, ctx.strictRules());
  for (const p of inferred)
    ctx.notices.warn(`${p.field}: ${sayText(say('rules.inferredWarning', issueText(p), p.rule))}`);
  return errors;
}
