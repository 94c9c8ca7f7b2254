// A rule's problem in the run's language. The domain's rules write each problem's `issue` in
// English — the sandbox answers with it, as the API does — and, where the rule says it through
// the issues catalog, what it said by key (`said`); the CLI prints that in the reader's language.
import { en, type Messages } from './en/index.js';
import { messages } from './index.js';

type Catalog = Messages['issues'];
type Text = string | ((...args: never[]) => string);

/** Every message of the catalog by its dotted key: 'address.zipFormat'. */
type Keys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Text ? `${P}${K}` : Keys<T[K], `${P}${K}.`>;
}[keyof T & string];

type At<T, K extends string> = K extends `${infer H}.${infer R}`
  ? H extends keyof T
    ? At<T[H], R>
    : never
  : K extends keyof T
    ? T[K]
    : never;

type ParamsOf<M> = M extends (...args: infer A) => string ? A : [];

// A text parameter may itself be a message said by key: one rule's issue inside another's
// ("must be a subdivision code for JP: <what the prefecture rule said>") reads in one language.
type Sayable<A> = A extends string
  ? A | Said
  : A extends readonly string[]
    ? readonly (A[number] | Said)[]
    : A;
type SayableParams<A extends readonly unknown[]> = { [I in keyof A]: Sayable<A[I]> };

export type IssueKey = Keys<Catalog>;
export type IssueParams<K extends IssueKey> = SayableParams<ParamsOf<At<Catalog, K>>>;

/** What a rule said, by key: rendered in English for the wire, in the reader's language for a person. */
export class Said<K extends IssueKey = IssueKey> {
  constructor(
    readonly key: K,
    readonly params: IssueParams<K>,
  ) {}
}

/** A message of the issues catalog by key, its parameters checked against the English one. */
export function say<K extends IssueKey>(key: K, ...params: IssueParams<K>): Said<K> {
  return new Said(key, params);
}

function render(said: Said, catalog: Catalog): string {
  let node: unknown = catalog;
  for (const part of said.key.split('.')) node = (node as Record<string, unknown>)[part];
  const one = (p: unknown): unknown => (p instanceof Said ? render(p, catalog) : p);
  const args = (said.params as readonly unknown[]).map((p) => (Array.isArray(p) ? p.map(one) : one(p)));
  return typeof node === 'function' ? (node as (...a: unknown[]) => string)(...args) : String(node);
}

/** The English text of what a rule said: what the API and the sandbox answer, whatever the reader's language. */
export function english(said: Said): string {
  return render(said, en.issues);
}

/** What a rule said, in the run's language. */
export function sayText(said: Said): string {
  return render(said, messages().issues);
}

/** The parts of a problem this needs: `said` is there when a rule said it by key. */
export interface SaidProblem {
  issue: string;
  readonly said?: Said;
}

/**
 * A problem's issue in the run's language. A caller may have framed what was said (the CLI
 * adds the flag that fixes it: `… (--to-zip)`): the said part is translated in place and the
 * frame kept. An issue rewritten past recognition stays as written, in English.
 */
export function issueText(problem: SaidProblem): string {
  const said = problem.said;
  if (!said) return problem.issue;
  const written = english(said);
  const at = problem.issue.indexOf(written);
  if (at < 0) return problem.issue;
  const after = problem.issue.slice(at + written.length);
  // The flag that fixes it, in the parentheses of the reader's language.
  const aside = /^ \(([^()]*)\)$/.exec(after);
  return problem.issue.slice(0, at) + sayText(said) + (aside ? messages().common.aside(aside[1]!) : after);
}
