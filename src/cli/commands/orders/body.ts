// The body of POST /v1/orders: `--input` (the API's own JSON) first, then flags fill
// or override its fields, then the profile's stored defaults fill what is still
// missing. Problems are reported with the flag that supplies each field.
import { issueText } from '../../../i18n/issues.js';
import { findPrefecture, type Problem } from '../../../domain/index.js';
import { fillProvinces } from '../../../ops/request/address.js';
import type { Context } from '../../context.js';
import { readJsonInput } from '../../input/json-input.js';
import { ORDER_PRODUCT, parseProductSpec } from '../../request/product.js';
import { messages } from '../../../i18n/index.js';
import type { AnyFlag } from '../../define.js';
import { CURRENCY, INPUT, ORDER_CARRIER, PRODUCT, REF, TO, WAREHOUSE } from './index.js';

export const TO_FLAGS = {
  name: 'full_name',
  company: 'company',
  phone: 'phone',
  email: 'email',
  country: 'country',
  zip: 'zip',
  province: 'province',
  city: 'city',
  address1: 'address1',
  address2: 'address2',
} as const;
export type ToFlag = keyof typeof TO_FLAGS;

export interface OrderBodyFlags {
  input?: string;
  to: Partial<Record<ToFlag, string>>;
  products: string[];
  carrier?: string;
  warehouse?: string;
  currency?: string;
  ref?: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `name=T-shirt,qty=2,price=2500` (or positional `T-shirt,2,2500` when it has one
 * reading): the grammar of `ship --product` (src/cli/request/product.ts).
 */
export function parseProduct(spec: string, index: number): { product?: Obj; issue?: string } {
  const { product, issues } = parseProductSpec(spec, ORDER_PRODUCT);
  // Shown to the reader only (a ValidationError), so in the reader's language.
  if (issues.length > 0)
    return {
      issue: `${PRODUCT.long} #${index + 1}: ${issues.map(([, issue, said]) => issueText({ issue, said })).join('; ')}`,
    };
  if (!product.name || product.quantity === undefined || product.price === undefined)
    return {
      issue: messages().shipping.orders.productSpec(PRODUCT.long, index + 1, spec),
    };
  return { product };
}

export async function buildOrderBody(
  ctx: Pick<Context, 'io' | 'cwd' | 'settings'>,
  flags: OrderBodyFlags,
): Promise<{ body: unknown; issues: string[]; addressProblems: Problem[] }> {
  const raw =
    flags.input === undefined ? {} : await readJsonInput(ctx, flags.input, INPUT.long, { terminal: true });
  // A body that is not an object is left as it is: the validator names what it should be.
  if (!isObj(raw)) return { body: raw, issues: [], addressProblems: [] };
  const body: Obj = { ...raw };
  const issues: string[] = [];

  const toGiven = Object.entries(flags.to).filter(([, v]) => v !== undefined);
  if (toGiven.length > 0) {
    const to: Obj = isObj(body.to_address) ? { ...body.to_address } : {};
    for (const [flag, value] of toGiven) to[TO_FLAGS[flag as ToFlag]] = value;
    // shipctl is for shipping from Japan: an address typed on the command line is domestic unless told.
    to.country ??= 'JP';
    if (to.country === 'JP' && typeof to.province === 'string')
      to.province = findPrefecture(to.province)?.code ?? to.province;
    body.to_address = to;
  }

  if (flags.products.length > 0) {
    const products: Obj[] = [];
    flags.products.forEach((spec, i) => {
      const parsed = parseProduct(spec, i);
      if (parsed.product) products.push(parsed.product);
      else issues.push(parsed.issue!);
    });
    body.products = products;
  }

  const setup: Obj = isObj(body.setup) ? { ...body.setup } : {};
  const defaults = ctx.settings().defaults;
  const fill = (key: string, flag: string | undefined, fallback: string | undefined) => {
    if (flag !== undefined) setup[key] = flag;
    else if (setup[key] === undefined && fallback !== undefined) setup[key] = fallback;
  };
  fill('carrier', flags.carrier, defaults.carrier.value);
  fill('currency', flags.currency?.toUpperCase(), defaults.currency.value);
  fill('warehouse_id', flags.warehouse, defaults.from_warehouse.value);
  fill('ref_number', flags.ref, undefined);
  if (body.setup !== undefined || Object.keys(setup).length > 0) body.setup = setup;
  // The zip's prefecture and city, as for a shipment: a contradicting prefecture is a problem.
  const addressProblems = isObj(body.to_address) ? await fillProvinces({ to_address: body.to_address }) : [];
  return { body, issues, addressProblems };
}

/** `to_address.zip` → `to_address.zip (--to-zip)`: the wire path, and the flag that supplies it. */
export function withFlag(field: string): string {
  const to = /^to_address\.(\w+)$/.exec(field);
  if (to) {
    const key = Object.entries(TO_FLAGS).find(([, wire]) => wire === to[1])?.[0] as ToFlag | undefined;
    return key ? `${field} (${TO[key].long})` : field;
  }
  const flags: Record<string, AnyFlag> = {
    products: PRODUCT,
    'setup.carrier': ORDER_CARRIER,
    'setup.warehouse_id': WAREHOUSE,
    'setup.currency': CURRENCY,
    'setup.ref_number': REF,
  };
  const flag = flags[field] ?? (field.startsWith('products[') ? PRODUCT : undefined);
  return flag ? `${field} (${flag.long})` : field;
}
