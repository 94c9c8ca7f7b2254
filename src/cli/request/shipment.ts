// A shipment-shaped body (POST /v1/shipments, POST /v1/rates) from what the user gave: the
// operations' draft (ops/request/draft.ts: --input, saved records, stored defaults) with the
// flags written over it and --weight/--size placed for the route. No prompts and no output here.
import type { ApiClient } from '../../api/client.js';
import { draftShipment, type Draft } from '../../ops/request/draft.js';
import type { SenderSource } from '../../ops/request/sender.js';
import { applyFlags, type ShipmentFlags } from './flags.js';
import { applyParcelFlags } from './route.js';

export interface RequestSources {
  mode: 'shipment' | 'rates';
  /** The parsed --input body, when given. */
  input?: unknown;
  flags: ShipmentFlags;
  /** --to-address: a saved address id. */
  toAddressId?: string;
  /** Where from_address comes from; undefined keeps what --input and the flags give. */
  sender?: SenderSource;
  /** Stored defaults that fill what is still missing. */
  defaults?: { carrier?: string; currency?: string };
  now: Date;
}

export type BuiltRequest = Draft;

export function buildShipmentRequest(
  client: () => Promise<ApiClient>,
  src: RequestSources,
): Promise<BuiltRequest> {
  return draftShipment(
    { client },
    {
      input: src.input,
      toAddressId: src.toAddressId,
      sender: src.sender,
      ...(src.defaults ? { defaults: src.defaults } : {}),
      fill: (body) => applyFlags(body, src.flags, src.now),
      place: (body) => applyParcelFlags(body, src.flags, src.mode),
    },
  );
}
