// Products: one per CSV record of the group (a shipment of several rows carries
// several products), each number parsed where it was typed.
import { say, type Said } from '../../domain/index.js';
import type { ColumnMap } from './columns.js';
import type { Draft, Located, ProblemFn, Setter } from './draft.js';
import { FIELD_BY_NAME } from './fields.js';
import type { CsvRecord, RecordGroup } from './records.js';
import { nfkc, parseNumber } from './values.js';

const PRODUCT_NUMBERS: readonly [string, Said, boolean][] = [
  ['quantity', say('vocabulary.what.units'), true],
  ['price', say('vocabulary.what.unitPrice'), false],
  ['product_weight', say('vocabulary.what.unitWeight'), false],
];

export function addProducts(
  draft: Draft,
  group: RecordGroup,
  columns: ColumnMap,
  cellOf: (r: CsvRecord, field: string) => string,
  here: (field: string, line?: number) => Located,
  set: Setter,
  problem: ProblemFn,
): void {
  const products: Record<string, unknown>[] = [];
  draft.body.products = products;
  for (const r of group.records) {
    if (columns.skipProduct?.(r.values)) continue;
    const name = cellOf(r, 'product_name');
    const others = ['quantity', 'price', 'product_weight', 'hs_code', 'origin', 'sku', 'barcode'].filter(
      (f) => cellOf(r, f) !== '',
    );
    if (name === '') {
      if (others.length > 0 && columns.index.has('product_name'))
        problem(
          here('product_name', r.line),
          `products[${products.length}].name`,
          'is empty while other product columns are filled: give the product name',
        );
      continue;
    }
    const i = products.length;
    const product: Record<string, unknown> = {};
    products.push(product);
    const path = `products[${i}]`;
    draft.sources.set(path, { line: r.line });
    set(`${path}.name`, name, here('product_name', r.line));
    for (const [field, what, integer] of PRODUCT_NUMBERS) {
      const text = cellOf(r, field);
      const wire = `${path}.${FIELD_BY_NAME.get(field)!.wire}`;
      if (text === '') {
        if (field === 'quantity') product.quantity = 1;
        continue;
      }
      const n = parseNumber(text, { integer, what });
      if (n.ok) set(wire, n.value, here(field, r.line));
      else problem(here(field, r.line), wire, n.issue, n.said);
    }
    for (const field of ['hs_code', 'origin', 'sku', 'barcode']) {
      const text = cellOf(r, field);
      const value = field === 'origin' ? nfkc(text).toUpperCase() : text;
      if (text !== '') set(`${path}.${FIELD_BY_NAME.get(field)!.wire}`, value, here(field, r.line));
    }
  }
  if (products.length === 0) delete draft.body.products;
}
