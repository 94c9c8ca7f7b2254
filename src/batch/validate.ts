// The domain's shipment rules applied to a row, with every problem placed where the
// user can fix it: the file line, the order key, the column (the wire field mapped
// back to the CSV header), or the flag or setting the value came from.
import {
  analyzeShipmentRequest,
  carrierOfService,
  isPlainObject,
  keeping,
  withFittedLines,
  problem,
  say,
  splitBySource,
  type AccountRef,
  type Said,
} from '../domain/index.js';
import { displayName, fieldForWire } from './ingest/fields.js';
import { en, type Messages } from '../i18n/en/index.js';
import type { Draft, Located, RowProblem } from './ingest/to-body.js';
import { flagOf } from '../config/flag-names.js';

export interface RowIssue {
  line: number;
  /** The order key (or L<line> without an order column). */
  key: string;
  /** The header or flag; undefined when no column feeds the field. */
  column?: string;
  /** Wire path, as the API names it. */
  field: string;
  issue: string;
  /** What the rule said by key, for the reader's language; not enumerable, so never in a file. */
  readonly said?: Said;
}

/** The flag of `batch ship` that supplies a member no column gave (named by argument: see config/flag-names.ts). */
export const FLAG_FOR: Readonly<Record<string, string>> = {
  'setup.service': `${flagOf('service')} or ${flagOf('carrier')}`,
  'setup.pack_size': flagOf('pack_size'),
  'setup.carrier_id': flagOf('carrier_id'),
  'setup.shipment_date': `${flagOf('shipment_date')} today`,
};

/** The source of a wire path, or of its nearest parent that has one. */
export function locate(draft: Draft, field: string): Located | undefined {
  for (let path = field; path !== ''; path = parentOf(path)) {
    const found = draft.sources.get(path);
    if (found) return found;
  }
  return undefined;
}

function parentOf(path: string): string {
  const m = /^(.*)(\[\d+\]|\.[^.[\]]+)$/.exec(path);
  return m ? m[1]! : '';
}

export function placeProblem(
  draft: Draft,
  key: string,
  p: { field: string; issue: string; readonly said?: Said },
  headers: ReadonlyMap<string, string> = new Map(),
): RowIssue {
  const out = placed(draft, key, p, headers);
  if (out.issue === p.issue) return keeping(out, p.said);
  // The column (or flag) to add follows what the rule said: one sentence in the reader's language.
  const def = fieldForWire(p.field);
  const flag = FLAG_FOR[p.field];
  return def ? keeping(out, say('flags.addColumn', p.said ?? p.issue, displayName(def), flag)) : out;
}

function placed(
  draft: Draft,
  key: string,
  p: { field: string; issue: string },
  headers: ReadonlyMap<string, string>,
): RowIssue {
  if (p.field.startsWith('from_address'))
    return { line: draft.line, key, column: 'sender (warehouse)', field: p.field, issue: p.issue };
  const at = locate(draft, p.field);
  if (at?.column) return { line: at.line, key, column: at.column, field: p.field, issue: p.issue };
  const def = fieldForWire(p.field);
  // The file has the column, but the cell is empty.
  const header = def ? headers.get(def.name) : undefined;
  if (header) return { line: at?.line ?? draft.line, key, column: header, field: p.field, issue: p.issue };
  const flag = FLAG_FOR[p.field];
  const add = def ? `add a column ${displayName(def)}${flag ? ` or pass ${flag}` : ''}` : undefined;
  return {
    line: at?.line ?? draft.line,
    key,
    field: p.field,
    issue: add && /required/.test(p.issue) ? `${p.issue} — ${add}` : p.issue,
  };
}

export interface CheckedRow {
  problems: RowIssue[];
  warnings: RowIssue[];
  carrier?: string;
  service?: string;
}

export function checkDraft(
  draft: Draft,
  key: string,
  ctx: {
    now: Date;
    accounts?: AccountRef[];
    headers?: ReadonlyMap<string, string>;
    /** false: problems of inferred rules only warn (the live service judges); default true. */
    strict?: boolean;
  },
): CheckedRow {
  // The recipient's lines fitted to the carrier's line boxes before the rules count them.
  const to = draft.body.to_address;
  const setup = draft.body.setup;
  const service = isPlainObject(setup) && typeof setup.service === 'string' ? setup.service : '';
  const fitted = isPlainObject(to) ? withFittedLines(to, carrierOfService(service), 'to_address') : undefined;
  if (fitted?.notes.length) {
    draft.body.to_address = fitted.address;
    for (const n of fitted.notes)
      draft.warnings.push(keeping({ ...(draft.sources.get(n.field) ?? { line: draft.line }), ...n }, n.said));
  }
  const analysis = analyzeShipmentRequest(draft.body, {
    mode: 'shipment',
    now: ctx.now,
    ...(ctx.accounts ? { accounts: ctx.accounts } : {}),
  });
  const place = (list: { field: string; issue: string; readonly said?: Said }[]) =>
    list.map((p) => placeProblem(draft, key, p, ctx.headers));
  const own = (list: RowProblem[]): RowIssue[] =>
    list.map((p) => keeping({ ...p, key }, (p as { readonly said?: Said }).said));
  // A field we already reported (e.g. a zip we could not read) is not reported twice.
  const reported = new Set(draft.problems.map((p) => p.field));
  const split = splitBySource(
    analysis.problems.filter((p) => !reported.has(p.field)),
    'shipment',
    ctx.strict ?? true,
  );
  const inferred = split.inferred.map((p) =>
    problem(p.field, say('rules.inferredRow', p.said ?? p.issue, p.rule)),
  );
  return {
    problems: [...own(draft.problems), ...place(split.errors)],
    warnings: [...own(draft.warnings), ...place(analysis.warnings), ...place(inferred)],
    ...(analysis.carrier ? { carrier: analysis.carrier } : {}),
    ...(analysis.service ? { service: analysis.service } : {}),
  };
}

/** `line 5, order 1003, 郵便番号 (to_address.zip)`: plain punctuation, which every output encoding holds. */
/** Where a row's problem is, in English unless a reader's `words` are given (journals hold English). */
export function issueLocation(
  i: RowIssue,
  options: { withKey?: boolean } = {},
  words: Messages['support']['batch']['location'] = en.support.batch.location,
): string {
  const parts = [words.line(i.line)];
  if (options.withKey !== false && !/^L\d+$/.test(i.key)) parts.push(words.order(i.key));
  parts.push(i.column ? words.column(i.column, i.field) : i.field);
  return parts.join(words.joiner);
}

/** `line 5, order 1003, 郵便番号 (to_address.zip): …`, in English: journals and result files hold it. */
export function describeIssue(i: RowIssue, options: { withKey?: boolean } = {}): string {
  return `${issueLocation(i, options)}: ${i.issue}`;
}
