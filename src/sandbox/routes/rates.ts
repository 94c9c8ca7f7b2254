// POST /v1/rates (spec 4.8): the shipment body without setup.service; one rate
// per service the principal's accounts can carry it with. A bare array when every
// carrier answered, {rates, errors} when some could not (still 200).
import type { FastifyInstance } from 'fastify';
import { isCarrierType, routeScope, type Problem } from '../../domain/index.js';
import type { SandboxDeps } from '../deps.js';
import { problems } from '../errors.js';
import { prefectureOfAddress } from '../postal.js';
import { rateAccounts, type RateAccount, type RateBody } from '../rating/index.js';
import { accountRefs, isCarrierUnreachable } from '../shipping/accounts.js';
import { checkShipmentBody } from '../shipping/request-check.js';
import { getNegotiatedRates } from '../store/carriers.js';

/** Domestic tariffs are by region: both ends must resolve to a prefecture. */
function prefectureProblems(body: RateBody): Problem[] {
  const out: Problem[] = [];
  for (const side of ['from_address', 'to_address'] as const) {
    const address = body[side];
    if (prefectureOfAddress(address)) continue;
    out.push({
      field: `${side}.zip`,
      issue: `no prefecture is known for zip ${JSON.stringify(address?.zip ?? null)} (province ${JSON.stringify(address?.province ?? null)}): give a valid Japanese postal code, or the prefecture code in province (13 for 東京都)`,
    });
  }
  return out;
}

export default async function routes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  app.post('/v1/rates', async (req) => {
    const now = deps.clock.now();
    const accounts = accountRefs(deps, req.principal);
    const analysis = checkShipmentBody(req.body, {
      mode: 'rates',
      now,
      accounts: accounts.map((a) => a.ref),
    });
    const body = req.body as RateBody;
    const domestic = routeScope(body.to_address, body.from_address) === 'domestic';
    if (domestic) {
      const missing = prefectureProblems(body);
      if (missing.length > 0) throw problems(missing);
    }
    // setup.carrier_id names one account; setup.carrier (or the account's type) narrows to one carrier.
    const chosen = accounts.filter(
      (a) =>
        (!analysis.account || a.ref.id === analysis.account.id) &&
        (!analysis.carrier || a.ref.type === analysis.carrier),
    );
    const rateable: RateAccount[] = chosen.flatMap(({ record }) => {
      if (!isCarrierType(record.type)) return [];
      return [
        {
          id: record.id,
          type: record.type,
          negotiated: getNegotiatedRates(deps.db, record.id),
          unreachable: isCarrierUnreachable(deps, record.type, record),
        },
      ];
    });
    const outcome = rateAccounts(rateable, body, domestic, now);
    return outcome.errors.length > 0 ? outcome : outcome.rates;
  });
}
