// The shipment flags shared by `rates`, `ship` (and any command that sends a
// shipment-shaped body): one table says which flag fills which wire path, so the
// same table writes the body and names the flag in every problem.
import { keeping, problem, reissued, say, type Problem, type Said } from '../../domain/index.js';
import { getPath, isRecord, objectAt, setPath, type Body } from '../../ops/request/body.js';
import {
  flagKey,
  flagNames,
  type AnyFlag,
  type FlagReader,
  type FlagsInput,
  type FlagValueKind,
} from '../define.js';
import { SHIPMENT_FLAGS } from '../shared/flags.js';
import { PRODUCT_FORMAT, parseProductSpec as parseProduct } from './product.js';
import { FLAG_READERS } from './values.js';
import type { WirePath } from './wire-path.js';
import type { ShipmentRequest } from '../../contract/index.js';

/** The shipment flags as commander hands them (strings and switches), parsed here. */
export type ShipmentFlags = FlagsInput<ShipmentFlagSpec[]>;

type ShipmentFlagSpec = (typeof SHIPMENT_FLAGS)[keyof typeof SHIPMENT_FLAGS];

type WireOf<S> = S extends { readonly wire: infer W } ? W : never;
type Holds<T extends true> = T;
/** tsc: each shipment flag's `wire` is a member of the shipment request (contract/shipments.ts). */
export type ShipmentFlagWire = WireOf<ShipmentFlagSpec>;
export type WiresAreMembers = Holds<[ShipmentFlagWire] extends [WirePath<ShipmentRequest>] ? true : false>;

interface ScalarFlag {
  key: keyof ShipmentFlags;
  flag: string;
  path: string;
  /** Absent: a switch (sends true) or text sent as typed. */
  read?: FlagReader;
  value: FlagValueKind;
}

/** Each flag that fills one wire path (its definition's `wire`), and how its text is read. */
export const SCALAR_FLAGS: readonly ScalarFlag[] = Object.values(SHIPMENT_FLAGS).flatMap((spec: AnyFlag) =>
  spec.wire === undefined
    ? []
    : [
        {
          key: flagKey(spec) as keyof ShipmentFlags,
          flag: spec.long,
          path: spec.wire,
          value: spec.value,
          ...(spec.read ? { read: FLAG_READERS[spec.read] } : {}),
        },
      ],
);

/** Paths filled by flags outside the scalar table (or by several flags). */
const OTHER_PATHS: Readonly<Record<string, string>> = {
  parcels: flagNames([SHIPMENT_FLAGS.weight, SHIPMENT_FLAGS.size], ', '),
  'parcels[].weight': SHIPMENT_FLAGS.weight.long,
  'parcels[].width': SHIPMENT_FLAGS.size.long,
  'parcels[].height': SHIPMENT_FLAGS.size.long,
  'parcels[].depth': SHIPMENT_FLAGS.size.long,
  products: `${SHIPMENT_FLAGS.product.long} '${PRODUCT_FORMAT}'`,
  'products[]': SHIPMENT_FLAGS.product.long,
  customs: `${SHIPMENT_FLAGS.contentType.long}, ${flagNames([SHIPMENT_FLAGS.ddp, SHIPMENT_FLAGS.ddu])}`,
  'customs.duty_paid': flagNames([SHIPMENT_FLAGS.ddp, SHIPMENT_FLAGS.ddu]),
  'setup.cash_on_delivery': SHIPMENT_FLAGS.cod.long,
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
    if (scalar.value === 'switch') {
      setPath(body, scalar.path, raw === true);
      continue;
    }
    const text = String(raw).trim();
    if (!scalar.read) {
      setPath(body, scalar.path, text);
      continue;
    }
    const r = scalar.read(text, now);
    if (r.ok) setPath(body, scalar.path, r.value);
    else refused(scalar, r);
  }
  if (flags.ddp && flags.ddu) {
    problems.push(
      problem('customs.duty_paid', say('flags.ddpOrDdu', SHIPMENT_FLAGS.ddp.long, SHIPMENT_FLAGS.ddu.long)),
    );
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
            {
              field: member ? `products[${i}].${member}` : `products[${i}]`,
              issue: `${SHIPMENT_FLAGS.product.long} ${issue}`,
            },
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
