// The shipment flags shared by `rates`, `ship` (and any command that sends a
// shipment-shaped body): one table says which flag fills which wire path, so the
// same table writes the body and names the flag in every problem.
import {
  keeping,
  problem,
  readCarrier,
  readCool,
  readTimeSlot,
  reissued,
  say,
  type Problem,
  type Said,
} from '../../domain/index.js';
import { getPath, isRecord, objectAt, setPath, type Body } from '../../ops/request/body.js';
import { flagKey, type FlagsInput } from '../define.js';
import { SHIPMENT_FLAGS } from '../shared/flags.js';
import { PRODUCT_FORMAT, parseProductSpec as parseProduct } from './product.js';
import { parseDate, parseNumber, parsePackSize, type NumberRule } from './values.js';

/** The shipment flags as commander hands them (strings and switches), parsed here. */
export type ShipmentFlags = FlagsInput<ShipmentFlagSpec[]>;

type ShipmentFlagSpec = (typeof SHIPMENT_FLAGS)[keyof typeof SHIPMENT_FLAGS];

type Kind = 'string' | 'upper' | 'boolean' | 'date' | 'carrier' | 'slot' | 'cool' | 'packSize' | NumberRule;

interface ScalarFlag {
  key: keyof ShipmentFlags;
  flag: string;
  path: string;
  kind: Kind;
}

const def = (spec: ShipmentFlagSpec, path: string, kind: Kind = 'string'): ScalarFlag => ({
  key: flagKey(spec) as keyof ShipmentFlags,
  flag: spec.long,
  path,
  kind,
});

const F = SHIPMENT_FLAGS;

/** Each flag that fills one wire path, and how its text is read. */
export const SCALAR_FLAGS: readonly ScalarFlag[] = [
  def(F.carrier, 'setup.carrier', 'carrier'),
  def(F.carrierId, 'setup.carrier_id'),
  def(F.service, 'setup.service'),
  def(F.toName, 'to_address.full_name'),
  def(F.toCompany, 'to_address.company'),
  def(F.toPhone, 'to_address.phone'),
  def(F.toEmail, 'to_address.email'),
  def(F.toCountry, 'to_address.country', 'upper'),
  def(F.toZip, 'to_address.zip'),
  def(F.toProvince, 'to_address.province'),
  def(F.toCity, 'to_address.city'),
  def(F.toAddress1, 'to_address.address1'),
  def(F.toAddress2, 'to_address.address2'),
  def(F.fromZip, 'from_address.zip'),
  def(F.fromProvince, 'from_address.province'),
  def(F.packSize, 'setup.pack_size', 'packSize'),
  def(F.packAmount, 'setup.pack_amount', { integer: true, min: 1 }),
  def(F.date, 'setup.date', 'date'),
  def(F.time, 'setup.time', 'slot'),
  def(F.shipmentDate, 'setup.shipment_date', 'date'),
  def(F.cool, 'setup.cool_options', 'cool'),
  def(F.cod, 'setup.cash_on_delivery.amount', { min: 0, exclusiveMin: true }),
  def(F.insurance, 'setup.insurance', { min: 0 }),
  def(F.ref, 'setup.ref_number'),
  def(F.note, 'setup.delivery_note'),
  def(F.test, 'setup.test', 'boolean'),
  def(F.currency, 'setup.currency', 'upper'),
  def(F.signature, 'setup.signature', 'boolean'),
  def(F.returnLabel, 'setup.return_label', 'boolean'),
  def(F.contentType, 'customs.content_type', 'upper'),
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
  for (const scalar of SCALAR_FLAGS) table[scalar.path] = scalar.flag;
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
    return flag && !p.issue.includes(flag) ? reissued(p, `${p.issue} (${flag})`) : p;
  });
}

/**
 * Writes every scalar flag, --product and --ddp/--ddu into the body (flags win
 * over --input). --weight and --size wait for the route: see applyParcelFlags.
 */
