// Warehouse input (spec 2.14 rules 1–3, 4.12): a flat address object with the
// kanji members. Rule 1 names company_name / company_name_kanji while the
// address object (2.1) names company / company_kanji: both spellings are
// accepted, and canonicalWarehouseAddress stores the 2.1 spelling.
import { ADDRESS_FIELDS, validateAddress } from './address.js';
import { findPrefecture } from './geo/index.js';
import { isNonEmptyString, isPlainObject, problem, say, show, type Problem } from './problems.js';

const NAME_MEMBERS = [
  'full_name',
  'full_name_kanji',
  'company_name',
  'company_name_kanji',
  'company',
  'company_kanji',
];
const STREET_MEMBERS = ['address1', 'address1_kanji'];

const hasCjk = (s: string): boolean => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(s);

export function validateWarehouse(body: unknown): Problem[] {
  if (!isPlainObject(body)) return [problem('body', say('warehouse.body', show(body)))];
  const out = validateAddress(body, { path: '', role: 'warehouse' });
  if (!NAME_MEMBERS.some((m) => isNonEmptyString(body[m]))) {
    out.push(problem('full_name', say('warehouse.name')));
  }
  if (!STREET_MEMBERS.some((m) => isNonEmptyString(body[m]))) {
    out.push(problem('address1', say('warehouse.street', STREET_MEMBERS)));
  }
  if (body.country === 'JP') {
    const pk = body.province_kanji;
    if (!isNonEmptyString(pk)) {
      const p = typeof body.province === 'string' ? findPrefecture(body.province) : undefined;
      out.push(problem('province_kanji', say('warehouse.provinceKanji', p?.kanji)));
    } else {
      const p = findPrefecture(pk);
      if (!p) out.push(problem('province_kanji', say('warehouse.notPrefecture', show(pk))));
      else if (!hasCjk(pk)) out.push(problem('province_kanji', say('warehouse.inKanji', p.kanji)));
    }
  }
  return out;
}

/** The warehouse as stored: company_name(_kanji) moved to company(_kanji) when the latter is absent. */
export function canonicalWarehouseAddress(body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  for (const [from, to] of [
    ['company_name', 'company'],
    ['company_name_kanji', 'company_kanji'],
  ] as const) {
    if (out[from] !== undefined) {
      if (out[to] === undefined) out[to] = out[from];
      delete out[from];
    }
  }
  return out;
}

const absent = (v: unknown): boolean => v === undefined || v === null || v === '';

/**
 * A warehouse address (plain members plus *_kanji ones) as the plain address object a
 * shipment's from_address is, in the script of the route (senderScript): abroad the
 * plain (romaji) members, which a foreign carrier and customs read; in Japan the kanji
 * members, as the warehouse is written for a Japanese driver. A member known only in the
 * other script is used as is, so the sender is never left without a name or street; the
 * province code comes from province_kanji when only that is known. address1_kanji holds
 * the city too (渋谷区渋谷2-21-1), so the kanji form leaves the romaji city out rather
 * than print it twice. `ship`, `batch ship` and `orders ship` send this.
 */
export function warehouseToAddress(
  w: Record<string, unknown>,
  script: SenderScript = 'latin',
): Record<string, unknown> {
  const pick = (...keys: string[]): unknown => keys.map((k) => w[k]).find((v) => !absent(v));
  const kanji = script === 'kanji';
  const out: Record<string, unknown> = {};
  for (const m of ADDRESS_FIELDS) {
    const v =
      m === 'company'
        ? kanji
          ? pick('company_kanji', 'company_name_kanji', 'company', 'company_name')
          : pick('company', 'company_name', 'company_kanji', 'company_name_kanji')
        : ['full_name', 'address1', 'address2', 'extra'].includes(m)
          ? kanji
            ? pick(`${m}_kanji`, m)
            : pick(m, `${m}_kanji`)
          : w[m];
    if (!absent(v)) out[m] = v;
  }
  if (absent(out.province) && typeof w.province_kanji === 'string') {
    const p = findPrefecture(w.province_kanji);
    if (p) out.province = p.code;
  }
  if (kanji && !absent(w.address1_kanji)) {
    delete out.city;
    // The prefecture is printed from the province code: written again at the street's head it would show twice.
    const street = String(out.address1).trim();
    const pref = findPrefecture(String(out.province ?? ''))?.kanji;
    if (pref && street.startsWith(pref) && street.length > pref.length)
      out.address1 = street.slice(pref.length).trim();
  }
  return out;
}

export type SenderScript = 'latin' | 'kanji';

/** The script a sender is written in for a recipient: kanji within Japan, romaji abroad. */
export function senderScript(toAddress: unknown): SenderScript {
  const country =
    toAddress !== null && typeof toAddress === 'object' ? (toAddress as { country?: unknown }).country : undefined;
  return country === undefined || country === null || country === '' || String(country).toUpperCase() === 'JP'
    ? 'kanji'
    : 'latin';
}

/** The account's default warehouse: one marked default when the API says so, else the first. */
export function defaultWarehouse<T extends Record<string, unknown>>(list: readonly T[]): T | undefined {
  return list.find((w) => w.default === true || w.is_default === true) ?? list[0];
}
