// One group of CSV records → one POST /v1/shipments body, remembering which line
// and column each wire field came from, so that a problem found later (by the
// domain's validateShipmentRequest) can be reported where the user can fix it.
import { jpPostalTable } from '../../api/postal.js';
import { keeping, normalizeAddressInput, restoreDroppedZipZero, senderScript } from '../../domain/index.js';
import type { ColumnMap } from './columns.js';
import {
  setPath,
  type BodyDefaults,
  type CellFn,
  type Draft,
  type Located,
  type ProblemFn,
  type Setter,
} from './draft.js';
import { FIELD_BY_NAME } from './fields.js';
import { addProducts } from './products.js';
import type { CsvRecord, RecordGroup } from './records.js';
import { addCarrierAndService, addOptions } from './setup-fields.js';
import { nfkc, stripApostrophe, type Parsed } from './values.js';

export type { BodyDefaults, Draft, Located, RowProblem } from './draft.js';
export { setPath } from './draft.js';

export function buildDraft(
  group: RecordGroup,
  columns: ColumnMap,
  defaults: BodyDefaults,
  from: Record<string, unknown>,
  fromInJapan: Record<string, unknown> = from,
): Draft {
  const first = group.records[0]!;
  const draft: Draft = {
    line: first.line,
    lines: group.records.map((r) => r.line),
    body: { to_address: {}, from_address: from, setup: {} },
    problems: [],
    warnings: [],
    sources: new Map(),
  };
  const problem: ProblemFn = (at, field, issue, said) => {
    draft.problems.push(keeping({ ...at, field, issue }, said));
  };
  const set: Setter = (wire, value, at) => {
    setPath(draft.body, wire, value);
    draft.sources.set(wire, at);
  };
  const here = (field: string, line = first.line): Located => ({ line, column: columns.header.get(field) });
  const refused = new Set<string>();
  const cellOf = (r: CsvRecord, field: string): string => {
    const i = columns.index.get(field);
    if (i === undefined) return '';
    const join = columns.joins.get(field);
    const text = join
      ? join.indices
          .map((j) => (r.values[j] ?? '').trim())
          .filter((v) => v !== '')
          .join(join.separator)
      : (r.values[i] ?? '').trim();
    const translate = columns.translate.get(field);
    if (!translate || text === '') return text;
    const read = translate(text);
    if (read.ok) return read.value;
    // Said once per cell, however often the cell is read.
    if (!refused.has(`${r.line}:${field}`)) {
      refused.add(`${r.line}:${field}`);
      problem(here(field, r.line), FIELD_BY_NAME.get(field)!.wire || field, read.issue, read.said);
    }
    return '';
  };

  // Shipment-level cells: the first non-empty one; a different value later is an error.
  const shipmentCell = (field: string): { text: string; at: Located } => {
    let text = '';
    let at = here(field);
    for (const r of group.records) {
      const v = cellOf(r, field);
      if (v === '') continue;
      if (text === '') {
        text = v;
        at = here(field, r.line);
      } else if (v !== text) {
        problem(
          here(field, r.line),
          FIELD_BY_NAME.get(field)!.wire || field,
          `is "${v}" here but "${text}" on line ${at.line}: the rows of order ${group.key} must agree`,
        );
      }
    }
    return { text, at };
  };
  const parsed = <T>(field: string, parse: (s: string) => Parsed<T>, wire?: string): T | undefined => {
    const { text, at } = shipmentCell(field);
    if (text === '') return undefined;
    const r = parse(text);
    if (!r.ok) {
      problem(at, wire ?? FIELD_BY_NAME.get(field)!.wire, r.issue, r.said);
      return undefined;
    }
    return r.value;
  };

  addRecipient(draft, shipmentCell, set);
  // A label in Japan writes the sender as the warehouse is written in kanji; abroad, in romaji.
  if (senderScript(draft.body.to_address) === 'kanji') draft.body.from_address = fromInJapan;
  addSender(draft, shipmentCell);
  const carrier = addCarrierAndService(draft, shipmentCell, parsed, set, defaults, problem);
  addOptions(draft, shipmentCell, parsed, set, defaults, carrier);
  addProducts(draft, group, columns, cellOf, here, set, problem);
  return draft;
}

