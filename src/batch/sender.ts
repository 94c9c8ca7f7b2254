// What every row shares and the CSV does not say: the sender (a warehouse of the
// account, as `ship` uses) and the carrier accounts the rules check carrier_id against.
import { listCarriers, listWarehouses, type ApiClient } from '../api/index.js';
import { ADDRESS_FIELDS, findPrefecture, type AccountRef } from '../domain/index.js';

export class SenderError extends Error {
  override name = 'SenderError';
}

export interface Sender {
  warehouseId: string;
  address: Record<string, unknown>;
}

const missing = (v: unknown) => v === undefined || v === null || v === '';

/**
 * A warehouse (plain members plus *_kanji ones, spec 2.14) as the plain address a
 * shipment's from_address is — the same reading as `ship`: plain members first, a
 * member known only in kanji used as is, the province code from province_kanji.
 */
export function warehouseToAddress(w: Record<string, unknown>): Record<string, unknown> {
  const pick = (...keys: string[]) => keys.map((k) => w[k]).find((v) => !missing(v));
  const out: Record<string, unknown> = {};
  for (const m of ADDRESS_FIELDS) {
    const v =
      m === 'company'
        ? pick('company', 'company_name', 'company_kanji', 'company_name_kanji')
        : ['full_name', 'address1', 'address2', 'extra'].includes(m)
          ? pick(m, `${m}_kanji`)
          : w[m];
    if (!missing(v)) out[m] = v;
  }
  if (missing(out.province) && typeof w.province_kanji === 'string') {
    const p = findPrefecture(w.province_kanji);
    if (p) out.province = p.code;
  }
  return out;
}

/** The warehouse given (flag or stored default), else the account's default (or first) one. */
export async function resolveSender(client: ApiClient, warehouseId: string | undefined): Promise<Sender> {
  const list = await listWarehouses(client);
  const marked = (w: Record<string, unknown>) => w.default === true || w.is_default === true;
  const chosen = warehouseId ? list.find((w) => w.id === warehouseId) : (list.find(marked) ?? list[0]);
  if (!chosen) {
    throw new SenderError(
      warehouseId
        ? `no warehouse has id ${warehouseId} (yours: ${list.map((w) => w.id).join(', ') || 'none'})`
        : 'the account has no warehouse to ship from: create one (POST /v1/warehouses) or pass --from-warehouse',
    );
  }
  return { warehouseId: chosen.id, address: warehouseToAddress({ ...(chosen.address ?? {}) }) };
}

export async function accountRefs(client: ApiClient): Promise<AccountRef[]> {
  const accounts = await listCarriers(client);
  return accounts.map((a) => ({
    id: String(a.id),
    type: String(a.type ?? ''),
    state: String(a.state ?? 'active'),
  }));
}
