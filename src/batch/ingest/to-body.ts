// One group of CSV records → one POST /v1/shipments body, remembering which line
// and column each wire field came from, so that a problem found later (by the
// domain's validateShipmentRequest) can be reported where the user can fix it.
import {
  CARRIERS,
  carrierOfService,
  normalizeAddressInput,
  restoreDroppedZipZero,
  servicesOf,
  type CarrierType,
} from '../../domain/index.js';
import type { ColumnMap } from './columns.js';
import { FIELD_BY_NAME } from './fields.js';
import type { CsvRecord, RecordGroup } from './records.js';
import {
  nfkc,
  packSizeFor,
  parseBoolean,
  parseCarrier,
  parseCool,
  parseDate,
  parseNumber,
  parseTimeSlot,
  stripApostrophe,
  type Parsed,
} from './values.js';

/** File-wide values from flags and stored defaults; a column, where present, wins. */
export interface BodyDefaults {
  carrier?: CarrierType;
  service?: string;
  carrierId?: string;
  /** The stored default carrier_id applies only to rows of this carrier (a flag applies to all). */
  carrierIdFor?: CarrierType;
  packSize?: number;
  currency?: string;
  test: boolean;
  /** Where each default came from, for messages: `--carrier`, `config carrier`. */
  origin: Partial<Record<'carrier' | 'service' | 'carrierId' | 'packSize' | 'currency', string>>;
}

export interface Located {
  line: number;
  /** The header, or the flag/setting the value came from. */
  column?: string;
}

export interface RowProblem extends Located {
  field: string;
  issue: string;
}

export interface Draft {
  line: number;
  lines: number[];
  body: Record<string, any>;
  problems: RowProblem[];
  warnings: RowProblem[];
  /** Wire path → where its value came from. */
  sources: Map<string, Located>;
}

type Setter = (wire: string, value: unknown, at: Located) => void;

export function buildDraft(
  group: RecordGroup,
  columns: ColumnMap,
  defaults: BodyDefaults,
  from: Record<string, unknown>,
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
  const problem = (at: Located, field: string, issue: string) => draft.problems.push({ ...at, field, issue });
  const set: Setter = (wire, value, at) => {
    setPath(draft.body, wire, value);
    draft.sources.set(wire, at);
  };
  const cellOf = (r: CsvRecord, field: string): string => {
    const i = columns.index.get(field);
    return i === undefined ? '' : (r.values[i] ?? '').trim();
  };
  const here = (field: string, line = first.line): Located => ({ line, column: columns.header.get(field) });

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
        problem(here(field, r.line), FIELD_BY_NAME.get(field)!.wire || field,
          `is "${v}" here but "${text}" on line ${at.line}: the rows of order ${group.key} must agree`);
      }
    }
    return { text, at };
  };
  const parsed = <T>(field: string, parse: (s: string) => Parsed<T>, wire?: string): T | undefined => {
    const { text, at } = shipmentCell(field);
    if (text === '') return undefined;
    const r = parse(text);
    if (!r.ok) {
      problem(at, wire ?? FIELD_BY_NAME.get(field)!.wire, r.issue);
      return undefined;
    }
    return r.value;
  };

  addRecipient(draft, shipmentCell, set);
  const carrier = addCarrierAndService(draft, shipmentCell, parsed, set, defaults, problem);
  addOptions(draft, shipmentCell, parsed, set, defaults, carrier);
  addProducts(draft, group, columns, cellOf, here, set, problem);
  return draft;
}

