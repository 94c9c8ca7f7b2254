// Bytes that are not text in the file's encoding decode to U+FFFD (�). Such a cell would put
// garbage on a label, so it is a problem on its line, whatever the encoding was (detected, or
// named with --encoding): the row is refused, never sent.
import type { RowIssue } from '../validate.js';
import { messages } from '../../i18n/index.js';
import type { ColumnMap } from './columns.js';
import { FIELD_BY_NAME } from './fields.js';
import type { RecordGroup } from './records.js';
import { ENCODING_LABELS, type Encoding } from './source.js';

const REPLACEMENT = '\uFFFD';
const FIX = 'save the file again as UTF-8 or Shift_JIS from Excel';

/** The message of a header that does not decode, or undefined when it does. */
export function undecodableHeader(headers: readonly string[], encoding: Encoding): string | undefined {
  if (!headers.some((h) => h.includes(REPLACEMENT))) return undefined;
  return messages().support.batch.undecodableHeader(ENCODING_LABELS[encoding]);
}

/** One problem per cell that feeds a field and did not decode. */
export function undecodableCells(
  group: RecordGroup,
  columns: ColumnMap,
  key: string,
  encoding: Encoding,
): RowIssue[] {
  const issue = `has bytes that are not ${ENCODING_LABELS[encoding]} text (a label would print them as garbage): ${FIX}`;
  const out: RowIssue[] = [];
  // Numbered as the products of the body are: one per record with a product name.
  let product = 0;
  const productName = columns.index.get('product_name');
  for (const record of group.records) {
    for (const [field, index] of columns.index) {
      const indices = columns.joins.get(field)?.indices ?? [index];
      if (!indices.some((i) => record.values[i]?.includes(REPLACEMENT))) continue;
      const def = FIELD_BY_NAME.get(field);
      const wire = def?.level === 'product' ? `products[${product}].${def.wire}` : def?.wire || 'order_id';
      out.push({ line: record.line, key, column: columns.header.get(field) ?? field, field: wire, issue });
    }
    const named = productName !== undefined && (record.values[productName] ?? '').trim() !== '';
    if (named && !columns.skipProduct?.(record.values)) product += 1;
  }
  return out;
}
