// POST /v1/orders (spec 4.5, 2.11): an order is a shipment to be completed later
// in the app, so it needs less than a label: a recipient with a street line and
// a name, the products, and a setup. from_address comes from a warehouse.
import { bodyShapeProblems, MAX_TEXT_LENGTH, printedTextProblems } from './body-shape.js';
import { CARRIERS, ORDER_CARRIERS, isCarrierType, type CarrierClass } from './catalog.js';
import { validateAddress } from './address.js';
import { validateBillTo, validateCustoms, validateParcels, validateProducts } from './contents.js';
import { checkSetupOptions } from './options.js';
import { isPlainObject, problem, say, show, type Problem } from './problems.js';
import { resolveCarrier } from './service.js';
import { checkShipmentDate } from './shipment-date.js';

export interface OrderContext {
  now: Date;
}

export interface OrderAnalysis {
  problems: Problem[];
  warnings: Problem[];
}

export function validateOrderRequest(body: unknown, ctx: OrderContext): Problem[] {
  return analyzeOrderRequest(body, ctx).problems;
}

export function analyzeOrderRequest(body: unknown, ctx: OrderContext): OrderAnalysis {
  if (!isPlainObject(body)) {
    return {
      problems: [problem('body', say('order.body', show(body)))],
      warnings: [],
    };
  }
  const shape = bodyShapeProblems(body, { maxText: MAX_TEXT_LENGTH });
  if (shape.length > 0) return { problems: shape, warnings: [] };
  const problems: Problem[] = printedTextProblems(body);
  const warnings: Problem[] = [];
  problems.push(...validateAddress(body.to_address, { path: 'to_address', role: 'order_to' }));
  if (body.from_address !== undefined && body.from_address !== null) {
    warnings.push(problem('from_address', say('order.fromReplaced')));
  }
  if (Array.isArray(body.products) && body.products.length === 0) {
    problems.push(problem('products', say('order.productsEmpty')));
  } else {
    problems.push(...validateProducts(body.products, { full: false, required: true }));
  }

  const setupRaw = body.setup;
  if (setupRaw === undefined || setupRaw === null)
    problems.push(problem('setup', say('order.setupRequired')));
  else if (!isPlainObject(setupRaw)) problems.push(problem('setup', say('value.object', show(setupRaw))));
  const setup = isPlainObject(setupRaw) ? setupRaw : {};

  const named = setup.carrier;
  if (named !== undefined && named !== null && !(isCarrierType(named) && ORDER_CARRIERS.includes(named))) {
    problems.push(problem('setup.carrier', say('order.carrier', ORDER_CARRIERS, show(named))));
  }
  const resolved = resolveCarrier(setup, { mode: 'order' });
  problems.push(...resolved.problems.filter((p) => p.field !== 'setup.carrier' || isCarrierType(named)));
  const carrier = resolved.carrier;
  const to = body.to_address;
  const country = isPlainObject(to) && typeof to.country === 'string' ? to.country : undefined;
  // Warehouses are in Japan, so the recipient's country decides the route when no carrier is set.
  const scope: CarrierClass | undefined = carrier
    ? CARRIERS[carrier].class
    : country
      ? country === 'JP'
        ? 'domestic'
        : 'international'
      : undefined;

  const sd = setup.shipment_date;
  if (carrier && sd !== undefined && sd !== null && sd !== '')
    problems.push(...checkShipmentDate(carrier, sd, ctx.now));
  const options = checkSetupOptions(setup, {
    mode: 'order',
    now: ctx.now,
    ...(carrier ? { carrier } : {}),
    ...(resolved.service ? { service: resolved.service } : {}),
    ...(scope ? { scope } : {}),
  });
  problems.push(...options.problems);
  warnings.push(...options.warnings);

  const domestic = scope === 'domestic';
  for (const m of ['parcels', 'customs'] as const) {
    if (domestic && body[m] !== undefined && body[m] !== null) {
      problems.push(problem(m, say('order.domesticOnly', carrier)));
    }
  }
  if (!domestic) {
    problems.push(...validateParcels(body.parcels, { required: false }));
    const customs = validateCustoms(body.customs, { required: false });
    problems.push(...customs.problems);
    warnings.push(...customs.warnings);
  }
  problems.push(
    ...validateBillTo(body.bill_to, {
      ...(carrier ? { carrier } : {}),
      ...(scope ? { international: !domestic } : {}),
    }),
  );
  return { problems, warnings };
}

/** The number an order ships under: its ref_number (the shop's order number), else its id. */
export const orderRef = (order: { id: string; setup?: { ref_number?: unknown } | undefined }): string => {
  const ref = order.setup?.ref_number;
  return typeof ref === 'string' && ref.trim() !== '' ? ref : order.id;
};
