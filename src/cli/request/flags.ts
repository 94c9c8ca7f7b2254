// The shipment flags shared by `rates`, `ship` (and any command that sends a
// shipment-shaped body): one table says which flag fills which wire path, so the
// same table writes the body and names the flag in every problem.
import { readCarrier, readCool, readTimeSlot, type Problem } from '../../domain/index.js';
import { getPath, isRecord, setPath, type Body } from './body.js';
import { parseDate, parseNumber, parseProduct, PRODUCT_FORMAT, type NumberRule } from './values.js';

/** Flag values as commander hands them: strings and booleans, parsed here. */
export interface ShipmentFlags {
  carrier?: string;
  carrierId?: string;
  service?: string;
  toName?: string;
  toCompany?: string;
  toPhone?: string;
  toEmail?: string;
  toCountry?: string;
  toZip?: string;
  toProvince?: string;
  toCity?: string;
  toAddress1?: string;
  toAddress2?: string;
  fromCountry?: string;
  fromZip?: string;
  fromProvince?: string;
  packSize?: string;
  packAmount?: string;
  date?: string;
  time?: string;
  shipmentDate?: string;
  cool?: string;
  cod?: string;
  insurance?: string;
  ref?: string;
  note?: string;
  test?: boolean;
  weight?: string;
  size?: string;
  product?: string[];
  contentType?: string;
  ddp?: boolean;
  ddu?: boolean;
  currency?: string;
  signature?: boolean;
  returnLabel?: boolean;
}

type Kind = 'string' | 'upper' | 'lower' | 'boolean' | 'date' | 'carrier' | 'slot' | 'cool' | NumberRule;

interface FlagDef {
  key: keyof ShipmentFlags;
  flag: string;
  path: string;
  kind: Kind;
}

const def = (key: keyof ShipmentFlags, flag: string, path: string, kind: Kind = 'string'): FlagDef => ({
  key,
  flag,
  path,
  kind,
});

export const SCALAR_FLAGS: readonly FlagDef[] = [
  def('carrier', '--carrier', 'setup.carrier', 'carrier'),
  def('carrierId', '--carrier-id', 'setup.carrier_id'),
  def('service', '--service', 'setup.service'),
  def('toName', '--to-name', 'to_address.full_name'),
  def('toCompany', '--to-company', 'to_address.company'),
  def('toPhone', '--to-phone', 'to_address.phone'),
  def('toEmail', '--to-email', 'to_address.email'),
  def('toCountry', '--to-country', 'to_address.country', 'upper'),
  def('toZip', '--to-zip', 'to_address.zip'),
  def('toProvince', '--to-province', 'to_address.province'),
  def('toCity', '--to-city', 'to_address.city'),
  def('toAddress1', '--to-address1', 'to_address.address1'),
  def('toAddress2', '--to-address2', 'to_address.address2'),
  def('fromCountry', '--from-country', 'from_address.country', 'upper'),
  def('fromZip', '--from-zip', 'from_address.zip'),
  def('fromProvince', '--from-province', 'from_address.province'),
  def('packSize', '--pack-size', 'setup.pack_size', { integer: true, min: 1 }),
  def('packAmount', '--pack-amount', 'setup.pack_amount', { integer: true, min: 1 }),
  def('date', '--date', 'setup.date', 'date'),
  def('time', '--time', 'setup.time', 'slot'),
  def('shipmentDate', '--shipment-date', 'setup.shipment_date', 'date'),
  def('cool', '--cool', 'setup.cool_options', 'cool'),
  def('cod', '--cod', 'setup.cash_on_delivery.amount', { min: 0, exclusiveMin: true }),
  def('insurance', '--insurance', 'setup.insurance', { min: 0 }),
  def('ref', '--ref', 'setup.ref_number'),
  def('note', '--note', 'setup.delivery_note'),
  def('test', '--test', 'setup.test', 'boolean'),
  def('currency', '--currency', 'setup.currency', 'upper'),
  def('signature', '--signature', 'setup.signature', 'boolean'),
  def('returnLabel', '--return-label', 'setup.return_label', 'boolean'),
  def('contentType', '--content-type', 'customs.content_type', 'upper'),
];

