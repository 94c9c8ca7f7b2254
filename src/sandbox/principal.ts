// Who is calling. Every resource row carries (account_id, sub_user_id); a request
// sees only rows with its own pair, the main account's pair having sub_user_id NULL.
import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors.js';

export interface Principal {
  accountId: string;
  subUserId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on every authenticated route (absent only on public routes). */
    principal: Principal;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (e.g. label downloads; those count against their owner's call limit). */
    public?: boolean;
    /** A /__sandbox control: main token only, outside the call limit and the fault hooks. */
    admin?: boolean;
  }
}

/** SQL fragment and parameters selecting the principal's own rows. */
export const SCOPE_SQL = 'account_id = ? AND sub_user_id IS ?';
export const scopeParams = (p: Principal): [string, string | null] => [p.accountId, p.subUserId];

/** Sub-user management accepts only the main account's token (spec 4.14). */
export function requireMainAccount(req: FastifyRequest): Principal {
  const p = req.principal;
  if (p.subUserId !== null) {
    throw forbidden('Sub-user endpoints accept only the main account token, not a sub-user token.');
  }
  return p;
}
