// A rule's problem in the run's language. The domain's rules write each problem's `issue` in
// English — the sandbox answers with it, as the API does — and, where the rule says it through
// the issues catalog, what it said by key; the CLI prints that in the reader's language.
import type { Problem } from '../domain/problems.js';

export function issueText(problem: Problem): string {
  return problem.issue;
}
