// The driver's handover list (集荷リスト): per carrier, the day's real labels — what goes on
// the truck — with the test labels and the voided ones counted apart, never handed over.
// Built from the account's shipments as listed, so its figures are the account's.
import { compareCodes } from './compare.js';
import { prefectureFromProvince } from './geo/index.js';

export interface HandoverParcel {
  shipmentId: string;
  tracking: string[];
  ref: string;
  /** The recipient's prefecture (kanji), or the province as given abroad. */
  prefecture: string;
  /** Pack size (60, 80…) or the parcel's dimensions. */
  size: string;
  service: string;
  packs: number;
}

export interface HandoverCarrier {
  carrier: string;
  parcels: HandoverParcel[];
  packs: number;
  test: number;
  voided: number;
}

export interface ShipmentLike {
  id: string;
  state?: unknown;
  test?: unknown;
  to_address?: { province?: unknown; country?: unknown } | undefined;
  setup?:
    | {
        carrier?: unknown;
        service?: unknown;
        ref_number?: unknown;
        pack_size?: unknown;
        pack_amount?: unknown;
      }
    | undefined;
  parcels?: readonly { width?: unknown; height?: unknown; depth?: unknown }[] | undefined;
  delivery?:
    { carrier?: unknown; method?: unknown; tracking_numbers?: readonly unknown[] | undefined } | undefined;
}

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

function sizeOf(s: ShipmentLike): string {
  const pack = str(s.setup?.pack_size);
  if (pack) return pack;
  const p = s.parcels?.[0];
  return p && p.width && p.height && p.depth ? `${str(p.width)}×${str(p.height)}×${str(p.depth)}` : '';
}

/** What the driver's list says of one label. */
export function parcelOf(s: ShipmentLike): HandoverParcel {
  const packs = Number(s.setup?.pack_amount ?? 1);
  const province = str(s.to_address?.province);
  const jp = !s.to_address?.country || s.to_address.country === 'JP';
  return {
    shipmentId: s.id,
    tracking: (s.delivery?.tracking_numbers ?? []).map(str),
    ref: str(s.setup?.ref_number),
    prefecture: (jp ? prefectureFromProvince(province)?.kanji : undefined) ?? province,
    size: sizeOf(s),
    service: str(s.delivery?.method) || str(s.setup?.service),
    packs: Number.isFinite(packs) && packs > 0 ? packs : 1,
  };
}

/** real: handed to the driver; test and void labels are not. */
export const labelKind = (s: ShipmentLike): 'real' | 'test' | 'void' =>
  s.state === 'void' ? 'void' : s.test === true ? 'test' : 'real';

export const carrierOfShipment = (s: ShipmentLike): string =>
  str(s.delivery?.carrier) || str(s.setup?.carrier) || '?';

export function handoverOf(list: readonly ShipmentLike[]): HandoverCarrier[] {
  const by = new Map<string, HandoverCarrier>();
  for (const s of list) {
    const carrier = carrierOfShipment(s);
    const entry = by.get(carrier) ?? { carrier, parcels: [], packs: 0, test: 0, voided: 0 };
    by.set(carrier, entry);
    const kind = labelKind(s);
    if (kind === 'void') entry.voided += 1;
    else if (kind === 'test') entry.test += 1;
    else {
      const parcel = parcelOf(s);
      entry.parcels.push(parcel);
      entry.packs += parcel.packs;
    }
  }
  for (const e of by.values())
    e.parcels.sort((a, b) => compareCodes(a.tracking[0] ?? '', b.tracking[0] ?? ''));
  return [...by.values()].sort((a, b) => compareCodes(a.carrier, b.carrier));
}
