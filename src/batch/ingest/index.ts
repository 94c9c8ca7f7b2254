// A batch file → a stream of shipment rows, each with its wire body and every
// problem found by the domain rules, placed on its line and column. One row of
// the output is one shipment (several CSV lines when grouped by the order key).
import { normalizeRef, refKey, type AccountRef } from '../../domain/index.js';
import { messages } from '../../i18n/index.js';
import { checkDraft, type RowIssue } from '../validate.js';
import { MappingError, resolveColumns, type ColumnMap, type FieldMapping } from './columns.js';
import { reconcileRecipientZip } from './postal.js';
import { groupRecords, readRecords, type CsvRecord } from './records.js';
import type { BatchSource } from './source.js';
import { buildDraft, type BodyDefaults } from './to-body.js';
import { undecodableCells, undecodableHeader } from './undecodable.js';

export * from './columns.js';
export * from './fields.js';
export * from './records.js';
export * from './source.js';
export * from './to-body.js';
export * from './values.js';

export interface IngestOptions {
  mapping?: FieldMapping;
  defaults: BodyDefaults;
  /** The sender, from the warehouse. */
  from: Record<string, unknown>;
  /** The sender for a recipient in Japan (the warehouse's kanji members); `from` when absent. */
  fromInJapan?: Record<string, unknown>;
  now: Date;
  accounts?: AccountRef[];
  /** false: inferred rules only warn (against the live service); default true. */
  strict?: boolean;
  /** Called once the header is read (before the first row). */
  onColumns?: (columns: ColumnMap) => void;
}

export interface IngestedRow {
  /** 1-based position of the shipment in the file. */
  seq: number;
  /** The order key, or L<line> when the file has no order column. */
  key: string;
  /**
   * The order number the label carries (domain/ref.ts): the row's own ref_number column, else its
   * order key, normalised; undefined when the file gives neither (plan.ts makes one).
   */
  ref?: string;
  line: number;
  lines: number[];
  body: Record<string, any>;
  problems: RowIssue[];
  warnings: RowIssue[];
  carrier?: string;
  service?: string;
}

export class EmptyFileError extends Error {
  override name = 'EmptyFileError';
}

export async function* ingest(source: BatchSource, options: IngestOptions): AsyncGenerator<IngestedRow> {
  const records = readRecords(source.open());
  const header = await records.next();
  if (header.done) throw new EmptyFileError(messages().support.batch.emptyFile);
  const badHeader = undecodableHeader(header.value.values, source.encoding);
  if (badHeader) throw new MappingError(badHeader);
  const columns = resolveColumns(header.value.values, options.mapping);
  options.onColumns?.(columns);
  const keyIndex = columns.index.get('order_id');
  const keyOf = keyIndex === undefined ? undefined : (r: CsvRecord) => (r.values[keyIndex] ?? '').trim();
  const rest: AsyncIterable<CsvRecord> = { [Symbol.asyncIterator]: () => records };

  let seq = 0;
  // Rows are one order when their keys are one order number (ＡＢ－１ and AB-1 alike).
  for await (const group of groupRecords(rest, keyOf, refKey)) {
    seq += 1;
    const draft = buildDraft(group, columns, options.defaults, options.from, options.fromInJapan);
    await reconcileRecipientZip(draft);
    const typed = group.key ?? '';
    const key = typed || `L${draft.line}`;
    const checked = checkDraft(draft, key, {
      now: options.now,
      headers: columns.header,
      ...(options.strict === undefined ? {} : { strict: options.strict }),
      ...(options.accounts ? { accounts: options.accounts } : {}),
    });
    checked.problems.unshift(...undecodableCells(group, columns, key, source.encoding));
    const column = columns.header.get('order_id');
    if (keyOf && group.key === '') {
      checked.problems.unshift({
        line: draft.line,
        key,
        column,
        field: 'order_id',
        issue: 'is empty: give every row its order key (the rows of one order share it)',
      });
    }
    if (group.splitFrom !== undefined) {
      checked.problems.unshift({
        line: draft.line,
        key,
        column,
        field: 'order_id',
        issue: `order ${typed} also has rows at line ${group.splitFrom}, apart from these: keep the rows of one order together (sort the file by ${column ?? 'order'})`,
      });
    }
    const own = draft.body.setup?.ref_number;
    const ref = normalizeRef(typeof own === 'string' && own.trim() !== '' ? own : typed);
    yield {
      seq,
      key,
      ...(ref !== '' ? { ref } : {}),
      line: draft.line,
      lines: draft.lines,
      body: draft.body,
      ...checked,
    };
  }
}
