// The domain's rules over a shipment-shaped body, with the problems met while building it.
import { analyzeShipmentRequest, type Problem } from '../../domain/index.js';
import type { Body } from './body.js';

export interface RequestCheck {
  problems: Problem[];
  warnings: Problem[];
}

/**
 * The domain's rules over the body, plus the problems met while building it. A
 * field already reported while building is not reported again by the rules.
 */
export function checkRequest(
  body: Body,
  built: readonly Problem[],
  options: { mode: 'shipment' | 'rates'; now: Date },
): RequestCheck {
  const analysis = analyzeShipmentRequest(body, { mode: options.mode, now: options.now });
  // A field reported while building covers its members too (an unreadable --product is one problem, not six).
  const covered = (field: string) =>
    built.some(
      (b) => field === b.field || field.startsWith(`${b.field}.`) || field.startsWith(`${b.field}[`),
    );
  return {
    problems: [...built, ...analysis.problems.filter((p) => !covered(p.field))],
    warnings: analysis.warnings,
  };
}
