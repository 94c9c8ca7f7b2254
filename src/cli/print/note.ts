// A shipment's delivery note (納品書), from what its shipment holds: the products the order or
// row sent, the sender (the shop's warehouse), the order number and the day; the shop's
// registration number and message from the settings, its logo from the account's files.
import type { ApiClient } from '../../api/index.js';
import type { NoteSize } from '../../config/index.js';
import type { Address, Shipment, WarehouseRecord } from '../../contract/index.js';
import { isGift, jstToday, noteLines, prefectureFromProvince, rateTotals } from '../../domain/index.js';
import { messages } from '../../i18n/index.js';
import type { Context } from '../context.js';

export interface NoteChoice {
  size: NoteSize;
  /** Every note of the run without prices (--gift). */
  gift?: boolean;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function addressLines(a: Address | undefined): string[] {
  if (!a) return [];
  const zip = text(a.zip);
  const rec = a as Record<string, unknown>;
  // A warehouse's kanji members, when it has them, are what a Japanese note prints.
  const pick = (k: string) => text(rec[`${k}_kanji`]) || text(rec[k]);
  // The API holds a Japanese prefecture as its JIS code ("27"): a note prints its name.
  const province = pick('province');
  const prefecture = a.country === 'JP' || !a.country ? prefectureFromProvince(province)?.kanji : undefined;
  // A warehouse's address1_kanji holds its city already (渋谷区渋谷2-21-1); its city is romaji.
  const city = text(rec.address1_kanji) ? '' : text(a.city);
  const street = [prefecture ?? province, city, pick('address1'), pick('address2')].filter(Boolean).join(' ');
  return [zip ? `〒${zip.replace(/^(\d{3})(\d{4})$/, '$1-$2')}` : '', street, pick('extra')].filter(Boolean);
}

/**
 * The shop as its warehouse holds it (the kanji name and address a Japanese note prints), the
 * shipment's sender when the warehouse cannot be read.
 */
async function shopAddress(client: ApiClient, shipment: Shipment): Promise<Address | undefined> {
  const list = await warehousesOf(client);
  const id = text(shipment.setup?.warehouse_id);
  const chosen =
    (id ? list.find((w) => w.id === id) : undefined) ?? (list.length === 1 ? list[0] : undefined);
  // The sender on the shipment is the same shop, in the letters the label used.
  return (chosen?.address as Address | undefined) ?? shipment.from_address;
}

const warehouseLists = new WeakMap<ApiClient, Promise<WarehouseRecord[]>>();

/** The account's warehouses, read once per run (a batch prints hundreds of notes). */
function warehousesOf(client: ApiClient): Promise<WarehouseRecord[]> {
  let list = warehouseLists.get(client);
  if (!list) {
    list = import('../../api/index.js').then(({ warehouses }) => warehouses.list(client)).catch(() => []);
    warehouseLists.set(client, list);
  }
  return list;
}

function nameOf(a: Address | undefined): string {
  const rec = (a ?? {}) as Record<string, unknown>;
  return (
    text(rec.company_name_kanji) ||
    text(rec.company_kanji) ||
    text(rec.company_name) ||
    text(a?.company) ||
    text(rec.full_name_kanji) ||
    text(a?.full_name) ||
    '-'
  );
}

const logos = new WeakMap<ApiClient, Promise<Uint8Array | undefined>>();

/** The account's newest logo (GET /v1/files, type logo), once per run; none is no logo. */
function logoOf(client: ApiClient): Promise<Uint8Array | undefined> {
  let logo = logos.get(client);
  if (!logo) {
    logo = import('../../api/index.js')
      .then(({ files }) => files.list(client))
      .then((list) => {
        const last = list.filter((f) => f.type === 'logo' && typeof f.file === 'string').at(-1);
        return last
          ? Uint8Array.from(Buffer.from(String(last.file).replace(/^data:[^,]*,/, ''), 'base64'))
          : undefined;
      })
      .catch(() => undefined);
    logos.set(client, logo);
  }
  return logo;
}

/** The note of `shipment` (read whole from the account when it is not). */
export async function deliveryNoteOf(
  ctx: Context,
  client: ApiClient,
  shipment: Shipment,
  choice: NoteChoice,
): Promise<Buffer> {
  const { getShipment } = await import('../../api/index.js');
  const whole = shipment.products ? shipment : await getShipment(client, shipment.id);
  const { defaults } = ctx.settings();
  const registration = defaults['shop.registration_number'].value;
  const message = defaults['shop.message'].value;
  const lines = noteLines(whole.products ?? []);
  const gift = isGift(whole as Parameters<typeof isGift>[0], choice.gift === true);
  const created = Date.parse(String(whole.created_at ?? ''));
  const logo = await logoOf(client);
  const shop = await shopAddress(client, whole);
  const { deliveryNotePdf } = await import('../../documents/delivery-note.js');
  return deliveryNotePdf({
    size: choice.size,
    words: messages().paper.note,
    orderNumber: text(whole.setup?.ref_number) || whole.id,
    date: jstToday(Number.isNaN(created) ? ctx.now() : new Date(created)),
    shop: {
      name: nameOf(shop),
      address: addressLines(shop),
      ...(text(shop?.phone) ? { phone: text(shop?.phone) } : {}),
      ...(registration ? { registration } : {}),
      ...(message ? { message } : {}),
      ...(logo ? { logo } : {}),
    },
    to: {
      name: text(whole.to_address?.full_name) || nameOf(whole.to_address),
      address: addressLines(whole.to_address),
    },
    lines,
    totals: rateTotals(lines),
    gift,
    createdAt: ctx.now(),
  });
}
