// `--product`: one product of a shipment or an order, typed on the command line.
// The keyed form cannot be misread: name=T-shirt,qty=2,price=2500,weight=300,
// hs=610910,origin=JP (a value may hold commas, "price=2,500" is 2500). The
// positional form (name,quantity,price,weight,hs_code,origin) is still read when
// only one reading exists; a thousands separator in it ("2,500") makes two
// readings, and then it is refused rather than guessed (a customs value read as
// 500 instead of 2500 is an under-declaration).
import { english, say, type Said } from '../../domain/index.js';
import { parseNumber } from './values.js';

/** An issue said by key: its English, and what was said for the reader's language. */
const said = (member: string, what: Said): [string, string, Said] => [member, english(what), what];

export const PRODUCT_FORMAT = 'name=…,qty=…,price=…,weight=…,hs=…,origin=…';
export const PRODUCT_POSITIONAL = 'name,quantity,price,weight,hs_code,origin';

type Member =
  'name' | 'quantity' | 'price' | 'weight' | 'hs_code' | 'origin_country' | 'sku' | 'hs_description';

const KEYS: Readonly<Record<string, Member>> = {
  name: 'name',
  qty: 'quantity',
  quantity: 'quantity',
  price: 'price',
  weight: 'weight',
  hs: 'hs_code',
  hs_code: 'hs_code',
  origin: 'origin_country',
  origin_country: 'origin_country',
  sku: 'sku',
  description: 'hs_description',
  hs_description: 'hs_description',
};
const POSITIONAL: readonly Member[] = ['name', 'quantity', 'price', 'weight', 'hs_code', 'origin_country'];

export interface ParsedProduct {
  product: Record<string, unknown>;
  /** The currency the price was written in (price=30USD, price=¥2500), when it was. */
  currency?: string;
  /** [member, issue, what was said when said by key (for the reader's language)] */
  issues: [string, string, Said?][];
}

const KEY_START = new RegExp(`(?:^|,)\\s*(${Object.keys(KEYS).join('|')})\\s*=`, 'gi');

/** A keyed spec begins with `word=`. */
export const isKeyedProduct = (raw: string): boolean => /^\s*[A-Za-z_]+\s*=/.test(raw);

const CURRENCY_SIGNS: Readonly<Record<string, string>> = {
  '¥': 'JPY',
  円: 'JPY',
  '€': 'EUR',
  '£': 'GBP',
  US$: 'USD',
};

/** "30USD", "USD 30", "¥2,500", "2500円" → the amount and its ISO code; undefined for a bare number. */
export function priceCurrency(text: string): { amount: string; currency: string } | undefined {
  const t = text.normalize('NFKC').trim();
  const of = (sign: string, amount: string) => {
    const currency = CURRENCY_SIGNS[sign] ?? sign.toUpperCase();
    return /^[A-Z]{3}$/.test(currency) ? { amount, currency } : undefined;
  };
  const before = /^(US\$|[¥€£]|[A-Za-z]{3})\s*([\d.,]+)$/.exec(t);
  if (before) return of(before[1]!, before[2]!);
  const after = /^([\d.,]+)\s*([A-Za-z]{3}|円)$/.exec(t);
  return after ? of(after[2]!, after[1]!) : undefined;
}

function setMember(out: ParsedProduct, member: Member, typed: string): void {
  if (typed === '') return;
  // A price may say its currency (30USD, USD 30, ¥2500, 2500円): the customs value keeps it.
  const priced = member === 'price' ? priceCurrency(typed) : undefined;
  if (priced) out.currency = priced.currency;
  const text = priced ? priced.amount : typed;
  if (member === 'quantity' || member === 'price' || member === 'weight') {
    const n = parseNumber(text, {
      integer: member === 'quantity',
      min: member === 'quantity' ? 1 : 0,
      exclusiveMin: member === 'weight',
      unit: member === 'weight' ? 'grams' : undefined,
    });
    if (n.ok) out.product[member] = n.value;
    else if (n.said) out.issues.push(said(member, say('flags.productMemberIssue', member, n.said)));
    else out.issues.push([member, `${member} ${n.issue}`]);
  } else if (member === 'origin_country') {
    out.product[member] = text.normalize('NFKC').toUpperCase();
  } else out.product[member] = text;
}

