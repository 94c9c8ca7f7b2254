// POST /v1/shipments, from request to stored shipment: check (types, rules,
// account), price, number, build, then one transaction for the shipment and its
// tracking numbers. The fault hooks of the app run around this handler.
import {
  CARRIERS,
  carrierOfService,
  OPTION_CARRIERS,
  TEST_MODE_CARRIERS,
  type CarrierType,
  type Problem,
} from '../../domain/index.js';
import { transaction } from '../../sqlite/index.js';
import type { SandboxDeps } from '../deps.js';
import { problems, SandboxHttpError } from '../errors.js';
import type { Principal } from '../principal.js';
import { priceService } from '../rating/index.js';
import { getNegotiatedRates } from '../store/carriers.js';
import {
  insertShipment,
  nextCounter,
  shipmentIdExists,
  type TrackingRole,
} from '../store/shipments-store.js';
import { trackingNumber } from '../tracking/numbers.js';
import { accountRefs, isCarrierUnreachable } from './accounts.js';
import { buildShipment } from './build-shipment.js';
import { carrierInvoiceFor, labelSuffix } from './documents.js';
import { checkShipmentBody } from './request-check.js';

/** Sandbox settings this module reads beyond the platform's limits. */
export interface ShippingLimits {
  /** Refuse test labels outside the carriers' test windows (spec 4.1 rule 2); default true, off for demos. */
  enforceTestWindows?: boolean;
}

export const enforceTestWindows = (deps: Pick<SandboxDeps, 'limits'>): boolean =>
  (deps.limits as ShippingLimits).enforceTestWindows !== false;

/**
 * The only setup.test problem checkTestMode reports for a carrier that makes test
 * labels is the closed window; waived when the sandbox is told to.
 */
function windowWaiver(body: unknown): (p: Problem) => boolean {
  const setup = (body as { setup?: { test?: unknown; service?: unknown } } | undefined)?.setup;
  const carrier = typeof setup?.service === 'string' ? carrierOfService(setup.service) : undefined;
  return (p) =>
    p.field === 'setup.test' && setup?.test === true && !!carrier && TEST_MODE_CARRIERS.includes(carrier);
}

function newShipmentId(deps: SandboxDeps): string {
  for (let i = 0; i < 10; i++) {
    const id = deps.ids.shipmentId();
    if (!shipmentIdExists(deps.db, id)) return id;
  }
  throw new SandboxHttpError(500, { message: 'Could not allocate a shipment id', code: 'INTERNAL_ERROR' });
}

export function createShipment(
  deps: SandboxDeps,
  principal: Principal,
  body: unknown,
): Record<string, unknown> {
  const now = deps.clock.now();
  const accounts = accountRefs(deps, principal);
  const analysis = checkShipmentBody(body, {
    mode: 'shipment',
    now,
    accounts: accounts.map((a) => a.ref),
    ...(enforceTestWindows(deps) ? {} : { waive: windowWaiver(body) }),
  });
  const carrier = analysis.carrier as CarrierType;
  const service = analysis.service as string;
  const request = body as Record<string, unknown>;
  const account = analysis.account
    ? accounts.find((a) => a.ref.id === analysis.account!.id)?.record
    : undefined;

  if (isCarrierUnreachable(deps, carrier, account)) {
    throw new SandboxHttpError(503, {
      message: `${carrier} could not be reached; no shipment was created`,
      code: carrier === 'sagawa' ? 'SERVICE_UNAVAILABLE' : 'SHIPMENT_FAILED',
    });
  }
  const priced = priceService(
    carrier,
    service,
    request,
    account ? getNegotiatedRates(deps.db, account.id) : undefined,
  );
  if (!priced.ok) throw problems([{ field: priced.field, issue: priced.reason }]);

  const setup = (request.setup ?? {}) as Record<string, unknown>;
  const roles: TrackingRole[] = carrier === 'custom' ? [] : ['outbound'];
  if (setup.return_label === true && (OPTION_CARRIERS.return_label as readonly string[]).includes(carrier)) {
    roles.push('return');
  }

  return transaction(deps.db, () => {
    const id = newShipmentId(deps);
    const numbers = roles.map((role) => ({
      role,
      tracking_number: trackingNumber({
        carrier,
        service,
        counter: nextCounter(deps.db, 'tracking'),
        seed: principal.accountId,
      })!,
    }));
    const international = CARRIERS[carrier].class === 'international';
    const built = buildShipment({
      id,
      body: request,
      carrier,
      service,
      international,
      labelSuffix: labelSuffix(carrier, account?.settings),
      carrierInvoice: carrierInvoiceFor(carrier, international),
      ...(account ? { carrierId: account.id } : {}),
      priced: priced.priced,
      trackingNumbers: numbers.map((n) => n.tracking_number),
      now,
      publicUrl: deps.publicUrl(),
      warnings: analysis.warnings,
    });
    insertShipment(
      deps.db,
      {
        id,
        account_id: principal.accountId,
        sub_user_id: principal.subUserId,
        carrier_id: account?.id ?? null,
        carrier,
        service,
        state: 'active',
        scope: 'api',
        test: setup.test === true,
        ref_number: typeof setup.ref_number === 'string' ? setup.ref_number : null,
        price: priced.priced.price,
        currency: priced.priced.currency,
        shipment_date: built.shipmentDate ?? null,
        created_at: now.toISOString(),
        body: built.wire,
      },
      numbers,
    );
    return built.wire;
  });
}
