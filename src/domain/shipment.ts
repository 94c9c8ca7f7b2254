// POST /v1/shipments and POST /v1/rates bodies (spec 4.1, 4.8): every rule of
// the spec that can be checked before the carrier is asked, all problems at
// once. The sandbox answers 400 with these as `details`; the CLI refuses to
// send (exit 2). Warnings are what the service accepts but changes or ignores.
import { bodyShapeProblems, MAX_TEXT_LENGTH, printedTextProblems } from './body-shape.js';
import { CARRIERS, UPS_FREIGHT_SERVICES, type CarrierClass, type CarrierType } from './catalog.js';
import { chooseAccount, type AccountRef } from './accounts.js';
import { validateAddress } from './address.js';
import { checkDestinationAddress } from './destination.js';
import {
  checkUpsFreight,
  validateBillTo,
  validateCustoms,
  validateParcels,
  validateProducts,
} from './contents.js';
import { isCountryCode, isEuCountry } from './countries.js';
import { isIsoDate, jstToday } from './dates.js';
import { checkSetupOptions, KNOWN_SETUP_MEMBERS } from './options.js';
import { booleanIssue, isPlainObject, problem, say, show, type Problem } from './problems.js';
import { resolveCarrier, routeScope } from './service.js';
import { serviceConflicts } from './service-fit.js';
import { checkShipmentDate, resolveShipmentDate } from './shipment-date.js';
import { IOSS_MAX_EUR, looksLikeIoss } from './tax.js';
import { checkTestMode } from './test-mode.js';

export type { AccountRef } from './accounts.js';

export interface ShipmentContext {
  now: Date;
  mode: 'shipment' | 'rates';
  /** The caller's carrier accounts; when absent, the account rules are not checked. */
  accounts?: AccountRef[];
}

export interface ShipmentAnalysis {
  problems: Problem[];
  warnings: Problem[];
  carrier?: CarrierType;
  service?: string;
  scope?: CarrierClass;
  /** The account the label will be made with (shipment mode, accounts given). */
  account?: AccountRef;
}

export const KNOWN_SHIPMENT_MEMBERS = [
  'to_address',
  'from_address',
  'setup',
  'products',
  'parcels',
  'customs',
  'bill_to',
] as const;

// Carriers that only deliver inside Japan; custom (in-house) may go anywhere.
const JAPAN_ONLY: readonly CarrierType[] = ['yamato', 'sagawa', 'yuupack', 'yuupacket', 'yuumail', 'seino'];

export function validateShipmentRequest(body: unknown, ctx: ShipmentContext): Problem[] {
  return analyzeShipmentRequest(body, ctx).problems;
}

