// Carrier accounts (spec 2.13, 4.9): register, list, update, delete, and the
// negotiated-rate table of domestic accounts. The rules come from the domain;
// this module only decides what is stored and how it is shown (secrets masked).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxDeps } from '../deps.js';
import { assertNoProblems, notFound } from '../errors.js';
import {
  applyCredentialDefaults,
  maskCredentials,
  mergeSettings,
  withDefaultSettings,
  validateCarrierAccount,
  validateNegotiatedRates,
  type CarrierType,
} from '../../domain/index.js';
import {
  clearNegotiatedRates,
  deleteCarrier,
  getCarrier,
  insertCarrier,
  listCarriers,
  setNegotiatedRates,
  updateCarrier,
  type CarrierRecord,
  type NegotiatedRateRow,
} from '../store/carriers.js';
import { idParam, jsonString, nowIso, objectBody } from './util.js';

export function carrierToWire(rec: CarrierRecord): Record<string, unknown> {
  return {
    id: rec.id,
    type: rec.type,
    state: rec.state,
    created_at: rec.created_at,
    updated_at: rec.updated_at,
    credentials: maskCredentials(rec.type as CarrierType, rec.credentials),
    settings: rec.settings,
  };
}

export default async function routes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  const { db, clock, ids } = deps;

  const mustGet = (req: FastifyRequest): CarrierRecord => {
    const rec = getCarrier(db, req.principal, idParam(req));
    if (!rec) throw notFound('Carrier', idParam(req));
    return rec;
  };

  app.post('/v1/carriers', async (req) => {
    const body = objectBody(req, 'a JSON object with type, credentials and settings');
    assertNoProblems(validateCarrierAccount(body, { mode: 'create' }));
    const at = nowIso(clock);
    const rec: CarrierRecord = {
      id: ids.id(),
      account_id: req.principal.accountId,
      sub_user_id: req.principal.subUserId,
      type: body.type as string,
      state: 'active',
      credentials: applyCredentialDefaults(
        body.type as CarrierType,
        (body.credentials ?? {}) as Record<string, unknown>,
      ),
      settings: withDefaultSettings(
        body.type as CarrierType,
        body.settings as Record<string, unknown> | undefined,
      ),
      created_at: at,
      updated_at: at,
    };
    insertCarrier(db, rec);
    return carrierToWire(rec);
  });

  app.get('/v1/carriers', async (req) => listCarriers(db, req.principal).map(carrierToWire));

  app.put('/v1/carriers/:id', async (req) => {
    const rec = mustGet(req);
    const body = objectBody(req, 'a JSON object with credentials and/or settings');
    const current = { credentials: rec.credentials, settings: rec.settings };
    assertNoProblems(
      validateCarrierAccount(body, { mode: 'update', type: rec.type as CarrierType, current }),
    );
    // Stored as validated: credentials merged member by member, settings one level deep.
    const updated: CarrierRecord = {
      ...rec,
      credentials:
        body.credentials === undefined
          ? rec.credentials
          : { ...rec.credentials, ...(body.credentials as object) },
      settings:
        body.settings === undefined
          ? rec.settings
          : mergeSettings(rec.settings, body.settings as Record<string, unknown>),
      updated_at: nowIso(clock),
    };
    updateCarrier(db, rec.id, updated);
    return carrierToWire(updated);
  });

  app.delete('/v1/carriers/:id', async (req, reply) => {
    const rec = mustGet(req);
    deleteCarrier(db, rec.id, nowIso(clock));
    return jsonString(reply, `Carrier ${rec.id} (${rec.type}) was deleted.`);
  });

  app.post('/v1/carriers/:id/rates', async (req, reply) => {
    const rec = mustGet(req);
    // The bare array of 4.9, or the { rates: [...] } form the live service is noted to take.
    const body: unknown = req.body;
    const wrapped =
      typeof body === 'object' && body !== null && !Array.isArray(body) && 'rates' in body
        ? (body as { rates: unknown }).rates
        : body;
    assertNoProblems(validateNegotiatedRates(wrapped, rec.type), 'negotiated-rates');
    const rows = wrapped as NegotiatedRateRow[];
    setNegotiatedRates(db, rec.id, rows, nowIso(clock));
    // 4.9 lists "message" as the answer: a message object, not a bare string.
    reply.type('application/json; charset=utf-8');
    return {
      message: `Negotiated rates of carrier ${rec.id} (${rec.type}) saved: ${rows.length} row${rows.length === 1 ? '' : 's'}.`,
    };
  });

  app.delete('/v1/carriers/:id/rates', async (req, reply) => {
    const rec = mustGet(req);
    const had = clearNegotiatedRates(db, rec.id);
    reply.type('application/json; charset=utf-8');
    return {
      message: had
        ? `Negotiated rates of carrier ${rec.id} (${rec.type}) were cleared; standard rates apply.`
        : `Carrier ${rec.id} (${rec.type}) had no negotiated rates; standard rates apply.`,
    };
  });
}