type CellFn = (field: string) => { text: string; at: Located };
type ParsedFn = <T>(field: string, parse: (s: string) => Parsed<T>, wire?: string) => T | undefined;
type ProblemFn = (at: Located, field: string, issue: string) => void;

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
    const fixed = restoreDroppedZipZero(raw.zip);
    const at = draft.sources.get('to_address.zip') ?? { line: draft.line };
    if (!fixed.ok) {
      draft.problems.push({ ...at, field: 'to_address.zip', issue: fixed.issue });
      delete raw.zip;
    } else {
      if (fixed.restored) draft.warnings.push({ ...at, field: 'to_address.zip', issue: fixed.note! });
      raw.zip = fixed.zip;
    }
  }
  const { address, problems } = normalizeAddressInput(raw, 'to_address');
  for (const p of problems) draft.problems.push({ ...(draft.sources.get(p.field) ?? { line: draft.line }), ...p });
  for (const [member, value] of Object.entries(address)) {
    if (value === '' || value === undefined) continue;
    set(`to_address.${member}`, value, draft.sources.get(`to_address.${member}`) ?? { line: draft.line });
  }
}

function addCarrierAndService(
  draft: Draft,
  cell: CellFn,
  parsed: ParsedFn,
  set: Setter,
  d: BodyDefaults,
  problem: ProblemFn,
): CarrierType | undefined {
  const carrierCell = cell('carrier');
  const fromColumn = parsed('carrier', parseCarrier, 'setup.service');
  const carrier = fromColumn ?? (carrierCell.text === '' ? d.carrier : undefined);
  const carrierAt: Located = fromColumn ? carrierCell.at : { line: draft.line, column: d.origin.carrier };

  const serviceCell = cell('service');
  let service: string | undefined;
  let serviceAt: Located = serviceCell.at;
  if (serviceCell.text !== '') {
    service = nfkc(serviceCell.text).toLowerCase();
  } else if (d.service && (!carrier || carrierOfService(d.service) === carrier)) {
    service = d.service;
    serviceAt = { line: draft.line, column: d.origin.service };
  } else if (carrier && servicesOf(carrier).includes(`${carrier}_regular`)) {
    service = `${carrier}_regular`;
    serviceAt = carrierAt;
  }
  const owner = service ? carrierOfService(service) : undefined;
  if (carrier && owner && owner !== carrier) {
    problem(carrierAt, 'setup.service', `is ${carrier}, but service ${service} belongs to ${owner}: make them agree`);
  }
  if (service) set('setup.service', service, serviceAt);
  const effective = owner ?? carrier;

  const idCell = cell('carrier_id');
  if (idCell.text !== '') set('setup.carrier_id', idCell.text, idCell.at);
  else if (d.carrierId && (!d.carrierIdFor || d.carrierIdFor === effective))
    set('setup.carrier_id', d.carrierId, { line: draft.line, column: d.origin.carrierId });
  return effective;
}

