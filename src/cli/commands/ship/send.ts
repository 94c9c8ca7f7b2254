// POST /v1/shipments, never sent twice. After an ambiguous failure (timeout,
// dropped connection, 5xx: OutcomeUnknownError) the shipment may exist, so it is
// looked up by its setup.ref_number first (DESIGN.md, "Reliability rules"); when
// it is not found the user is told how to check, and nothing is re-sent.
import type { ApiClient } from '../../../api/client.js';
import { isApiError, shipments } from '../../../api/index.js';
import type { Shipment, ShipmentRequest } from '../../../contract/index.js';
import type { Context } from '../../context.js';
import { CliError, EXIT } from '../../errors.js';
import { withSpinner } from '../../output/spinner.js';

/** How far back the lookup reads: the shipment was made moments ago; a day covers any clock skew. */
const LOOKBACK_MS = 24 * 60 * 60 * 1000;
const LOOKUP_PAGES = 5;

export interface Created {
  shipment: Shipment;
  /** Found by ref_number after the API did not confirm the create. */
  reconciled: boolean;
}

export async function findByRef(client: ApiClient, ref: string, now: Date): Promise<Shipment | undefined> {
  const query = {
    state: 'any' as const,
    created_after: new Date(now.getTime() - LOOKBACK_MS).toISOString(),
    limit: 100,
  };
  for await (const page of shipments.listPages(client, query, { maxPages: LOOKUP_PAGES })) {
    const found = page.items.find((s) => s.setup?.ref_number === ref);
    if (found) return found;
  }
  return undefined;
}

export const checkCommand = (ref: string): string =>
  `shipctl shipments list --state any --json | jq '.[] | select(.setup.ref_number == "${ref}")'`;

export async function createOnce(client: ApiClient, body: ShipmentRequest, ctx: Context): Promise<Created> {
  const ref = String(body.setup.ref_number);
  try {
    const shipment = await withSpinner(ctx.io, 'Creating the shipment', () => shipments.create(client, body));
    return { shipment, reconciled: false };
  } catch (err) {
    if (!isApiError(err) || err.category !== 'outcome_unknown') throw err;
    ctx.notices.warn(`${err.message}${err.debugId ? ` (debug_id ${err.debugId})` : ''}`);
    ctx.notices.info(`looking for a shipment with ref_number ${ref}…`);
    let found: Shipment | undefined;
    let lookupFailed: string | undefined;
    try {
      found = await findByRef(client, ref, ctx.now());
    } catch (lookupErr) {
      lookupFailed = (lookupErr as Error).message;
    }
    if (found) return { shipment: found, reconciled: true };
    throw new CliError(
      `the outcome is unknown: the API did not confirm the shipment, and ${
        lookupFailed
          ? `looking it up failed (${lookupFailed})`
          : `no shipment with ref_number ${ref} was found yet`
      }. It was NOT sent again.`,
      {
        exitCode: EXIT.unavailable,
        cause: err,
        hint: `check before shipping again (ref_number ${ref}): ${checkCommand(ref)}`,
      },
    );
  }
}
