// Which column holds which field: a format recognised by its headers (Shopify's orders
// export, B2クラウド's 送り状 CSV, Amazon's, 楽天's and Yahoo's order files: presets.ts),
// otherwise our generic names and their Japanese aliases, and `--map` (our field → their
// header) over either.
import { FIELD_BY_NAME, FIELDS, fieldForHeader, normalizeHeader, type FieldDef } from './fields.js';
import { messages } from '../../i18n/index.js';
import { flagOf } from '../../config/flag-names.js';
import { PRESETS, type ColumnSource, type Preset, type PresetDef } from './presets.js';
import type { Parsed } from './values.js';

export type { Preset } from './presets.js';

export interface ColumnMap {
  preset: Preset;
  /** The headers that told the format (empty for generic). */
  recognisedBy: string[];
  /** Field name → column index (a joined field: its first column). */
  index: ReadonlyMap<string, number>;
  /** Field name → the header as written in the file (for messages). */
  header: ReadonlyMap<string, string>;
  /** Fields made of several columns joined (楽天's 郵便番号1 + 郵便番号2). */
  joins: ReadonlyMap<string, { indices: readonly number[]; separator: string }>;
  /** Fields whose cells are the format's own codes (B2's 送り状種類). */
  translate: ReadonlyMap<string, (cell: string) => Parsed<string>>;
  /** Headers that feed no field. */
  ignored: string[];
  /** Shopify: line items whose "Lineitem requires shipping" is false are not products. */
  skipProduct?: (values: readonly string[]) => boolean;
}

/** A --map file: our field name → the header in the user's file. */
export type FieldMapping = Readonly<Record<string, string>>;

/** Shopify's orders export (Admin → Orders → Export), one row per line item. */
const SHOPIFY: PresetDef = {
  name: 'shopify',
  signature: [['Name'], ['Lineitem name'], ['Shipping Name'], ['Shipping Zip']],
  fields: {
    order_id: ['Name'],
    name: ['Shipping Name'],
    company: ['Shipping Company'],
    phone: ['Shipping Phone', 'Phone'],
    email: ['Email'],
    country: ['Shipping Country'],
    zip: ['Shipping Zip'],
    province: ['Shipping Province'],
    city: ['Shipping City'],
    address1: ['Shipping Address1'],
    address2: ['Shipping Address2'],
    product_name: ['Lineitem name'],
    quantity: ['Lineitem quantity'],
    price: ['Lineitem price'],
    sku: ['Lineitem sku'],
  },
};

export class MappingError extends Error {
  override name = 'MappingError';
}

export function isShopifyExport(headers: readonly string[]): boolean {
  return signatureOf(SHOPIFY, headers) !== undefined;
}

const ALL_PRESETS: readonly PresetDef[] = [SHOPIFY, ...PRESETS];

/** The headers of `headers` that make it `def`'s format, or undefined when one is missing. */
function signatureOf(def: PresetDef, headers: readonly string[]): string[] | undefined {
  const have = new Set(headers.map((h) => h.trim()));
  const found: string[] = [];
  for (const spellings of def.signature) {
    const h = spellings.find((s) => have.has(s));
    if (h === undefined) return undefined;
    found.push(h);
  }
  return found;
}

/** Which format the headers are, and the headers that say so. */
export function recognise(headers: readonly string[]): { def?: PresetDef; by: string[] } {
  for (const def of ALL_PRESETS) {
    const by = signatureOf(def, headers);
    if (by) return { def, by };
  }
  return { by: [] };
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
  const joins = new Map<string, { indices: number[]; separator: string }>();
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
        messages().support.batch.mapNoSuchHeader(
          flagOf('map'),
          field,
          h,
          headers.map((x) => x.trim()).join(', '),
        ),
      );
    take(field, i);
  }

  const { def, by } = recognise(headers);
  const preset: Preset = def?.name ?? 'generic';
  const first = (spellings: readonly string[]) =>
    spellings.map(byText).find((i) => i >= 0 && !used.has(i)) ?? -1;
  if (def) {
    for (const [field, source] of Object.entries(def.fields) as [string, ColumnSource][]) {
      if (index.has(field)) continue;
      if (!('parts' in source)) {
        const i = first(source);
        if (i >= 0) take(field, i);
        continue;
      }
      const indices = source.parts.map(first).filter((i) => i >= 0);
      if (indices.length === 0) continue;
      take(field, indices[0]!);
      for (const i of indices) used.add(i);
      header.set(field, indices.map((i) => headers[i]!.trim()).join('+'));
      joins.set(field, { indices, separator: source.separator });
    }
  } else {
    headers.forEach((h, i) => {
      if (used.has(i)) return;
      const found: FieldDef | undefined = fieldForHeader(h);
      if (found && !index.has(found.name)) take(found.name, i);
    });
  }

  const requires = preset === 'shopify' ? byText('Lineitem requires shipping') : -1;
  // A marketplace's file has dozens of columns shipping does not need: listing them says nothing.
  const ignored =
    preset === 'generic'
      ? headers.filter((h, i) => !used.has(i) && h.trim() !== '').map((h) => h.trim())
      : [];
  const translate = new Map(
    Object.entries(def?.translate ?? {}).filter(([field]) => index.has(field) && !(field in mapping)),
  );
  return {
    preset,
    recognisedBy: by,
    index,
    header,
    joins,
    translate,
    ignored,
    ...(requires >= 0
      ? { skipProduct: (values: readonly string[]) => values[requires]?.trim().toLowerCase() === 'false' }
      : {}),
  };
}
