// A shipment-shaped body (POST /v1/shipments, POST /v1/rates) from what the user
// gave, in order of precedence: flags > --input > saved records (--to-address, the
// sender's warehouse) > stored defaults. No prompts and no output here, so any
// command (ship, rates, batch rows) can build its body the same way.
import type { ApiClient } from '../../api/client.js';
import { messages } from '../../i18n/index.js';
import type { Problem } from '../../domain/index.js';
import { defaultCountry, fillProvinces, normalizeAddresses } from '../../ops/request/address.js';
import { cloneBody, isMissing, isRecord, objectAt, type Body } from '../../ops/request/body.js';
import { applyFlags, type ShipmentFlags } from './flags.js';
import { applyParcelFlags } from './route.js';
import type { MeasuredParcel } from '../../ops/request/parcel.js';
import { fitSender, resolveSender, savedRecipient, type SenderSource } from '../../ops/request/sender.js';

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

export interface BuiltRequest {
  body: Body;
  /** What could not be read or resolved (bad flag values, unknown ids), as wire paths. */
  problems: Problem[];
  /** Things left out or changed, for stderr. */
  warnings: string[];
  /** Where the sender came from, for summaries. */
  senderLabel?: string;
  /** The sender's warehouse, when from_address was made from one (fitSender). */
  senderWarehouse?: Body;
  /** Domestic: the parcel's measured sides (--size), which the body does not carry. */
  sides?: [number, number, number];
  /** Domestic: what --size and --weight measured, for settleParcel once the service is known. */
  parcel?: MeasuredParcel;
}

export async function buildShipmentRequest(
  client: () => Promise<ApiClient>,
  src: RequestSources,
): Promise<BuiltRequest> {
  const problems: Problem[] = [];
  const warnings: string[] = [];
  if (src.input !== undefined && !isRecord(src.input)) {
    problems.push({
      field: 'body',
      issue: messages().support.request.inputNotObject,
    });
  }
  const body = cloneBody(src.input);

  if (src.toAddressId) {
    const saved = await savedRecipient(await client(), src.toAddressId);
    problems.push(...saved.problems);
    if (saved.address) body.to_address = saved.address;
  }
  let senderLabel: string | undefined;
  let senderWarehouse: Body | undefined;
  if (src.sender) {
    const sender = await resolveSender(await client(), src.sender);
    problems.push(...sender.problems);
    if (sender.address) body.from_address = sender.address;
    senderLabel = sender.label;
    senderWarehouse = sender.warehouse;
  }

  problems.push(...applyFlags(body, src.flags, src.now));

  const setup = objectAt(body, 'setup');
  const d = src.defaults ?? {};
  if (d.currency && isMissing(setup.currency)) setup.currency = d.currency;
  if (d.carrier && isMissing(setup.carrier) && isMissing(setup.service)) setup.carrier = d.carrier;

  objectAt(body, 'to_address');
  defaultCountry(body, 'to_address');
  fitSender(body, senderWarehouse);
  defaultCountry(body, 'from_address');
  problems.push(...normalizeAddresses(body, warnings));
  problems.push(...(await fillProvinces(body)));

  const parcels = applyParcelFlags(body, src.flags, src.mode);
  problems.push(...parcels.problems);
  warnings.push(...parcels.warnings);
  return {
    body: inWireOrder(body),
    problems,
    warnings,
    ...(senderLabel ? { senderLabel } : {}),
    ...(senderWarehouse ? { senderWarehouse } : {}),
    ...(parcels.parcel?.sides ? { sides: parcels.parcel.sides } : {}),
    ...(parcels.parcel ? { parcel: parcels.parcel } : {}),
  };
}

const MEMBER_ORDER = ['to_address', 'from_address', 'products', 'parcels', 'customs', 'bill_to', 'setup'];

/** The members in the spec's order, so a --dry-run body reads like the spec's examples. */
function inWireOrder(body: Body): Body {
  const rank = (k: string) => (MEMBER_ORDER.includes(k) ? MEMBER_ORDER.indexOf(k) : MEMBER_ORDER.length);
  return Object.fromEntries(Object.entries(body).sort(([a], [b]) => rank(a) - rank(b)));
}
