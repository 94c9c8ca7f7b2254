// What each label of a shipment says, before any drawing: one entry per
// tracking number, sender and recipient swapped on a return label. The PDF and
// ZPL renderers both draw from this, so they cannot disagree on content.
import { CARRIERS, isDomestic, serviceInfo, type CarrierType } from '../../domain/index.js';
import {
  addressLines,
  dateText,
  jstStamp,
  moneyText,
  oneLine,
  timeSlotText,
  weightText,
  type AddressLines,
} from './format.js';
import type { LabelInput, LabelTrackingNumber } from './types.js';

export interface Badge {
  text: string;
  kind: 'cool' | 'cod' | 'care' | 'test' | 'void' | 'return';
}

export interface LabelModel {
  carrier: CarrierType;
  carrierName: string;
  serviceCode: string;
  serviceName: string;
  domestic: boolean;
  trackingNumber?: string;
  role: 'outbound' | 'return';
  /** 1-based position among the labels of the document. */
  index: number;
  count: number;
  to: AddressLines;
  from: AddressLines;
  /** Destination country code, for the large routing box of international labels. */
  destination: string;
  /** Domestic: delivery date and time slot as printed. */
  deliveryDate: string;
  deliverySlot: string;
  badges: Badge[];
  /** Label/value pairs of the detail rows (shipment date, size, reference, …). */
  facts: [string, string][];
  shipmentId: string;
  created: string;
  test: boolean;
  void: boolean;
}

const CARE_TEXT = {
  fragile: 'こわれもの FRAGILE',
  side_up: '天地無用 THIS SIDE UP',
  valuable_goods: '貴重品 VALUABLE',
} as const;

function normalizeNumbers(list: LabelInput['trackingNumbers']): LabelTrackingNumber[] {
  return list.map((n) => (typeof n === 'string' ? { tracking_number: n } : n));
}

function badgesOf(input: LabelInput, role: 'outbound' | 'return'): Badge[] {
  const out: Badge[] = [];
  if (input.void) out.push({ text: 'VOID 無効', kind: 'void' });
  if (input.test) out.push({ text: 'TEST LABEL テスト', kind: 'test' });
  if (role === 'return') out.push({ text: 'RETURN 返送用', kind: 'return' });
  if (input.coolOptions === 'fresh') out.push({ text: 'クール冷蔵 CHILLED', kind: 'cool' });
  if (input.coolOptions === 'frozen') out.push({ text: 'クール冷凍 FROZEN', kind: 'cool' });
  const cod = input.cashOnDelivery;
  if (cod && typeof cod.amount === 'number') {
    const total = cod.amount + (typeof cod.tax === 'number' ? cod.tax : 0);
    out.push({ text: `代引 COD ${moneyText(total, input.currency ?? 'JPY')}`, kind: 'cod' });
  }
  for (const key of ['fragile', 'side_up', 'valuable_goods'] as const)
    if (input.care?.[key] === true) out.push({ text: CARE_TEXT[key], kind: 'care' });
  return out;
}

function factsOf(input: LabelInput, domestic: boolean): [string, string][] {
  const facts: [string, string][] = [];
  if (input.shipmentDate) facts.push(['発送日 Ship date', dateText(input.shipmentDate)]);
  if (domestic && input.packSize !== undefined) facts.push(['サイズ Size', String(input.packSize)]);
  if (input.packAmount !== undefined && input.packAmount > 1)
    facts.push(['個数 Packs', String(input.packAmount)]);
  if (input.weightGrams !== undefined && input.weightGrams > 0)
    facts.push(['重量 Weight', weightText(input.weightGrams)]);
  if (oneLine(input.contents) !== '') facts.push(['品名 Contents', oneLine(input.contents)]);
  if (oneLine(input.refNumber) !== '') facts.push(['記事 Ref', oneLine(input.refNumber)]);
  if (oneLine(input.deliveryNote) !== '') facts.push(['備考 Note', oneLine(input.deliveryNote)]);
  return facts;
}

/** The labels of a shipment, in page order. Carriers without tracking (custom) still get one label. */
export function labelModels(input: LabelInput): LabelModel[] {
  const code = typeof input.service === 'string' ? input.service : input.service.code;
  const serviceName =
    typeof input.service === 'string' ? (serviceInfo(code)?.name ?? code) : input.service.name;
  const domestic = isDomestic(input.carrier);
  const numbers: (LabelTrackingNumber | undefined)[] = normalizeNumbers(input.trackingNumbers);
  if (numbers.length === 0) numbers.push(undefined);
  const international = !domestic;
  const style = { showCountry: international, latin: international };
  const outboundTo = addressLines(input.to, style);
  const outboundFrom = addressLines(input.from, style);
  return numbers.map((n, i) => {
    const role = n?.role ?? 'outbound';
    const back = role === 'return';
    return {
      carrier: input.carrier,
      carrierName: CARRIERS[input.carrier].name,
      serviceCode: code,
      serviceName,
      domestic,
      ...(n ? { trackingNumber: n.tracking_number } : {}),
      role,
      index: i + 1,
      count: numbers.length,
      to: back ? outboundFrom : outboundTo,
      from: back ? outboundTo : outboundFrom,
      destination: oneLine((back ? input.from : input.to).country).toUpperCase() || 'JP',
      deliveryDate: input.date ? dateText(input.date) : '指定なし',
      deliverySlot: timeSlotText(input.time),
      badges: badgesOf(input, role),
      facts: factsOf(input, domestic),
      shipmentId: input.shipmentId,
      created: jstStamp(input.createdAt),
      test: input.test,
      void: input.void === true,
    };
  });
}
