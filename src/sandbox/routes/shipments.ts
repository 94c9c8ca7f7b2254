// Shipments (spec 4.1–4.4) and the documents they link to.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ShipmentListQuerySchema, checkRequest } from '../../contract/index.js';
import { resolveListWindow, validatePagination } from '../../domain/index.js';
import type { SandboxDeps } from '../deps.js';
import { notFound, problems } from '../errors.js';
import { createShipment } from '../shipping/create-shipment.js';
import { registerDocumentRoutes } from '../shipping/documents.js';
import { mergeProblems } from '../shipping/request-check.js';
import {
  getShipment,
  listShipments,
  shipmentJsonCache,
  shipmentView,
  voidShipment,
} from '../store/shipments-store.js';
import { idParam, JSON_TYPE, jsonString, nowIso } from './util.js';

/**
 * Spec 4.2 answers a bare array while 8.2 lists count, current_page and pages in
 * "the response": the body stays the array of the spec, and the paging facts
 * travel in headers, so a client reading either finds them.
 */
function pagingHeaders(reply: FastifyReply, count: number, pages: number, page: number): void {
  reply.header('X-Total-Count', String(count));
  reply.header('X-Pages', String(pages));
  reply.header('X-Current-Page', String(page));
}

export default async function routes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  const { db, clock } = deps;

  app.post('/v1/shipments', async (req) => createShipment(deps, req.principal, req.body));

  app.get('/v1/shipments', async (req, reply) => {
    const query = (req.query ?? {}) as Record<string, unknown>;
    const now = clock.now();
    const typed = checkRequest(ShipmentListQuerySchema, query);
    const all = mergeProblems(typed.ok ? [] : typed.problems, validatePagination(query, 'shipments'));
    if (all.length > 0) throw problems(all, 'INVALID', 'list');
    const window = resolveListWindow(query, 'shipments', now);
    const { rows, count } = listShipments(db, req.principal, {
      ...(typeof query.carrier === 'string' ? { carrier: query.carrier } : {}),
      state: (query.state as 'active' | 'void' | 'any' | undefined) ?? 'active',
      scope: (query.scope as 'api' | 'all' | undefined) ?? 'api',
      createdAfter: window.createdAfter.toISOString(),
      createdBefore: window.createdBefore.toISOString(),
      limit: window.limit,
      page: window.page,
    });
    pagingHeaders(reply, count, Math.ceil(count / window.limit), window.page);
    return rows.map((r) => shipmentView(r, deps.publicUrl()));
  });

  // The answer clients poll: kept as JSON text until the database changes (store/db.ts).
  const shipmentJson = shipmentJsonCache(db);
  app.get('/v1/shipments/:id', async (req, reply) => {
    const json = shipmentJson(req.principal, idParam(req), deps.publicUrl());
    if (json === undefined) throw notFound('Shipment', idParam(req));
    return reply.type(JSON_TYPE).send(json);
  });

  // A second DELETE of a void shipment answers the same message: voiding is
  // idempotent, so a client retrying after a lost answer is not told it failed.
  app.delete('/v1/shipments/:id', async (req, reply) => {
    const row = getShipment(db, req.principal, idParam(req));
    if (!row) throw notFound('Shipment', idParam(req));
    voidShipment(db, row.id, nowIso(clock));
    return jsonString(reply, `Shipment ${row.id} was deleted`);
  });

  registerDocumentRoutes(app, deps);
}
