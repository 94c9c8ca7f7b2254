// How shipments (and orders, which share their parts) read for people: the list
// columns, the recipient and place, the detail lines of `get`. TTY tables show
// local time and JST; piped rows carry absolute ISO timestamps.
import { wrapToWidth } from '../output/wrap.js';
import { displayWidth } from '../output/width.js';
import type { Address, Product, Shipment } from '../../contract/index.js';
import { findPrefecture } from '../../domain/index.js';
import type { Context } from '../context.js';
import { formatIso, formatJst, formatMoney, formatZip } from '../output/format.js';
import type { Column } from '../output/table.js';
import type { Theme } from '../output/theme.js';
import { formatLocal, localIsJst } from '../output/time.js';
import { messages } from '../../i18n/index.js';

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Rec) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

import { recipientName } from '../../ops/recipient.js';

export { recipientName };

/** "大阪府 Osaka-shi": the prefecture by name for Japan, else the province code, then the city. */
export function placeOf(a: Address | undefined): string {
  const addr = rec(a);
  const province = str(addr.province);
  const prefecture =
    province && (str(addr.country) ?? 'JP') === 'JP' ? findPrefecture(province)?.kanji : undefined;
  const country = str(addr.country) && addr.country !== 'JP' ? String(addr.country) : undefined;
  return [prefecture ?? province, str(addr.city), country].filter(Boolean).join(' ');
}

/** Kana, kanji and full-width forms: text written in Japanese. */
const JAPANESE = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const inJapanese = (s: string | undefined): boolean => s !== undefined && JAPANESE.test(s);

/** Address parts joined as Japanese writes them: no space between Japanese parts, one where Latin meets. */
function joinJapanese(parts: readonly (string | undefined)[]): string {
  let out = '';
  for (const part of parts) {
    if (!part) continue;
    const glue = out === '' || (inJapanese(out.slice(-1)) && inJapanese(part.slice(0, 1))) ? '' : ' ';
    out += glue + part;
  }
  return out;
}

/**
 * One line. An address in Japan written in Japanese reads in Japanese order, as its label
 * prints it: 〒530-0001 大阪府大阪市北区梅田1-1-3 building, company, name, phone, e-mail.
 * A warehouse's kanji members (address1_kanji holds the city too) stand in for the plain
 * ones unless `latin` (an international shipment's label prints the Latin ones). Any other
 * address reads in Western order: name, company, street, city, prefecture or province, zip,
 * country, phone, e-mail.
 */
export function addressLine(a: Address | undefined, options: { latin?: boolean } = {}): string {
  const addr = rec(a);
  const zip = str(addr.zip);
  const country = str(addr.country) ?? 'JP';
  const kanji =
    country === 'JP' &&
    !options.latin &&
    ['address1_kanji', 'address2_kanji', 'extra_kanji', 'province_kanji'].some((k) => str(addr[k]));
  const street = [str(addr.city), str(addr.address1), str(addr.address2), str(addr.extra)];
  if (country === 'JP' && (kanji || street.some(inJapanese))) {
    const pick = (member: string) =>
      kanji ? (str(addr[`${member}_kanji`]) ?? str(addr[member])) : str(addr[member]);
    const province = str(addr.province);
    const prefecture = (province && findPrefecture(province)?.kanji) ?? province;
    const place = joinJapanese([
      kanji ? (str(addr.province_kanji) ?? prefecture) : prefecture,
      ...(kanji && str(addr.address1_kanji)
        ? [str(addr.address1_kanji)]
        : [str(addr.city), str(addr.address1)]),
    ]);
    const where = [zip ? formatZip(zip, 'JP') : undefined, place, pick('address2'), pick('extra')];
    return [
      where.filter(Boolean).join(' '),
      pick('company'),
      pick('full_name'),
      str(addr.phone),
      str(addr.email),
    ]
      .filter((p) => p !== undefined && p !== '')
      .join(', ');
  }
  const parts = [
    str(addr.full_name),
    str(addr.company),
    [str(addr.address1), str(addr.address2), str(addr.extra)].filter(Boolean).join(' '),
    placeOf(a),
    zip ? formatZip(zip, str(addr.country)) : undefined,
    str(addr.phone),
    str(addr.email),
  ];
  return parts.filter((p) => p !== undefined && p !== '').join(', ');
}

/** A product as one line; `noName` says a product without a name (piped rows keep the English). */
export function productLine(
  p: Product,
  currency: string | undefined,
  noName: string = messages().shipping.shipmentText.noName,
): string {
  const qty = typeof p.quantity === 'number' ? `${p.quantity} × ` : '';
  const price = typeof p.price === 'number' ? ` @ ${formatMoney(p.price, currency)}` : '';
  const extra = [p.sku && `sku ${p.sku}`, p.hs_code && `HS ${p.hs_code}`, p.weight && `${p.weight} g`]
    .filter(Boolean)
    .join(', ');
  return `${qty}${p.name ?? noName}${price}${extra ? ` (${extra})` : ''}`;
}

/**
 * The time columns of a list: on a TTY local time (when the machine is not on JST) and
 * JST; piped, one absolute ISO column.
 */