export function analyzeShipmentRequest(body: unknown, ctx: ShipmentContext): ShipmentAnalysis {
  if (!isPlainObject(body)) {
    return {
      problems: [problem('body', say('shipment.body', show(body)))],
      warnings: [],
    };
  }
  // Absurd sizes first: nothing else is read from a body that fails them.
  const shape = bodyShapeProblems(body, { maxText: MAX_TEXT_LENGTH });
  if (shape.length > 0) return { problems: shape, warnings: [] };
  const problems: Problem[] = printedTextProblems(body);
  const warnings: Problem[] = [];
  const shipping = ctx.mode === 'shipment';

  const setupRaw = body.setup;
  if (setupRaw === undefined || setupRaw === null) {
    problems.push(problem('setup', say('shipment.setupRequired', shipping)));
  } else if (!isPlainObject(setupRaw)) {
    problems.push(problem('setup', say('value.object', show(setupRaw))));
  }
  const setup = isPlainObject(setupRaw) ? setupRaw : {};

  const resolved = resolveCarrier(setup, {
    mode: ctx.mode,
    ...(ctx.accounts ? { accounts: ctx.accounts } : {}),
  });
  problems.push(...resolved.problems);
  const { carrier, service } = resolved;
  const scope = carrier ? CARRIERS[carrier].class : routeScope(body.to_address, body.from_address);

  problems.push(
    ...validateAddress(body.to_address, { path: 'to_address', role: 'to', ...(carrier ? { carrier } : {}) }),
  );
  problems.push(
    ...validateAddress(body.from_address, {
      path: 'from_address',
      role: 'from',
      ...(carrier ? { carrier } : {}),
    }),
  );
  // A label (not a quote) to a foreign recipient: the city, and the postal code and state where the carrier needs them.
  if (shipping && carrier) {
    const reported = new Set(problems.map((p) => p.field));
    problems.push(
      ...checkDestinationAddress(body.to_address, { carrier }).filter((p) => !reported.has(p.field)),
    );
  }
  if (carrier && JAPAN_ONLY.includes(carrier)) {
    for (const side of ['to_address', 'from_address'] as const) {
      const a = body[side];
      if (isPlainObject(a) && isCountryCode(a.country) && a.country !== 'JP') {
        problems.push(problem(`${side}.country`, say('shipment.japanOnly', carrier, a.country)));
      }
    }
  }

  // setup.test
  const test = setup.test;
  if (test !== undefined && test !== null) {
    const issue = booleanIssue(test);
    if (issue) problems.push(problem('setup.test', issue));
    else if (test === true && shipping && carrier) problems.push(...checkTestMode(carrier, ctx.now));
  }

  // Accounts: which one, and is it usable.
  let account = resolved.account;
  if (shipping && carrier && ctx.accounts) {
    const chosen = chooseAccount(ctx.accounts, carrier, {
      ...(account ? { explicit: account } : {}),
      test: test === true,
    });
    problems.push(...chosen.problems);
    account = chosen.account ?? account;
  }

  // setup.shipment_date (spec 2.7)
  const sd = setup.shipment_date;
  if (carrier) {
    if (shipping || (sd !== undefined && sd !== null && sd !== ''))
      problems.push(...checkShipmentDate(carrier, sd, ctx.now));
    const resolvedDate = resolveShipmentDate(carrier, sd, ctx.now);
    if (resolvedDate.warning)
      warnings.push(problem('setup.shipment_date', resolvedDate.said ?? resolvedDate.warning));
  } else if (sd !== undefined && sd !== null && sd !== '') {
    const today = jstToday(ctx.now);
    if (!isIsoDate(sd)) problems.push(problem('setup.shipment_date', say('shipment.shipmentDate', show(sd))));
    else if (sd < today)
      problems.push(problem('setup.shipment_date', say('shipment.shipmentDatePast', sd, today)));
  }

  const options = checkSetupOptions(setup, {
    mode: ctx.mode,
    now: ctx.now,
    ...(carrier ? { carrier } : {}),
    ...(service ? { service } : {}),
    ...(scope ? { scope } : {}),
  });
  problems.push(...options.problems);
  warnings.push(...options.warnings);
  // What the service cannot carry or contradicts (a box on a mail service, --cool regular on sagawa_frozen…).
  if (service) {
    const reported = new Set(problems.map((p) => p.field));
    problems.push(...serviceConflicts(service, body).filter((p) => !reported.has(p.field)));
  }
  if (
    carrier &&
    CARRIERS[carrier].packSizes.length > 0 &&
    (setup.pack_size === undefined || setup.pack_size === null)
  ) {
    problems.push(
      problem('setup.pack_size', say('shipment.packSizeRequired', carrier, CARRIERS[carrier].packSizes)),
    );
  }

  // What the shipment carries.
  const international = scope === 'international';
  const domestic = scope === 'domestic';
  const who = carrier ?? say('shipment.thisRoute');
  problems.push(
    ...validateProducts(body.products, {
      full: international && shipping,
      required: international && shipping,
    }),
  );
  if (domestic && body.parcels !== undefined && body.parcels !== null) {
    problems.push(problem('parcels', say('shipment.parcelsDomestic', who)));
  } else {
    problems.push(...validateParcels(body.parcels, { required: international }));
  }
  if (domestic && body.customs !== undefined && body.customs !== null) {
    problems.push(problem('customs', say('shipment.customsDomestic', who)));
  } else {
    const customs = validateCustoms(body.customs, { required: international && shipping });
    problems.push(...customs.problems);
    warnings.push(...customs.warnings);
  }
  const billTo: { carrier?: CarrierType; international?: boolean } = {};
  if (carrier) billTo.carrier = carrier;
  if (scope) billTo.international = international;
  problems.push(...validateBillTo(body.bill_to, billTo));
  if (service && UPS_FREIGHT_SERVICES.includes(service))
    problems.push(...checkUpsFreight(service, body.parcels));
  warnings.push(...iossWarnings(body, setup));

  for (const k of Object.keys(body)) {
    if (!(KNOWN_SHIPMENT_MEMBERS as readonly string[]).includes(k))
      warnings.push(problem(k, say('shipment.unknownMember')));
  }
  for (const k of Object.keys(setup)) {
    if (!KNOWN_SETUP_MEMBERS.has(k)) warnings.push(problem(`setup.${k}`, say('shipment.unknownSetupMember')));
  }

  return {
    problems,
    warnings,
    ...(carrier ? { carrier } : {}),
    ...(service ? { service } : {}),
    ...(scope ? { scope } : {}),
    ...(account ? { account } : {}),
  };
}

/** IOSS covers EU consignments up to 150 EUR and has the form IM + 10 digits. */
function iossWarnings(body: Record<string, unknown>, setup: Record<string, unknown>): Problem[] {
  const customs = body.customs;
  const to = body.to_address;
  if (!isPlainObject(customs) || typeof customs.ioss_number !== 'string' || !isPlainObject(to)) return [];
  if (typeof to.country !== 'string' || !isEuCountry(to.country)) return [];
  const out: Problem[] = [];
  if (!looksLikeIoss(customs.ioss_number)) {
    out.push(problem('customs.ioss_number', say('shipment.ioss', show(customs.ioss_number))));
  }
  if (setup.currency === 'EUR' && Array.isArray(body.products)) {
    const total = body.products.reduce<number>((sum, p) => {
      if (!isPlainObject(p) || typeof p.price !== 'number') return sum;
      return sum + p.price * (typeof p.quantity === 'number' ? p.quantity : 1);
    }, 0);
    if (total > IOSS_MAX_EUR) {
      out.push(problem('customs.ioss_number', say('shipment.iossOver', IOSS_MAX_EUR, total)));
    }
  }
  return out;
}
