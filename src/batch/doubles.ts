// One order, one real label — finished, not only attempted. Two processes that look at the same
// moment, find nothing and both send leave an order with two active real labels; a void that
// fails (a 503), a kill before the void, or a run that adopted a label after a lost answer can
// leave them there. So every run, fresh or resumed (batch, orders ship, a station's scan),
// checks its own rows against the account before it sends and again at its end: of two or more
// active real labels for one order, the earliest stays and each later one is voided and said —
// whichever process made it, so two processes settling the same order agree on the one kept.
// A later label that cannot be voided is left for the run's caller to name with the kept one and
// a non-zero exit; the next run tries again.
//
// Only a race is settled so: a later label made within SAME_MOMENT_MS of the kept one. A second
// label made on purpose (`ship --allow-duplicate-ref` for a second parcel, minutes later) is a
// person's, and stays. Rows found shipped count too: a re-run from another home (or after the
// journal was lost) finds the order shipped, and must still settle a race it finds. A row of this run whose own label was voided so
// (by this process or another) takes the kept label: its order is shipped, once.
import { deleteShipment, getShipment, isApiError } from '../api/index.js';
import type { Shipment } from '../contract/index.js';
import { refKey } from '../domain/index.js';
import type { Journal } from './journal.js';
import { byCreation, type Ledger } from './ledger.js';
import { labelOf, trackingNumbersOf } from './reconcile.js';
import type { ApiClient } from '../api/index.js';

/** An order left with more than one active real label: the kept one and those not voided. */
export interface Doubled {
  ref: string;
  kept: string;
  left: string[];
  reason: string;
}

export interface SettleResult {
  /** Later labels voided, with the order's ref and the label kept. */
  voided: { ref: string; kept: string; voided: string }[];
  doubled: Doubled[];
  /** Rows of this run now pointing at the kept label (theirs was voided as the later one). */
  repointed: number;
}

export const NOTE_PREFIX = 'already shipped as ';

/**
 * How far apart two labels of one order can be made by a race: each process looked, found
 * nothing and sent, so both creates are in flight within a look and a create of each other
 * (seconds; a minute on a loaded server with retries). Generous, and far below the minutes
 * between a label and a deliberate second one.
 */
export const SAME_MOMENT_MS = 3 * 60_000;

const createdMs = (s: Shipment): number => Date.parse(String(s.created_at ?? '')) || 0;

/**
 * Settles the orders of this run's rows that are done, or may be (sending, unknown): one active
 * real label each. `ledger` is looked at first, so what another process made since is seen.
 */
export async function settleDoubles(options: {
  client: ApiClient;
  journal: Journal;
  runId: string;
  ledger: Ledger;
  onLabel?: (seq: number, url: string, id: string) => void;
}): Promise<SettleResult> {
  const { client, journal, runId, ledger } = options;
  const result: SettleResult = { voided: [], doubled: [], repointed: 0 };
  const rowsByKey = new Map<string, { seq: number; ref: string; shipmentId: string | null }[]>();
  for (const row of journal.rows(runId)) {
    if (row.state !== 'done' && row.state !== 'sending' && row.state !== 'unknown') continue;
    const key = refKey(row.ref_number);
    if (key === '') continue;
    const list = rowsByKey.get(key) ?? [];
    list.push({ seq: row.seq, ref: row.ref_number, shipmentId: row.shipment_id });
    rowsByKey.set(key, list);
  }
  if (rowsByKey.size === 0) return result;
  await ledger.look();
  for (const [key, rows] of rowsByKey) {
    const ref = rows[0]!.ref;
    const ownIds = rows.map((r) => r.shipmentId).filter((id): id is string => id !== null);
    const known = ledger.known(key);
    // Nothing to settle: one label (or none yet), and it is the row's own.
    if (known.length <= 1 && ownIds.every((id) => known.length === 0 || known[0]!.id === id)) continue;
    const active = await ledger.confirmed(ref);
    if (active.length === 0) continue;
    const [kept, ...rest] = [...active].sort(byCreation) as [Shipment, ...Shipment[]];
    const later = rest.filter((s) => createdMs(s) - createdMs(kept) <= SAME_MOMENT_MS);
    const failed: { id: string; reason: string }[] = [];
    for (const s of later) {
      try {
        await deleteShipment(client, s.id);
        ledger.forget(s.id);
        result.voided.push({ ref, kept: kept.id, voided: s.id });
      } catch (err) {
        // The other process settling the same order may have voided it first: read it again.
        const now = await readAgain(client, s.id).catch(() => s);
        if (!now || now.state === 'void') {
          ledger.forget(s.id);
          continue;
        }
        failed.push({ id: s.id, reason: isApiError(err) ? err.spoken : String(err) });
      }
    }
    if (failed.length > 0)
      result.doubled.push({ ref, kept: kept.id, left: failed.map((f) => f.id), reason: failed[0]!.reason });
    const stillActive = new Set([
      kept.id,
      ...failed.map((f) => f.id),
      ...rest.filter((s) => !later.includes(s)).map((s) => s.id),
    ]);
    for (const row of rows) {
      if (row.shipmentId === null || stillActive.has(row.shipmentId)) continue;
      // The row's label is not active any more: voided here as the later one, or by the other
      // process settling the same order. Read it again rather than assume.
      const own = await readAgain(client, row.shipmentId);
      if (own && own.state !== 'void') continue;
      journal.markDone(runId, row.seq, {
        shipmentId: kept.id,
        trackingNumbers: trackingNumbersOf(kept),
        ...(labelOf(kept) ? { labelUrl: labelOf(kept)! } : {}),
      });
      journal.setLabel(runId, row.seq, null);
      journal.note(
        runId,
        row.seq,
        `${NOTE_PREFIX}${kept.id}; the label made at the same moment (${row.shipmentId}) was voided as the later of two`,
      );
      result.repointed += 1;
      const label = labelOf(kept);
      if (label) options.onLabel?.(row.seq, label, kept.id);
    }
  }
  return result;
}

async function readAgain(client: ApiClient, id: string): Promise<Shipment | undefined> {
  try {
    return await getShipment(client, id);
  } catch (err) {
    if (isApiError(err) && err.category === 'not_found') return undefined;
    throw err;
  }
}