export function timeColumns<R>(
  ctx: Pick<Context, 'io' | 'now'>,
  header: string,
  get: (row: R) => string | undefined,
): Column<R>[] {
  if (!ctx.io.stdoutIsTTY) return [{ header, get: (r) => (get(r) ? formatIso(get(r)!) : '') }];
  const jst: Column<R> = {
    header: `${header} (JST)`,
    // The header says JST: the cells need not (four cells a narrow terminal can use).
    get: (r) => (get(r) ? formatJst(get(r)!).replace(/ JST$/, '') : ''),
    fixed: true,
  };
  if (localIsJst(ctx.now())) return [jst];
  // At a narrow terminal the local time goes first: the JST column says the same instant.
  return [{ header, get: (r) => formatLocal(get(r)), fixed: true, dropOrder: 1 }, jst];
}

const isActiveTest = (s: Shipment): boolean => Boolean(s.test) && s.state === 'active';

/**
 * On a terminal an active test label's state reads `test`: the TEST column is among the first
 * to go at 80 columns, and a dummy label must never pass for a parcel to hand over. Piped rows
 * keep the API's state (scripts match `active`) beside the test column, which they always keep.
 */
const stateText = (s: Shipment, tty: boolean): string => (tty && isActiveTest(s) ? 'test' : (s.state ?? ''));

function stateStyle(text: string, s: Shipment, t: Theme): string {
  if (isActiveTest(s)) return t.warn(text);
  if (s.state === 'void') return t.dim(text);
  return s.state === 'active' ? t.success(text) : text;
}

export function shipmentColumns(ctx: Pick<Context, 'io' | 'now'>): Column<Shipment>[] {
  const text = messages().shipping.shipmentText;
  const header = text.columns;
  return [
    { header: header.id, get: (s) => s.id, fixed: true },
    ...timeColumns<Shipment>(ctx, header.created, (s) => s.created_at),
    // The service names its carrier: the first column to go when the terminal is narrow.
    { header: header.carrier, get: (s) => s.delivery?.carrier ?? s.setup?.carrier ?? '', dropOrder: 2 },
    // At a narrow terminal the service goes before the ref: the order number is what a packer
    // looks a parcel up by (the tracking number already tells the carrier).
    {
      header: header.service,
      get: (s) => s.delivery?.method ?? s.setup?.service ?? '',
      dropOrder: 5,
    },
    {
      header: header.tracking,
      get: (s) => (s.delivery?.tracking_numbers ?? []).join(','),
      fixed: true,
    },
    // The ref finds a parcel's order; on a terminal too narrow for it, it goes last of all.
    // Cut in the middle: a batch's refs share their start (`B3f9a2c1d-`) and differ at the end.
    { header: header.ref, get: (s) => s.setup?.ref_number ?? '', dropOrder: 6, cut: 'middle' },
    { header: header.recipient, get: (s) => recipientName(s.to_address) },
    { header: header.place, get: (s) => placeOf(s.to_address), dropOrder: 3 },
    {
      header: header.state,
      get: (s) => stateText(s, ctx.io.stdoutIsTTY),
      shown: (s) => text.state(stateText(s, true)),
      style: (t, s, th) => stateStyle(t, s, th),
    },
    {
      header: header.test,
      get: (s) => Boolean(s.test),
      style: (t, s, th) => (s.test ? th.warn(t) : t),
      dropOrder: 4,
    },
  ];
}

/** A setup echo as `key value` pairs worth reading (empty care objects and the like left out). */
export function setupPairs(setup: Rec): [string, string][] {
  const currency = str(setup.currency);
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(setup)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'object' && Object.keys(value).length === 0) continue;
    if ((key === 'insurance' || key === 'shipping_fee') && typeof value === 'number')
      out.push([key, formatMoney(value, currency)]);
    else if (key === 'cash_on_delivery' && typeof value === 'object') {
      const cod = rec(value);
      out.push([
        key,
        typeof cod.amount === 'number' ? formatMoney(cod.amount, currency) : JSON.stringify(value),
      ]);
    } else out.push([key, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
  }
  return out;
}

/**
 * Key/value lines for people (aligned) or for scripts (key TAB value). `label`: the words a
 * person reads for a key on a terminal; piped rows keep the key scripts match.
 */
export function printPairs(
  ctx: Pick<Context, 'io' | 'theme'>,
  pairs: readonly (readonly [string, string])[],
  label: (key: string) => string = (key) => key,
): void {
  const tty = ctx.io.stdoutIsTTY;
  // Keys measured in terminal cells: a Japanese key takes two per character.
  const width = Math.max(0, ...pairs.map(([k]) => displayWidth(tty ? label(k) : k))) + 2;
  for (const [raw, value] of pairs) {
    const key = tty ? label(raw) : raw;
    const oneLine = value.replace(/[\t\r\n]+/g, ' ');
    if (!ctx.io.stdoutIsTTY) {
      ctx.io.stdout.write(`${key}\t${oneLine}\n`);
      continue;
    }
    // A long value continues under itself, broken between words (an address, not an id).
    const room = Math.max(20, (ctx.io.columns ?? 80) - width);
    const lines = wrapToWidth(oneLine, room).join(`\n${' '.repeat(width)}`);
    const padded = key + ' '.repeat(width - displayWidth(key));
    ctx.io.stdout.write(`${ctx.theme.out.dim(padded)}${lines}\n`);
  }
}

/** An instant as people read it: local time and JST on a TTY, ISO when piped. */
export function whenText(ctx: Pick<Context, 'io' | 'now'>, at: string | undefined): string {
  if (!at) return '';
  if (!ctx.io.stdoutIsTTY) return formatIso(at);
  return localIsJst(ctx.now()) ? formatJst(at) : `${formatLocal(at)} (${formatJst(at)})`;
}
