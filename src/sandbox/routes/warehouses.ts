// Warehouses (spec 2.14, 4.12): a flat address with kanji members; the first one
// of a principal becomes the default sender of its orders.
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../deps.js';
import { assertNoProblems } from '../errors.js';
import { canonicalWarehouseAddress, validateWarehouse } from '../../domain/index.js';
import { insertWarehouse, listWarehouses, type WarehouseRecord } from '../store/records.js';
import { nowIso, objectBody } from './util.js';

export const warehouseToWire = ({ id, created_at, updated_at, address }: WarehouseRecord) => ({
  id,
  created_at,
  updated_at,
  address,
});

export default async function routes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  const { db, clock, ids } = deps;

  app.post('/v1/warehouses', async (req) => {
    const body = objectBody(req, 'a flat warehouse address object');
    assertNoProblems(validateWarehouse(body), 'warehouse');
    const at = nowIso(clock);
    return warehouseToWire(
      insertWarehouse(db, req.principal, {
        id: ids.id(),
        created_at: at,
        updated_at: at,
        address: canonicalWarehouseAddress(body),
      }),
    );
  });

  app.get('/v1/warehouses', async (req) => listWarehouses(db, req.principal).map(warehouseToWire));
}
