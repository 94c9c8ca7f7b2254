// Sub-users (spec 4.14): managed with the main account's token only; at most 2
// active per account; each has its own token and sees only its own data.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { transaction } from '../../sqlite/index.js';
import { newToken, type SandboxDeps } from '../deps.js';
import { SandboxHttpError, assertNoProblems, notFound, problems } from '../errors.js';
import { requireMainAccount } from '../principal.js';
import {
  MAX_SUB_USERS,
  SUB_USER_LIMIT_CODE,
  SUB_USER_LIMIT_MESSAGE,
  canAddSubUser,
  validateSubUser,
} from '../../domain/index.js';
import {
  countActiveSubUsers,
  deleteSubUser,
  findActiveSubUserByEmail,
  getSubUser,
  insertSubUser,
  listSubUsers,
  setSubUserToken,
  type SubUserRecord,
} from '../store/sub-users.js';
import { idParam, jsonString, nowIso, objectBody } from './util.js';

// The token is shown only when it is handed out (creation with api_token, regeneration).
// Contact members never given are left out rather than sent as null.
const toWire = (rec: SubUserRecord, withToken = false) => ({
  id: rec.id,
  created_at: rec.created_at,
  email: rec.email,
  ...(rec.first_name !== null ? { first_name: rec.first_name } : {}),
  ...(rec.last_name !== null ? { last_name: rec.last_name } : {}),
  ...(rec.company !== null ? { company: rec.company } : {}),
  ...(withToken && rec.token ? { token: rec.token } : {}),
});

const optionalString = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export default async function routes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  const { db, clock, ids } = deps;

  const mustGet = (req: FastifyRequest): SubUserRecord => {
    const main = requireMainAccount(req);
    const rec = getSubUser(db, main.accountId, idParam(req));
    if (!rec) throw notFound('Sub-user', idParam(req));
    return rec;
  };

  app.post('/v1/sub-users', async (req) => {
    const main = requireMainAccount(req);
    const body = objectBody(req, 'a JSON object with email, api_token and contact');
    assertNoProblems(validateSubUser(body));
    const email = (body.email as string).trim();
    const contact = (body.contact ?? {}) as Record<string, unknown>;
    return transaction(db, () => {
      const active = countActiveSubUsers(db, main.accountId);
      if (!canAddSubUser(active)) {
        throw new SandboxHttpError(400, {
          message: 'Sub-user limit reached',
          code: SUB_USER_LIMIT_CODE,
          description: `${active} of ${MAX_SUB_USERS} sub-users are active: ${SUB_USER_LIMIT_MESSAGE}.`,
          details: [{ field: 'email', issue: `cannot be added: ${SUB_USER_LIMIT_MESSAGE}` }],
        });
      }
      const taken = findActiveSubUserByEmail(db, main.accountId, email);
      if (taken)
        throw problems([
          { field: 'email', issue: `is already used by sub-user ${taken.id}: use another address` },
        ]);
      const rec: SubUserRecord = {
        id: ids.id(),
        account_id: main.accountId,
        email,
        first_name: optionalString(contact.first_name),
        last_name: optionalString(contact.last_name),
        company: optionalString(contact.company),
        token: body.api_token === true ? newToken() : null,
        state: 'active',
        created_at: nowIso(clock),
        deleted_at: null,
      };
      insertSubUser(db, rec);
      return toWire(rec, true);
    });
  });

  app.get('/v1/sub-users', async (req) =>
    listSubUsers(db, requireMainAccount(req).accountId).map((r) => toWire(r)),
  );

  app.get('/v1/sub-users/:id', async (req) => toWire(mustGet(req)));

  app.post('/v1/sub-users/:id', async (req) => {
    const rec = mustGet(req);
    const token = newToken();
    setSubUserToken(db, rec.id, token);
    return { token };
  });

  app.delete('/v1/sub-users/:id', async (req, reply) => {
    const rec = mustGet(req);
    deleteSubUser(db, rec.id, nowIso(clock));
    return jsonString(reply, `Sub-user ${rec.id} (${rec.email}) was deleted.`);
  });
}
