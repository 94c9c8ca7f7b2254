// Saved places turned into wire addresses: the sender from a warehouse (by id, or
// the account's default one) or from a saved address, and a recipient from the
// address book (--to-address ID).
import { candidateLine, pickSaved } from './saved-addresses.js';
import { messages } from '../../i18n/index.js';
import { flagOf } from '../../config/flag-names.js';
import type { ApiClient } from '../../api/client.js';
import {
  ADDRESS_FIELDS,
  defaultWarehouse,
  senderScript,
  warehouseToAddress,
  type Problem,
} from '../../domain/index.js';
import { isMissing, isRecord, type Body } from './body.js';

export { defaultWarehouse, senderScript, warehouseToAddress };

/** Only the members of the address object (spec 2.1): a saved record may carry more. */
export function plainAddress(a: Record<string, unknown>): Body {
  const out: Body = {};
  for (const m of ADDRESS_FIELDS) if (!isMissing(a[m])) out[m] = a[m];
  return out;
}

/** Where the sender comes from, in order of precedence; `origin` names it in problems. */
export type SenderSource =
  | { kind: 'warehouse'; id: string; origin: string }
  | { kind: 'address'; id: string; origin: string }
  | { kind: 'default-warehouse' };

export interface Sender {
  address?: Body;
  /** The warehouse the address was made from: fitSender writes it for the route once the recipient is known. */
  warehouse?: Body;
  /** For summaries: "warehouse W123 (account default)". */
  label?: string;
  problems: Problem[];
}

export async function resolveSender(client: ApiClient, source: SenderSource): Promise<Sender> {
  const { addresses, warehouses } = await import('../../api/index.js');
  if (source.kind === 'address') {
    const list = await addresses.list(client);
    const found = list.find((a) => a.id === source.id);
    if (!found || !isRecord(found.address))
      return {
        problems: [
          {
            field: 'from_address',
            issue: messages().support.request.noSavedAddress(source.id, source.origin),
          },
        ],
      };
    return {
      address: plainAddress(found.address),
      label: messages().support.request.senderSavedAddress(found.id),
      problems: [],
    };
  }
  const list = await warehouses.list(client);
  const found = source.kind === 'warehouse' ? list.find((w) => w.id === source.id) : defaultWarehouse(list);
  if (!found || !isRecord(found.address)) {
    const issue =
      source.kind === 'warehouse'
        ? messages().support.request.noWarehouse(source.id, source.origin)
        : messages().support.request.noWarehouseAtAll;
    return { problems: [{ field: 'from_address', issue }] };
  }
  return {
    address: warehouseToAddress(found.address),
    warehouse: found.address,
    label: messages().support.request.senderWarehouse(
      found.id,
      source.kind === 'warehouse' ? source.origin : undefined,
    ),
    problems: [],
  };
}

/**
 * from_address as the warehouse is written for the body's route: kanji members to a
 * recipient in Japan, romaji abroad. Called once the recipient's country is known
 * (after the flags, and again after the prompts).
 */
export function fitSender(body: Body, warehouse: Body | undefined): void {
  if (warehouse) body.from_address = warehouseToAddress(warehouse, senderScript(body.to_address));
}

/** A recipient from the address book. */
export async function savedRecipient(
  client: ApiClient,
  id: string,
): Promise<{ address?: Body; problems: Problem[] }> {
  const { addresses } = await import('../../api/index.js');
  const list = await addresses.list(client);
  // An id, an id prefix, or a name/company only one entry has (saved-addresses.ts).
  const pick = pickSaved(list, id);
  if (pick.kind === 'ambiguous')
    return {
      problems: [
        {
          field: 'to_address',
          issue: messages().support.request.ambiguousRecipient(
            id,
            pick.candidates.length,
            pick.candidates.map(candidateLine).join('\n    '),
            flagOf('to_address'),
          ),
        },
      ],
    };
  const found = pick.kind === 'found' ? pick.record : undefined;
  if (!found || !isRecord(found.address))
    return {
      problems: [
        {
          field: 'to_address',
          issue: messages().support.request.noRecipient(id, flagOf('to_address')),
        },
      ],
    };
  return { address: plainAddress(found.address), problems: [] };
}