const ADDRESS: readonly [string, string][] = [
  ['name', 'full_name'],
  ['company', 'company'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['country', 'country'],
  ['zip', 'zip'],
  ['province', 'province'],
  ['city', 'city'],
  ['address1', 'address1'],
  ['address2', 'address2'],
  ['address3', 'extra'],
];

function addRecipient(draft: Draft, cell: CellFn, set: Setter): void {
  const raw: Record<string, string> = {};
  for (const [field, member] of ADDRESS) {
    const { text, at } = cell(field);
    if (text === '') continue;
    raw[member] = field === 'zip' || field === 'phone' ? stripApostrophe(text) : text;
    draft.sources.set(`to_address.${member}`, at);
  }
  raw.country = nfkc(raw.country ?? '').toUpperCase() || 'JP';
  if (raw.country === 'JP' && raw.zip) {
    const fixed = restoreDroppedZipZero(raw.zip, jpPostalTable);
    const at = draft.sources.get('to_address.zip') ?? { line: draft.line };
    if (!fixed.ok) {
      draft.problems.push(keeping({ ...at, field: 'to_address.zip', issue: fixed.issue }, fixed.said));
      delete raw.zip;
    } else {
      if (fixed.restored)
        draft.warnings.push(keeping({ ...at, field: 'to_address.zip', issue: fixed.note! }, fixed.noteSaid));
      raw.zip = fixed.zip;
    }
  }
  const { address, problems, notes } = normalizeAddressInput(raw, 'to_address');
  // keeping: a spread loses what was said by key, which the reader's language needs.
  for (const p of problems)
    draft.problems.push(keeping({ ...(draft.sources.get(p.field) ?? { line: draft.line }), ...p }, p.said));
  for (const n of notes)
    draft.warnings.push(keeping({ ...(draft.sources.get(n.field) ?? { line: draft.line }), ...n }, n.said));
  for (const [member, value] of Object.entries(address)) {
    if (value === '' || value === undefined) continue;
    set(`to_address.${member}`, value, draft.sources.get(`to_address.${member}`) ?? { line: draft.line });
  }
}

const SENDER: readonly [string, string][] = [
  ['sender_name', 'full_name'],
  ['sender_phone', 'phone'],
  ['sender_zip', 'zip'],
  ['sender_address1', 'address1'],
  ['sender_address2', 'address2'],
];

/**
 * A row's own sender (B2's ご依頼主 columns) replaces the warehouse for that row: with an address
 * the whole sender is the row's, else only the name and phone given replace the warehouse's.
 */
function addSender(draft: Draft, cell: CellFn): void {
  const raw: Record<string, string> = {};
  const at = new Map<string, Located>();
  for (const [field, member] of SENDER) {
    const { text, at: where } = cell(field);
    if (text === '') continue;
    raw[member] = field === 'sender_zip' || field === 'sender_phone' ? stripApostrophe(text) : text;
    at.set(`from_address.${member}`, where);
  }
  if (Object.keys(raw).length === 0) return;
  const whole = raw.address1 !== undefined;
  const { address, problems } = normalizeAddressInput(
    whole ? { country: 'JP', ...raw } : raw,
    'from_address',
  );
  for (const p of problems) draft.problems.push({ ...(at.get(p.field) ?? { line: draft.line }), ...p });
  const from = whole ? {} : { ...draft.body.from_address };
  for (const [member, value] of Object.entries(address)) {
    if (value === '' || value === undefined) continue;
    from[member] = value;
  }
  draft.body.from_address = from;
  for (const [wire, where] of at) draft.sources.set(wire, where);
}
