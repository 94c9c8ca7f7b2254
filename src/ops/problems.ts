// A problem as a script or an agent reads it: the wire field, the issue in English, and a code
// that stays the same in every language and wording — the issues catalog's key when a rule said
// it by key (`address.zipFormat`), else `invalid`.
import type { Problem } from '../domain/index.js';

export interface CodedProblem {
  field: string;
  issue: string;
  code: string;
}

export const problemCode = (p: Problem): string => p.said?.key ?? 'invalid';

export function codedProblems(problems: readonly Problem[]): CodedProblem[] {
  return problems.map((p) => ({ field: p.field, issue: p.issue, code: problemCode(p) }));
}
