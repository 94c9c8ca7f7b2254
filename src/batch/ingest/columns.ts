// Which column holds which field: the Shopify orders-export preset when its headers
// are there, otherwise our generic names and their Japanese aliases, and `--map`
// (our field → their header) over either.
import { FIELD_BY_NAME, FIELDS, fieldForHeader, normalizeHeader, type FieldDef } from './fields.js';
import { messages } from '../../i18n/index.js';

export type Preset = 'generic' | 'shopify';

export interface ColumnMap {
  preset: Preset;
  /** Field name → column index. */
  index: ReadonlyMap<string, number>;
  /** Field name → the header as written in the file (for messages). */
  header: ReadonlyMap<string, string>;
  /** Headers that feed no field. */
  ignored: string[];
  /** Shopify: line items whose "Lineitem requires shipping" is false are not products. */
  skipProduct?: (values: readonly string[]) => boolean;
}

/** A --map file: our field name → the header in the user's file. */
export type FieldMapping = Readonly<Record<string, string>>;

/** Shopify's orders export (Admin → Orders → Export), one row per line item. */
const SHOPIFY: Readonly<Record<string, string>> = {
  order_id: 'Name',
  name: 'Shipping Name',
  company: 'Shipping Company',
  phone: 'Shipping Phone',
  email: 'Email',
  country: 'Shipping Country',
  zip: 'Shipping Zip',
  province: 'Shipping Province',
  city: 'Shipping City',
  address1: 'Shipping Address1',
  address2: 'Shipping Address2',
  product_name: 'Lineitem name',
  quantity: 'Lineitem quantity',
  price: 'Lineitem price',
  sku: 'Lineitem sku',
};
const SHOPIFY_SIGNATURE = ['Name', 'Lineitem name', 'Shipping Name', 'Shipping Zip'];

export class MappingError extends Error {
  override name = 'MappingError';
}

export function isShopifyExport(headers: readonly string[]): boolean {
  const have = new Set(headers.map((h) => h.trim()));
  return SHOPIFY_SIGNATURE.every((h) => have.has(h));
}

/** Checks a --map object before the file is read: keys must be our field names. */
export function checkMapping(raw: unknown): FieldMapping {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new MappingError(messages().support.batch.mapNotObject);
  const out: Record<string, string> = {};
  for (const [field, header] of Object.entries(raw)) {
    if (!FIELD_BY_NAME.has(field))
      throw new MappingError(
        messages().support.batch.mapNotField(field, FIELDS.map((d) => d.name).join(', ')),
      );
    if (typeof header !== 'string' || header.trim() === '')
      throw new MappingError(messages().support.batch.mapNotHeader(field));
    out[field] = header;
  }
  return out;
}

export function resolveColumns(headers: readonly string[], mapping: FieldMapping = {}): ColumnMap {
  const index = new Map<string, number>();
  const header = new Map<string, string>();
  const used = new Set<number>();
  const byText = (h: string) => headers.findIndex((x) => x.trim() === h.trim());
  const byKey = (h: string) => headers.findIndex((x) => normalizeHeader(x) === normalizeHeader(h));
  const take = (field: string, i: number) => {
    index.set(field, i);
    header.set(field, headers[i]!.trim());
    used.add(i);
  };

  for (const [field, h] of Object.entries(mapping)) {
    const i = byText(h) >= 0 ? byText(h) : byKey(h);
    if (i < 0)
      throw new MappingError(
        messages().support.batch.mapNoSuchHeader(field, h, headers.map((x) => x.trim()).join(', ')),
      );
    take(field, i);
  }

  const preset: Preset = isShopifyExport(headers) ? 'shopify' : 'generic';
  if (preset === 'shopify') {
    for (const [field, h] of Object.entries(SHOPIFY)) {
      const i = byText(h);
      if (i >= 0 && !index.has(field) && !used.has(i)) take(field, i);
    }
    const phone = byText('Phone');
    if (!index.has('phone') && phone >= 0 && !used.has(phone)) take('phone', phone);
  } else {
    headers.forEach((h, i) => {
      if (used.has(i)) return;
      const def: FieldDef | undefined = fieldForHeader(h);
      if (def && !index.has(def.name)) take(def.name, i);
    });
  }

  const requires = preset === 'shopify' ? byText('Lineitem requires shipping') : -1;
  const ignored = headers.filter((h, i) => !used.has(i) && h.trim() !== '').map((h) => h.trim());
  return {
    preset,
    index,
    header,
    ignored: preset === 'shopify' ? [] : ignored,
    ...(requires >= 0
      ? { skipProduct: (values: readonly string[]) => values[requires]?.trim().toLowerCase() === 'false' }
      : {}),
  };
}
