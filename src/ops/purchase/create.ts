// POST /v1/shipments, never sent twice. After an ambiguous failure (timeout,
// dropped connection, 5xx: OutcomeUnknownError) the shipment may exist, so it is
// looked up by its setup.ref_number first (ARCHITECTURE.md, "Reliability rules"). A
// shipment carrying the ref is adopted only when this very attempt could have made
// it: created after the attempt started (server clock) and describing the parcel
// sent (domain/attempt.ts). Otherwise the user is told how to check; nothing is re-sent.
import { messages } from '../../i18n/index.js';
import type { ApiClient } from '../../api/client.js';
import { isApiError } from '../../api/is-api-error.js';
import type { Shipment, ShipmentRequest } from '../../contract/index.js';
import { judgeAttempt, type AttemptShape } from '../../domain/attempt.js';
import type { OpsContext } from '../context.js';
import { CancelledError, CliError, EXIT } from '../errors.js';
import { findByRefCommand } from '../request/ref.js';

const LOOKUP_PAGES = 5;

export interface Created {
  shipment: Shipment;
  /** Found by ref_number after the API did not confirm the create. */
  reconciled: boolean;
}

export interface Lookup {
  ours?: Shipment;
  /** Shipments with the ref that this attempt cannot have created, with the reason. */
  others: { shipment: Shipment; reason: string }[];
}

export async function findAttempt(
  client: ApiClient,
  body: ShipmentRequest,
  attemptLocalMs: number,
): Promise<Lookup> {
  const ref = String(body.setup.ref_number);
  const out: Lookup = { others: [] };
  // The listing itself refreshes the server-clock reading, so the bound is computed after it.
  const candidates: Shipment[] = [];
  const query = {
    state: 'any' as const,
    scope: 'all' as const,
    created_after: new Date(client.attemptStart(attemptLocalMs).getTime() - 24 * 3600_000).toISOString(),
    limit: 100,
  };
  const { shipments } = await import('../../api/index.js');
  for await (const page of shipments.listPages(client, query, { maxPages: LOOKUP_PAGES }))
    candidates.push(...page.items.filter((s) => s.setup?.ref_number === ref));
  const start = client.attemptStart(attemptLocalMs);
  for (const s of candidates) {
    const verdict = judgeAttempt(body as AttemptShape, s as AttemptShape, start);
    if (verdict.ours && !out.ours && s.state !== 'void') out.ours = s;
    else if (!verdict.ours) out.others.push({ shipment: s, reason: verdict.reason });
  }
  return out;
}

/**
 * `signal`: the caller gives up (Ctrl+C, an agent's cancellation) while the create is in flight:
 * the request is aborted, and whether it had been written decides what is said — never a silent
 * 130. A reason that is a CancelledError means nothing had been sent.
 */
export async function createOnce(
  ctx: Pick<OpsContext, 'notices'>,
  client: ApiClient,
  body: ShipmentRequest,
  signal?: AbortSignal,
): Promise<Created> {
  const ref = String(body.setup.ref_number);
  const attemptLocalMs = Date.now();
  const { shipments } = await import('../../api/index.js');
  try {
    const shipment = await shipments.create(client, body, signal ? { signal } : {});
    return { shipment, reconciled: false };
  } catch (err) {
    if (signal?.aborted) {
      if (err instanceof CancelledError)
        throw new CliError(messages().shipping.ship.cancelledBeforeSent, {
          exitCode: EXIT.cancelled,
        });
      throw new CliError(messages().shipping.ship.cancelledInFlight(ref), {
        exitCode: EXIT.unavailable,
        hint: messages().shipping.ship.checkBeforeAgain(findByRefCommand(ref)),
      });
    }
    if (!isApiError(err) || err.category !== 'outcome_unknown') throw err;
    ctx.notices.warn(`${err.message}${err.debugId ? ` (debug_id ${err.debugId})` : ''}`);
    ctx.notices.info(messages().shipping.ship.lookingFor(ref));
    let found: Lookup = { others: [] };
    let lookupFailed: string | undefined;
    try {
      found = await findAttempt(client, body, attemptLocalMs);
    } catch (lookupErr) {
      lookupFailed = (lookupErr as Error).message;
    }
    if (found.ours) return { shipment: found.ours, reconciled: true };
    const text = messages().shipping.ship;
    for (const o of found.others) ctx.notices.warn(text.notAdopted(o.shipment.id, ref, o.reason));
    throw new CliError(text.outcomeUnknown(ref, lookupFailed), {
      exitCode: EXIT.unavailable,
      cause: err,
      hint: text.checkBeforeAgainRef(ref, findByRefCommand(ref)),
    });
  }
}