/** Paths filled by flags outside the scalar table (or by several flags). */
const OTHER_PATHS: Readonly<Record<string, string>> = {
  parcels: '--weight, --size',
  'parcels[].weight': '--weight',
  'parcels[].width': '--size',
  'parcels[].height': '--size',
  'parcels[].depth': '--size',
  products: `--product '${PRODUCT_FORMAT}'`,
  'products[]': '--product',
  customs: '--content-type, --ddp/--ddu',
  'customs.duty_paid': '--ddp/--ddu',
  'setup.cash_on_delivery': '--cod',
};

/** The flag that supplies a wire path; `extra` (per command) wins over the shared table. */
export function flagFor(path: string, extra: Readonly<Record<string, string>> = {}): string | undefined {
  const generic = path.replace(/\[\d+\]/g, '[]');
  const table: Record<string, string> = { ...OTHER_PATHS };
  for (const d of SCALAR_FLAGS) table[d.path] = d.flag;
  Object.assign(table, extra);
  for (let p = generic; p !== ''; p = p.includes('.') ? p.slice(0, p.lastIndexOf('.')) : '') {
    if (table[p]) return table[p];
    const bare = p.replace(/\[\]$/, '');
    if (bare !== p && table[bare]) return table[bare];
  }
  return undefined;
}

/** Each problem's issue ends with the flag that fixes it: `… (--pack-size)`. */
export function withFlags(
  problems: readonly Problem[],
  extra: Readonly<Record<string, string>> = {},
): Problem[] {
  return problems.map((p) => {
    const flag = flagFor(p.field, extra);
    return flag && !p.issue.includes(flag) ? { ...p, issue: `${p.issue} (${flag})` } : p;
  });
}

/**
 * Writes every scalar flag, --product and --ddp/--ddu into the body (flags win
 * over --input). --weight and --size wait for the route: see applyParcelFlags.
 */
export function applyFlags(body: Body, flags: ShipmentFlags, now: Date): Problem[] {
  const problems: Problem[] = [];
  for (const d of SCALAR_FLAGS) {
    const raw = flags[d.key];
    if (raw === undefined || raw === false) continue;
    if (d.kind === 'boolean') {
      setPath(body, d.path, raw === true);
      continue;
    }
    const text = String(raw).trim();
    if (d.kind === 'string') setPath(body, d.path, text);
    else if (d.kind === 'upper') setPath(body, d.path, text.normalize('NFKC').toUpperCase());
    else if (d.kind === 'lower') setPath(body, d.path, text.normalize('NFKC').toLowerCase());
    // The words the CSV columns take (佐川, 午前中, 冷凍…) are the flags' words too: one vocabulary, the domain's.
    else if (d.kind === 'slot') setPath(body, d.path, readTimeSlot(text));
    else if (d.kind === 'cool') setPath(body, d.path, readCool(text));
    else if (d.kind === 'carrier') {
      const r = readCarrier(text);
      if (r.ok) setPath(body, d.path, r.value);
      else problems.push({ field: d.path, issue: `${d.flag} ${r.issue}` });
    } else if (d.kind === 'date') {
      const r = parseDate(text, now);
      if (r.ok) setPath(body, d.path, r.value);
      else problems.push({ field: d.path, issue: `${d.flag} ${r.issue}` });
    } else {
      const r = parseNumber(text, d.kind);
      if (r.ok) setPath(body, d.path, r.value);
      else problems.push({ field: d.path, issue: `${d.flag} ${r.issue}` });
    }
  }
  if (flags.ddp && flags.ddu) {
    problems.push({ field: 'customs.duty_paid', issue: 'give --ddp or --ddu, not both' });
  } else if (flags.ddp || flags.ddu) {
    setPath(body, 'customs.duty_paid', flags.ddp === true);
  }
  if (flags.product && flags.product.length > 0) {
    body.products = flags.product.map((raw, i) => {
      const { product, issues } = parseProduct(raw);
      for (const [member, issue] of issues)
        problems.push({
          field: member ? `products[${i}].${member}` : `products[${i}]`,
          issue: `--product ${issue}`,
        });
      return product;
    });
  }
  return problems;
}

/** The first parcel, created when absent (flags describe one parcel). */
export function firstParcel(body: Body): Record<string, unknown> {
  if (!Array.isArray(body.parcels) || body.parcels.length === 0) body.parcels = [{ amount: 1 }];
  const parcels = body.parcels as unknown[];
  if (!isRecord(parcels[0])) parcels[0] = { amount: 1 };
  return parcels[0] as Record<string, unknown>;
}

export const flagGiven = (flags: ShipmentFlags, key: keyof ShipmentFlags): boolean =>
  flags[key] !== undefined && flags[key] !== false;

export { getPath };
