// Address book (spec 4.11): at most 50 entries per principal; provinces as codes.
import type { FastifyInstance } from 'fastify';
import { transaction } from '../../sqlite/index.js';
import type { SandboxDeps } from '../deps.js';
import { assertNoProblems, problems } from '../errors.js';
import { MAX_ADDRESSES, canAddAddress, validateSavedAddress } from '../../domain/index.js';
import { countAddresses, insertAddress, listAddresses, type AddressRecord } from '../store/records.js';
import { nowIso, objectBody } from './util.js';

const toWire = ({ id, created_at, updated_at, address }: AddressRecord) => ({
  id,
  created_at,
  updated_at,
  address,
});

export default async function routes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  const { db, clock, ids } = deps;

  app.post('/v1/addresses', async (req) => {
    const body = objectBody(req, 'an address object');
    assertNoProblems(validateSavedAddress(body), 'address');
    return transaction(db, () => {
      // Counted inside the write transaction: two concurrent 50th adds cannot both pass.
      const count = countAddresses(db, req.principal);
      if (!canAddAddress(count)) {
        throw problems(
          [
            {
              field: 'address',
              issue: `the address book is full (${count} of ${MAX_ADDRESSES} addresses): addresses are only needed for orders made in the app; API shipments take the address in the request`,
            },
          ],
          'Address book limit reached',
        );
      }
      const at = nowIso(clock);
      const rec: AddressRecord = { id: ids.id(), created_at: at, updated_at: at, address: body };
      insertAddress(db, req.principal, rec);
      return toWire(rec);
    });
  });

  app.get('/v1/addresses', async (req) => listAddresses(db, req.principal).map(toWire));
}
