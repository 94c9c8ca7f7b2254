// A shipment-shaped body (POST /v1/shipments, POST /v1/rates) from what was given, in order of
// precedence: what the face writes in (a CLI's flags) > the given body (--input, an agent's JSON)
// > saved records (a saved recipient, the sender's warehouse) > stored defaults; then the
// addresses as the wire writes them and the parcel's measures placed for the route.
import type { ApiClient } from '../../api/client.js';
import type { Problem } from '../../domain/index.js';
import { messages } from '../../i18n/index.js';
import { flagOf } from '../../config/flag-names.js';
import { defaultCountry, fillProvinces, normalizeAddresses } from './address.js';
import { cloneBody, isMissing, isRecord, objectAt, type Body } from './body.js';
import type { MeasuredParcel } from './parcel.js';
import { fitSender, resolveSender, savedRecipient, type SenderSource } from './sender.js';

export interface DraftSources {
  /** The given body (parsed --input, an agent's JSON), when there is one. */
  input?: unknown;
  /** A saved address's id: the recipient. */
  toAddressId?: string | undefined;
  /** Where from_address comes from; undefined keeps what the body and the face give. */
  sender?: SenderSource | undefined;
  /** Stored defaults that fill what is still missing. */
  defaults?: { carrier?: string | undefined; currency?: string | undefined };
  /** What the face writes into the body over the given one (a CLI's flags): the problems met. */
  fill?: (body: Body) => Problem[];
  /** The parcel's measures placed once the addresses are known (a CLI's --weight and --size). */
  place?: (body: Body) => { problems: Problem[]; warnings: string[]; parcel?: MeasuredParcel };
}

export interface Draft {
  body: Body;
  /** What could not be read or resolved (bad values, unknown ids), as wire paths. */
  problems: Problem[];
  /** Things left out or changed, already in the run's language. */
  warnings: string[];
  /** Where the sender came from, for summaries. */
  senderLabel?: string;
  /** The sender's warehouse, when from_address was made from one (fitSender). */
  senderWarehouse?: Body;
  /** Domestic: the parcel's measured sides, which the body does not carry. */
  sides?: [number, number, number];
  /** Domestic: what was measured, for settleParcel once the service is known. */
  parcel?: MeasuredParcel;
}

export async function draftShipment(
  ctx: { client(): Promise<ApiClient> },
  src: DraftSources,
): Promise<Draft> {
  const problems: Problem[] = [];
  const warnings: string[] = [];
  if (src.input !== undefined && !isRecord(src.input))
    problems.push({ field: 'body', issue: messages().support.request.inputNotObject(flagOf('input')) });
  const body = cloneBody(src.input);

  if (src.toAddressId) {
    const saved = await savedRecipient(await ctx.client(), src.toAddressId);
    problems.push(...saved.problems);
    if (saved.address) body.to_address = saved.address;
  }
  let senderLabel: string | undefined;
  let senderWarehouse: Body | undefined;
  if (src.sender) {
    const sender = await resolveSender(await ctx.client(), src.sender);
    problems.push(...sender.problems);
    if (sender.address) body.from_address = sender.address;
    senderLabel = sender.label;
    senderWarehouse = sender.warehouse;
  }

  if (src.fill) problems.push(...src.fill(body));

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

  const placed = src.place?.(body);
  if (placed) {
    problems.push(...placed.problems);
    warnings.push(...placed.warnings);
  }
  return {
    body: inWireOrder(body),
    problems,
    warnings,
    ...(senderLabel ? { senderLabel } : {}),
    ...(senderWarehouse ? { senderWarehouse } : {}),
    ...(placed?.parcel?.sides ? { sides: placed.parcel.sides } : {}),
    ...(placed?.parcel ? { parcel: placed.parcel } : {}),
  };
}

const MEMBER_ORDER = ['to_address', 'from_address', 'products', 'parcels', 'customs', 'bill_to', 'setup'];

/** The members in the spec's order, so a dry run's body reads like the spec's examples. */
function inWireOrder(body: Body): Body {
  const rank = (k: string) => (MEMBER_ORDER.includes(k) ? MEMBER_ORDER.indexOf(k) : MEMBER_ORDER.length);
  return Object.fromEntries(Object.entries(body).sort(([a], [b]) => rank(a) - rank(b)));
}