function parseKeyed(raw: string): ParsedProduct {
  const out: ParsedProduct = { product: {}, issues: [] };
  const starts = [...raw.matchAll(KEY_START)];
  const lead = starts[0] ? raw.slice(0, starts[0].index).trim() : raw.trim();
  if (starts.length === 0 || lead !== '') {
    const word = /^\s*([^=,]+)=/.exec(raw)?.[1]?.trim() ?? raw;
    out.issues.push(said('name', say('flags.productMember', word, Object.keys(KEYS), PRODUCT_FORMAT)));
    return out;
  }
  starts.forEach((m, i) => {
    const key = m[1]!.toLowerCase();
    const begin = m.index! + m[0].length;
    const end = i + 1 < starts.length ? starts[i + 1]!.index! : raw.length;
    setMember(out, KEYS[key]!, raw.slice(begin, end).trim());
  });
  return out;
}

/** Digits that could be one number written with a thousands separator across two positional members. */
const thousandsPair = (a: string | undefined, b: string | undefined): boolean =>
  a !== undefined && b !== undefined && /^\d{1,3}$/.test(a.trim()) && /^\d{3}$/.test(b.trim());

export interface ProductGrammar {
  /** The members of the positional form, in order; the first is the name. */
  members: readonly Member[];
  /** True when every member is present and in a form that merging two parts would break. */
  complete(parts: readonly string[]): boolean;
}

/** `ship --product`: name,quantity,price,weight,hs_code,origin. */
export const SHIPMENT_PRODUCT: ProductGrammar = {
  members: POSITIONAL,
  // Six members ending in a country code have one reading: merging two would push the code out of place
  // (and "300" where the HS code goes is a weight pushed over by a separator).
  complete: (parts) =>
    parts.length === 6 &&
    /^[A-Za-z]{2}$/.test(parts[5]!.trim()) &&
    /^(|\d{4}(\.?\d{2}){0,3})$/.test(parts[4]!.trim()),
};

/** `orders create --product`: name,quantity,price (all three required, so three parts have one reading). */
export const ORDER_PRODUCT: ProductGrammar = {
  members: ['name', 'quantity', 'price'],
  complete: (parts) => parts.length === 3,
};

const NUMERIC: ReadonlySet<Member> = new Set(['quantity', 'price', 'weight']);

/**
 * The members as typed, or why the text has more than one reading. More parts
 * than members: the name holds commas, and the others are read from the right.
 */
function readPositional(raw: string, g: ProductGrammar): { values: string[] } | { unclear: string } {
  const typed = raw.split(',');
  const m = g.members.length;
  if (typed.length > m) {
    // The name holds commas, or a number holds a thousands separator: say which pair could be one number.
    const extra = `the text has ${typed.length} comma-separated parts for ${m} members (${g.members.join(',')})`;
    for (let i = 0; i + 1 < typed.length; i++) {
      if (thousandsPair(typed[i], typed[i + 1]))
        return {
          unclear: `"${typed[i]!.trim()},${typed[i + 1]!.trim()}" may be one number written with a thousands separator, or two members; ${extra}`,
        };
    }
    const cut = typed.length - (m - 1);
    const name = typed.slice(0, cut).join(',');
    if (/^\s*\d+\s*$/.test(typed[cut - 1] ?? ''))
      return {
        unclear: `the name "${name.trim()}" ends in a number, which may be the ${g.members[1]}; ${extra}`,
      };
    return { values: [name, ...typed.slice(cut)] };
  }
  if (g.complete(typed)) return { values: typed };
  for (let i = 1; i + 1 < typed.length; i++) {
    if (!NUMERIC.has(g.members[i]!) || !thousandsPair(typed[i], typed[i + 1])) continue;
    return {
      unclear: `"${typed[i]!.trim()},${typed[i + 1]!.trim()}" may be two members (${g.members[i]} ${typed[i]!.trim()}, ${g.members[i + 1]} ${typed[i + 1]!.trim()}) or one number written with a thousands separator`,
    };
  }
  return { values: typed };
}

/** The keyed form of a product, for the hint. */
function keyedHint(name: string, g: ProductGrammar): string {
  const n = name.trim() || 'T-shirt';
  return g.members.length > 3
    ? `name=${n},qty=2,price=2500,weight=300,hs=610910,origin=JP`
    : `name=${n},qty=2,price=2500`;
}

export function parseProductSpec(raw: string, g: ProductGrammar = SHIPMENT_PRODUCT): ParsedProduct {
  if (isKeyedProduct(raw)) return parseKeyed(raw);
  const read = readPositional(raw, g);
  if ('unclear' in read) {
    return {
      product: {},
      issues: [
        [
          '',
          `"${raw}" is ambiguous: ${read.unclear}; write it with names, e.g. "${keyedHint(raw.split(',')[0] ?? '', g)}" (a price may then be 2,500 or 2500)`,
        ],
      ],
    };
  }
  const out: ParsedProduct = { product: {}, issues: [] };
  g.members.forEach((member, i) => setMember(out, member, (read.values[i] ?? '').trim()));
  return out;
}
