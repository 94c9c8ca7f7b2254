// Resolving the carrier a request is for: from setup.service (the catalog knows
// every service's carrier), setup.carrier, or the type of the account named by
// setup.carrier_id — and refusing when they disagree.
import {
  allServices,
  carrierOfService,
  CARRIERS,
  isCarrierType,
  type CarrierClass,
  type CarrierType,
} from './catalog.js';
import { findAccount, type AccountRef } from './accounts.js';
import { isCountryCode } from './countries.js';
import {
  english,
  isNonEmptyString,
  isPlainObject,
  problem,
  say,
  show,
  type Problem,
  type Said,
} from './problems.js';

/** Services whose code contains what was typed, or shares its carrier prefix: for "did you mean". */
export function suggestServices(input: string, limit = 4): string[] {
  const key = input.trim().toLowerCase().replace(/[\s-]/g, '_');
  if (key === '') return [];
  const contains = allServices()
    .filter((s) => s.code.includes(key))
    .map((s) => s.code);
  if (contains.length) return contains.slice(0, limit);
  const prefix = key.split('_')[0] ?? '';
  return allServices()
    .filter((s) => s.code.startsWith(`${prefix}_`) || s.carrier === prefix)
    .map((s) => s.code)
    .slice(0, limit);
}

export function unknownServiceIssue(value: unknown): string {
  return english(unknownServiceSaid(value));
}

export function unknownServiceSaid(value: unknown): Said {
  return say('service.unknown', show(value), typeof value === 'string' ? suggestServices(value) : []);
}

export interface CarrierResolution {
  carrier?: CarrierType;
  service?: string;
  account?: AccountRef;
  problems: Problem[];
}

export function resolveCarrier(
  setup: Record<string, unknown>,
  options: { mode: 'shipment' | 'rates' | 'order'; accounts?: readonly AccountRef[] },
): CarrierResolution {
  const problems: Problem[] = [];
  let service: string | undefined;
  let serviceCarrier: CarrierType | undefined;
  const raw = setup.service;
  if (options.mode === 'rates') {
    if (raw !== undefined && raw !== null) {
      problems.push(problem('setup.service', say('service.notForRates')));
    }
  } else if (raw === undefined || raw === null || raw === '') {
    if (options.mode === 'shipment') {
      problems.push(problem('setup.service', say('service.required')));
    }
  } else if (typeof raw !== 'string' || !carrierOfService(raw)) {
    problems.push(problem('setup.service', unknownServiceSaid(raw)));
  } else {
    service = raw;
    serviceCarrier = carrierOfService(raw);
  }

  let carrier = serviceCarrier;
  const named = setup.carrier;
  if (named !== undefined && named !== null) {
    if (!isCarrierType(named)) {
      problems.push(problem('setup.carrier', say('service.carrierCode', Object.keys(CARRIERS), show(named))));
    } else if (serviceCarrier && named !== serviceCarrier) {
      problems.push(
        problem(
          'setup.carrier',
          say('service.carrierDisagrees', named, service ?? 'undefined', serviceCarrier),
        ),
      );
    } else carrier ??= named;
  }

  let account: AccountRef | undefined;
  const carrierId = setup.carrier_id;
  if (carrierId !== undefined && carrierId !== null) {
    if (!isNonEmptyString(carrierId)) {
      problems.push(problem('setup.carrier_id', say('service.carrierId', show(carrierId))));
    } else if (options.accounts) {
      const found = findAccount(options.accounts, carrierId, carrier);
      problems.push(...found.problems);
      account = found.account;
      if (account && !carrier && isCarrierType(account.type)) carrier = account.type;
    }
  }
  // `problems` first: an object literal that starts with a spread is copied by V8 in a way
  // that outlives young-generation collections (100,000-row batches).
  return {
    problems,
    ...(carrier ? { carrier } : {}),
    ...(service ? { service } : {}),
    ...(account ? { account } : {}),
  };
}

/** Domestic when both ends are in Japan, international when both countries are valid codes and one is not. */
export function routeScope(to: unknown, from: unknown): CarrierClass | undefined {
  const country = (a: unknown) => (isPlainObject(a) && isCountryCode(a.country) ? a.country : undefined);
  const t = country(to);
  const f = country(from);
  if (t === undefined || f === undefined) return undefined;
  return t === 'JP' && f === 'JP' ? 'domestic' : 'international';
}
