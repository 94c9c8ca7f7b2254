// Orders (spec 4.5–4.7, 2.11): created through the API, completed later in the
// app. The sender is a warehouse: setup.warehouse_id, else the default one.
import type { FastifyInstance } from 'fastify';
import { OrderListQuerySchema, OrderRequestSchema, checkRequest } from '../../contract/index.js';
import {
  analyzeOrderRequest,
  isCareUnused,
  resolveListWindow,
  validatePagination,
} from '../../domain/index.js';
import type { SandboxDeps } from '../deps.js';
import { notFound, problems } from '../errors.js';
import type { Principal } from '../principal.js';
import { mergeProblems } from '../shipping/request-check.js';
import {
  deleteOrder,
  getActiveOrder,
  insertOrder,
  listOrders,
  orderIdExists,
} from '../store/orders-store.js';
import { getDefaultWarehouse, getWarehouse, type WarehouseRecord } from '../store/records.js';
import { idParam, jsonString } from './util.js';

function senderWarehouse(deps: SandboxDeps, p: Principal, setup: Record<string, unknown>): WarehouseRecord {
  const id = setup.warehouse_id;
  if (typeof id === 'string') {
    const named = getWarehouse(deps.db, p, id);
    if (!named) {
      throw problems([
        {
          field: 'setup.warehouse_id',
          issue: `no warehouse of yours has id ${JSON.stringify(id)}: list them with GET /v1/warehouses`,
        },
      ]);
    }
    return named;
  }
  const fallback = getDefaultWarehouse(deps.db, p);
  if (!fallback) {
    throw problems([
      {
        field: 'setup.warehouse_id',
        issue: 'you have no warehouse to send from: create one with POST /v1/warehouses',
      },
    ]);
  }
  return fallback;
}

function newOrderId(deps: SandboxDeps): string {
  for (;;) {
    const id = deps.ids.orderId();
    if (!orderIdExists(deps.db, id)) return id;
  }
}

export default async function routes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  const { db, clock } = deps;

  app.post('/v1/orders', async (req) => {
    const now = clock.now();
    const typed = checkRequest(OrderRequestSchema, req.body);
    const analysis = analyzeOrderRequest(req.body, { now });
    const all = mergeProblems(typed.ok ? [] : typed.problems, analysis.problems);
    if (all.length > 0) throw problems(all, 'INVALID', 'order');
    const body = req.body as Record<string, unknown>;
    const setup = { ...(body.setup as Record<string, unknown>) };
    const warehouse = senderWarehouse(deps, req.principal, setup);
    setup.care = setup.care && !isCareUnused(setup.care) ? setup.care : {};
    const at = now.toISOString();
    const id = newOrderId(deps);
    const wire: Record<string, unknown> = {
      id,
      state: 'active',
      created_at: at,
      updated_at: at,
      to_address: body.to_address,
      from_address: warehouse.address,
      products: body.products,
      ...(body.parcels !== undefined ? { parcels: body.parcels } : {}),
      ...(body.customs !== undefined ? { customs: body.customs } : {}),
      setup: { ...setup, warehouse_id: warehouse.id },
    };
    insertOrder(db, req.principal, {
      id,
      state: 'active',
      scope: 'api',
      created_at: at,
      updated_at: at,
      body: wire,
    });
    return wire;
  });

  app.get('/v1/orders', async (req) => {
    const query = (req.query ?? {}) as Record<string, unknown>;
    const now = clock.now();
    const typed = checkRequest(OrderListQuerySchema, query);
    const all = mergeProblems(typed.ok ? [] : typed.problems, validatePagination(query, 'orders'));
    if (all.length > 0) throw problems(all, 'INVALID', 'list');
    const window = resolveListWindow(query, 'orders', now);
    const { rows, count } = listOrders(db, req.principal, {
      scope: (query.scope as 'api' | 'app' | 'all' | undefined) ?? 'api',
      createdAfter: window.createdAfter.toISOString(),
      createdBefore: window.createdBefore.toISOString(),
      limit: window.limit,
      page: window.page,
    });
    return {
      orders: rows.map((r) => r.body),
      count,
      pages: Math.ceil(count / window.limit),
      current_page: window.page,
      current_limit: window.limit,
    };
  });

  app.delete('/v1/orders/:id', async (req, reply) => {
    const order = getActiveOrder(db, req.principal, idParam(req));
    if (!order) throw notFound('Order', idParam(req));
    deleteOrder(db, order.id, clock.now().toISOString());
    return jsonString(reply, `Order ${order.id} was deleted`);
  });
}