export function applyFlags(body: Body, flags: ShipmentFlags, now: Date): Problem[] {
  const problems: Problem[] = [];
  // The flag goes before what the reading said; issueText still finds the said part to translate.
  const refused = (scalar: ScalarFlag, r: { issue: string; readonly said?: Said }) =>
    problems.push(keeping({ field: scalar.path, issue: `${scalar.flag} ${r.issue}` }, r.said));
  for (const scalar of SCALAR_FLAGS) {
    const raw = flags[scalar.key];
    if (raw === undefined) continue;
    if (scalar.kind === 'boolean') {
      setPath(body, scalar.path, raw === true);
      continue;
    }
    const text = String(raw).trim();
    if (scalar.kind === 'string') setPath(body, scalar.path, text);
    else if (scalar.kind === 'upper') setPath(body, scalar.path, text.normalize('NFKC').toUpperCase());
    // The words the CSV columns take (佐川, 午前中, 冷凍…) are the flags' words too: one vocabulary, the domain's.
    else if (scalar.kind === 'slot') setPath(body, scalar.path, readTimeSlot(text));
    else if (scalar.kind === 'cool') setPath(body, scalar.path, readCool(text));
    else if (scalar.kind === 'carrier') {
      const r = readCarrier(text);
      if (r.ok) setPath(body, scalar.path, r.value);
      else refused(scalar, r);
    } else if (scalar.kind === 'packSize') {
      const r = parsePackSize(text);
      if (r.ok) setPath(body, scalar.path, r.value);
      else refused(scalar, r);
    } else if (scalar.kind === 'date') {
      const r = parseDate(text, now);
      if (r.ok) setPath(body, scalar.path, r.value);
      else refused(scalar, r);
    } else {
      const r = parseNumber(text, scalar.kind);
      if (r.ok) setPath(body, scalar.path, r.value);
      else refused(scalar, r);
    }
  }
  if (flags.ddp && flags.ddu) {
    problems.push(problem('customs.duty_paid', say('flags.ddpOrDdu')));
  } else if (flags.ddp || flags.ddu) {
    setPath(body, 'customs.duty_paid', flags.ddp === true);
  }
  if (flags.product && flags.product.length > 0) {
    const currencies = new Set<string>();
    body.products = flags.product.map((raw, i) => {
      const { product, issues, currency } = parseProduct(raw);
      if (currency) currencies.add(currency);
      for (const [member, issue, said] of issues)
        problems.push(
          keeping(
            { field: member ? `products[${i}].${member}` : `products[${i}]`, issue: `--product ${issue}` },
            said,
          ),
        );
      return product;
    });
    problems.push(...keepProductCurrency(body, [...currencies]));
  }
  return problems;
}

/**
 * Prices written with their currency (price=30USD) make the shipment's currency: a stored
 * default (config currency) never rewrites them ($30 read as ¥30); a --currency that says
 * otherwise, or products in two currencies, is refused: nothing is converted.
 */
function keepProductCurrency(body: Body, currencies: readonly string[]): Problem[] {
  if (currencies.length === 0) return [];
  if (currencies.length > 1) return [problem('products', say('flags.productCurrencies', currencies))];
  const priced = currencies[0]!;
  const setup = objectAt(body, 'setup');
  const given = typeof setup.currency === 'string' && setup.currency !== '' ? setup.currency : undefined;
  if (given && given !== priced)
    return [problem('setup.currency', say('flags.currencyAgainstProducts', given, priced))];
  setup.currency = priced;
  return [];
}

/** The first parcel, created when absent (flags describe one parcel). */
export function firstParcel(body: Body): Record<string, unknown> {
  if (!Array.isArray(body.parcels) || body.parcels.length === 0) body.parcels = [{ amount: 1 }];
  const parcels = body.parcels as unknown[];
  if (!isRecord(parcels[0])) parcels[0] = { amount: 1 };
  return parcels[0] as Record<string, unknown>;
}

export const flagGiven = (flags: ShipmentFlags, key: keyof ShipmentFlags): boolean =>
  flags[key] !== undefined;

export { getPath };