function addOptions(
  draft: Draft,
  cell: CellFn,
  parsed: ParsedFn,
  set: Setter,
  d: BodyDefaults,
  carrier: CarrierType | undefined,
): void {
  const at = (field: string) => cell(field).at;
  const num = (what: string, integer = false) => (s: string) => parseNumber(s, { integer, what });
  const put = (field: string, wire: string, value: unknown) => {
    if (value !== undefined) set(wire, value, at(field));
  };
  const domestic = carrier ? CARRIERS[carrier].class === 'domestic' : draft.body.to_address.country === 'JP';

  const packSize = parsed('pack_size', num('the pack size', true));
  if (packSize !== undefined) put('pack_size', 'setup.pack_size', packSize);
  else if (d.packSize !== undefined)
    set('setup.pack_size', d.packSize, { line: draft.line, column: d.origin.packSize });

  const dims = (['width', 'height', 'depth'] as const).map((f) => parsed(f, num(`${f} in cm`)));
  const weight = parsed('weight', num('the weight in grams'));
  if (domestic) {
    const sizes = carrier ? CARRIERS[carrier].packSizes : [];
    if (draft.body.setup.pack_size === undefined && sizes.length > 0 && dims.every((x) => x !== undefined)) {
      const sum = dims.reduce<number>((s, x) => s + (x ?? 0), 0);
      const size = packSizeFor(sizes, sum);
      if (size !== undefined) set('setup.pack_size', size, at('width'));
    }
  } else if (weight !== undefined || dims.some((x) => x !== undefined)) {
    const parcel: Record<string, number> = { amount: 1 };
    if (weight !== undefined) parcel.weight = weight;
    (['width', 'height', 'depth'] as const).forEach((f, i) => {
      if (dims[i] !== undefined) parcel[f] = dims[i]!;
    });
    draft.body.parcels = [parcel];
    for (const f of ['weight', 'width', 'height', 'depth']) draft.sources.set(`parcels[0].${f}`, at(f));
    draft.sources.set('parcels', at('weight'));
  }

  put('pack_amount', 'setup.pack_amount', parsed('pack_amount', num('the number of packs', true)));
  put('date', 'setup.date', parsed('date', parseDate));
  put('shipment_date', 'setup.shipment_date', parsed('shipment_date', parseDate));
  const time = cell('time').text;
  if (time !== '') put('time', 'setup.time', parseTimeSlot(time));
  const cool = cell('cool').text;
  if (cool !== '' && parseCool(cool) !== '') put('cool', 'setup.cool_options', parseCool(cool));
  put('cod_amount', 'setup.cash_on_delivery.amount', parsed('cod_amount', num('the amount')));
  put('cod_tax', 'setup.cash_on_delivery.tax', parsed('cod_tax', num('the tax')));
  put('insurance', 'setup.insurance', parsed('insurance', num('the insured amount')));
  const fragile = parsed('fragile', parseBoolean);
  if (fragile === true) put('fragile', 'setup.care.fragile', true);
  const note = cell('note').text;
  if (note !== '') put('note', 'setup.delivery_note', note);
  const currency = cell('currency').text;
  if (currency !== '') put('currency', 'setup.currency', nfkc(currency).toUpperCase());
  else if (d.currency) set('setup.currency', d.currency, { line: draft.line, column: d.origin.currency });
  if (d.test) set('setup.test', true, { line: draft.line, column: '--test' });

  if (!domestic) {
    const contentType = cell('content_type').text;
    const dutyPaid = parsed('duty_paid', parseBoolean);
    if (contentType !== '') put('content_type', 'customs.content_type', nfkc(contentType).toUpperCase());
    if (dutyPaid !== undefined) put('duty_paid', 'customs.duty_paid', dutyPaid);
  }
}

const PRODUCT_NUMBERS: readonly [string, string, boolean][] = [
  ['quantity', 'the number of units', true],
  ['price', 'the unit price', false],
  ['product_weight', 'the unit weight in grams', false],
];

function addProducts(
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
    const others = ['quantity', 'price', 'product_weight', 'hs_code', 'origin', 'sku'].filter(
      (f) => cellOf(r, f) !== '',
    );
    if (name === '') {
      if (others.length > 0 && columns.index.has('product_name'))
        problem(here('product_name', r.line), `products[${products.length}].name`,
          'is empty while other product columns are filled: give the product name');
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
      else problem(here(field, r.line), wire, n.issue);
    }
    for (const field of ['hs_code', 'origin', 'sku']) {
      const text = cellOf(r, field);
      const value = field === 'origin' ? nfkc(text).toUpperCase() : text;
      if (text !== '') set(`${path}.${FIELD_BY_NAME.get(field)!.wire}`, value, here(field, r.line));
    }
  }
  if (products.length === 0) delete draft.body.products;
}

/** Sets `a.b[0].c` on an object, creating what is missing (arrays for [n]). */
export function setPath(target: Record<string, any>, path: string, value: unknown): void {
  const parts = path.split('.').flatMap((p) => p.split(/\[(\d+)\]/).filter((x) => x !== ''));
  let node: any = target;
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    const key: string | number = /^\d+$/.test(part) ? Number(part) : part;
    if (last) node[key] = value;
    else {
      node[key] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
      node = node[key];
    }
  });
}
