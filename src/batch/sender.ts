// What every row shares and the CSV does not say: the sender (a warehouse of the
// account, as `ship` uses) and the carrier accounts the rules check carrier_id against.
import { listCarriers, listWarehouses, type ApiClient } from '../api/index.js';
import { messages } from '../i18n/index.js';
import { flagOf } from '../config/flag-names.js';
import {
  accountPrintSize,
  defaultWarehouse,
  senderScript,
  warehouseToAddress,
  type AccountRef,
} from '../domain/index.js';

export class SenderError extends Error {
  override name = 'SenderError';
}

export interface Sender {
  warehouseId: string;
  /** The warehouse as an international label writes it (romaji). */
  address: Record<string, unknown>;
  /** The warehouse as a domestic label writes it (its kanji members). */
  addressInJapan: Record<string, unknown>;
}

/** The sender's address for a recipient: in kanji within Japan, romaji abroad. */
export function senderAddressFor(sender: Sender, toAddress: unknown): Record<string, unknown> {
  return senderScript(toAddress) === 'kanji' ? sender.addressInJapan : sender.address;
}

/** The warehouse given (flag or stored default), else the account's default (or first) one. */
export async function resolveSender(client: ApiClient, warehouseId: string | undefined): Promise<Sender> {
  const list = await listWarehouses(client);
  const chosen = warehouseId ? list.find((w) => w.id === warehouseId) : defaultWarehouse(list);
  if (!chosen) {
    const said = messages().support.batch;
    throw new SenderError(
      warehouseId
        ? said.noWarehouse(warehouseId, list.map((w) => w.id).join(', ') || said.none)
        : said.noWarehouseAtAll(flagOf('from_warehouse')),
    );
  }
  const warehouse = { ...(chosen.address ?? {}) };
  return {
    warehouseId: chosen.id,
    address: warehouseToAddress(warehouse, 'latin'),
    addressInJapan: warehouseToAddress(warehouse, 'kanji'),
  };
}

export async function accountRefs(client: ApiClient): Promise<AccountRef[]> {
  const accounts = await listCarriers(client);
  return accounts.map((a) => {
    const printSize = accountPrintSize(a.settings);
    return {
      id: String(a.id),
      type: String(a.type ?? ''),
      state: String(a.state ?? 'active'),
      ...(printSize ? { printSize } : {}),
    };
  });
}
