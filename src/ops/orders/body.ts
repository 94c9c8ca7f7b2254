// An order turned into a shipment body (spec 2.11 → 4.1): its recipient, sender,
// products, parcels and customs as they are; its setup without the order-only members
// (carrier, warehouse_id); the service and pack size from the flags, the station or the
// order's carrier; and a ref number that ties the shipment to the order for good.
import type { Order } from '../../contract/index.js';
import {
  CARRIERS,
  RATES_REGULAR_ONLY,
  SHIPMENT_DATE_RULES,
  addDaysIso,
  carrierOfService,
  isCarrierType,
  jstToday,
  type CarrierType,
  type Problem,
} from '../../domain/index.js';
import { fillProvinces, fitRecipientLines } from '../request/address.js';
import type { OrderShipChoices, ShipDay } from './choices.js';

export type { OrderShipChoices, ShipDay } from './choices.js';

/** The day a label gets without --shipment-date nor the order's own: today where the carrier requires one. */
export function defaultShipDay(carrier: CarrierType | undefined): ShipDay | undefined {
  return carrier && SHIPMENT_DATE_RULES[carrier].kind === 'required' ? 'today' : undefined;
}

/**
 * setup.shipment_date for a label made at `now`: the run's shipment date when given; else the order's
 * own; else today (JST, the service's clock) for a carrier that requires one — a station and
 * `orders ship` make labels for parcels leaving now, and each label works it out anew, so a
 * station open past midnight ships on the new day.
 */
function shipDay(
  c: OrderShipChoices,
  carrier: CarrierType | undefined,
  stored: unknown,
  now: Date,
): string | undefined {
  const rule = carrier ? SHIPMENT_DATE_RULES[carrier] : undefined;
  if (rule?.kind === 'always-today') return undefined;
  const none = stored === undefined || stored === null || stored === '';
  const day = c.shipmentDate ?? (none ? defaultShipDay(carrier) : undefined);
  if (day === undefined) return undefined;
  if (day === 'today') return jstToday(now);
  if (day === 'tomorrow') return addDaysIso(jstToday(now), 1);
  return day;
}

// The shipment's ref number: the order's own, else its id (so `shipments list --order ID` finds it).
import { orderRef } from '../../domain/order.js';
export { orderRef };

/**
 * The service to use. The order's own choice wins over the station's stored defaults: an order
 * placed for yamato ships yamato at a sagawa station. --service and --carrier replace it, and
 * `replaced` names the order's carrier they replaced (the caller says so per order).
 */
export function serviceFor(
  order: Order,
  c: OrderShipChoices,
): { carrier?: CarrierType; service?: string; replaced?: string } {
  const own = (k: 'carrier' | 'service') => {
    const v = order.setup?.[k];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
  };
  const ownService = own('service');
  const ownCarrier = own('carrier') ?? (ownService ? carrierOfService(ownService) : undefined);
  const explicit = c.service !== undefined || c.carrier !== undefined;
  const pick = explicit
    ? { service: c.service, carrier: c.carrier }
    : ownService || ownCarrier
      ? { service: ownService, carrier: ownCarrier }
      : { service: c.defaultService, carrier: c.defaultCarrier };
  const chosen = standardService(pick);
  const replaced =
    explicit && ownCarrier !== undefined && chosen.carrier !== undefined && chosen.carrier !== ownCarrier
      ? ownCarrier
      : undefined;
  return { ...chosen, ...(replaced ? { replaced } : {}) };
}

/** A service, else the carrier's standard one. */
function standardService(p: { service?: string; carrier?: string }): {
  carrier?: CarrierType;
  service?: string;
} {
  if (p.service) return { carrier: carrierOfService(p.service), service: p.service };
  const raw = p.carrier;
  if (!raw || !isCarrierType(raw)) return {};
  const services = CARRIERS[raw].services;
  return {
    carrier: raw,
    service: RATES_REGULAR_ONLY[raw] ?? (services.length === 1 ? services[0]!.code : undefined),
  };
}

export function shipmentBodyOf(
  order: Order,
  c: OrderShipChoices,
  from: Record<string, unknown> | undefined,
  now: Date,
): Record<string, any> {
  const { carrier: _c, warehouse_id: _w, ...setup } = (order.setup ?? {}) as Record<string, unknown>;
  const { carrier, service } = serviceFor(order, c);
  if (service) setup.service = service;
  if (c.carrierId) setup.carrier_id = c.carrierId;
  if (c.packSize !== undefined && carrier && CARRIERS[carrier].class === 'domestic')
    setup.pack_size = c.packSize;
  if (c.test) setup.test = true;
  const day = shipDay(c, carrier, setup.shipment_date, now);
  if (day !== undefined) setup.shipment_date = day;
  setup.ref_number = orderRef(order);
  const body: Record<string, any> = {
    to_address: order.to_address ?? {},
    from_address: from ?? order.from_address ?? {},
    setup,
  };
  if (order.products?.length) body.products = order.products;
  if (order.parcels?.length) body.parcels = order.parcels;
  if (order.customs && Object.keys(order.customs).length > 0) body.customs = order.customs;
  return body;
}

/**
 * The body an order run sends for an order, settled as a typed address is (a shop's 住所1 with
 * the city in it: the city from the postal code, each part once, the lines fitted to the
 * carrier's boxes). What the start-up check judges and what is sent are this same body.
 * `problems`: the address contradicts its postal code; `moved`: lines carried over, to say.
 */
export async function settledShipmentBodyOf(
  order: Order,
  c: OrderShipChoices,
  from: Record<string, unknown> | undefined,
  now: Date,
): Promise<{ body: Record<string, any>; problems: Problem[]; moved: Problem[] }> {
  const body = shipmentBodyOf(order, c, from, now);
  const problems = await fillProvinces({ to_address: body.to_address });
  // The carrier of the service sent (setup.carrier is an order's own member, never sent).
  const service = body.setup.service;
  const moved = fitRecipientLines(body, typeof service === 'string' ? carrierOfService(service) : undefined);
  return { body, problems, moved };
}
