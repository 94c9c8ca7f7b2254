// What POST /v1/shipments answers (spec 2.10 plus the creation-only members the
// live notes name): the request echoed the way the service echoes it, the
// customs object after the tax-number rules (2.8), the resolved shipment date
// (2.7) and the delivery block with tracking numbers, documents and warnings.
import {
  addDaysIso,
  applyTaxRules,
  isCareUnused,
  isPlainObject,
  jstToday,
  resolveDuties,
  resolveShipmentDate,
  type CarrierType,
  type Problem,
} from '../../domain/index.js';
import type { PricedService } from '../rating/index.js';

export interface BuildInput {
  id: string;
  body: Record<string, unknown>;
  carrier: CarrierType;
  service: string;
  international: boolean;
  /** The account the label is made with; absent for account-less test labels and custom. */
  carrierId?: string;
  priced: PricedService;
  trackingNumbers: string[];
  now: Date;
  publicUrl: string;
  /** `.pdf`, or `.zpl` for an account printing ZPL (default `.pdf`). */
  labelSuffix?: string;
  /** Link the carrier invoice (international dhl, fedex, ups). */
  carrierInvoice?: boolean;
  /** The domain's warnings: things the service accepts but changes or ignores. */
  warnings: readonly Problem[];
}

export interface BuiltShipment {
  wire: Record<string, unknown>;
  shipmentDate?: string;
  estimatedDeliveryDate?: string;
}

const obj = (v: unknown): Record<string, unknown> => (isPlainObject(v) ? v : {});

/** The earliest delivery date, or the later one asked for in setup.date (domestic). */
function deliveryEstimate(
  priced: PricedService,
  from: string,
  askedDate: unknown,
  warnings: string[],
): string | undefined {
  if (priced.days === undefined) return undefined;
  const earliest = addDaysIso(from, priced.days);
  if (typeof askedDate !== 'string') return earliest;
  if (askedDate >= earliest) return askedDate;
  warnings.push(
    `setup.date: ${askedDate} is earlier than the earliest delivery date ${priced.carrier} offers (${earliest}); ${earliest} is used`,
  );
  return earliest;
}

export function buildShipment(input: BuildInput): BuiltShipment {
  const { body, carrier, service, now } = input;
  const setupIn = obj(body.setup);
  const warnings = input.warnings.map((w) => `${w.field}: ${w.issue}`);

  const resolvedDate = resolveShipmentDate(carrier, setupIn.shipment_date, now);
  const estimate = deliveryEstimate(
    input.priced,
    resolvedDate.value ?? jstToday(now),
    setupIn.date,
    warnings,
  );

  const setup: Record<string, unknown> = { ...setupIn, carrier, service, currency: input.priced.currency };
  if (input.carrierId) setup.carrier_id = input.carrierId;
  if (resolvedDate.value) setup.shipment_date = resolvedDate.value;
  else delete setup.shipment_date;
  // The service echoes care as {} when unused (spec 2.4).
  setup.care = setupIn.care && !isCareUnused(setupIn.care) ? setupIn.care : {};

  const wire: Record<string, unknown> = {
    id: input.id,
    state: 'active',
    test: setupIn.test === true,
    scope: 'api',
    created_at: now.toISOString(),
    to_address: body.to_address,
    from_address: body.from_address,
    products: Array.isArray(body.products) ? body.products : [],
  };
  if (input.international) {
    wire.parcels = Array.isArray(body.parcels) ? body.parcels : [];
    const to = obj(body.to_address);
    const taxed = applyTaxRules(obj(body.customs), { destinationCountry: String(to.country ?? ''), carrier });
    // Rule 4 of 2.8: bill_to.duties overrides duty_paid.
    const duties = resolveDuties(taxed.customs.duty_paid, body.bill_to);
    wire.customs = { ...taxed.customs, duty_paid: duties.duties === 'SENDER' };
    if (body.bill_to !== undefined)
      wire.bill_to = { ...obj(body.bill_to), freight: duties.freight, duties: duties.duties };
  }
  wire.setup = setup;
  wire.delivery = {
    carrier,
    method: service,
    tracking_numbers: input.trackingNumbers,
    label: `${input.publicUrl}/labels/${input.id}${input.labelSuffix ?? '.pdf'}`,
    ...(estimate ? { estimated_delivery_date: estimate } : {}),
    ...(input.international ? { invoice: `${input.publicUrl}/invoices/${input.id}.pdf` } : {}),
    ...(input.carrierInvoice
      ? { carrier_invoice: `${input.publicUrl}/carrier-invoices/${input.id}.pdf` }
      : {}),
    ...(warnings.length > 0 ? { warnings } : {}),
  };
  return {
    wire,
    ...(resolvedDate.value ? { shipmentDate: resolvedDate.value } : {}),
    ...(estimate ? { estimatedDeliveryDate: estimate } : {}),
  };
}
