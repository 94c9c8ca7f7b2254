// Sends a prepared run: N creates in flight through the client's one call-limit gate
// (so the run spends the quota without a row failing on 429), each row journaled
// before and after its request, ambiguous failures reconciled by ref_number before
// anything is sent again, labels fetched as rows complete.
import { createShipment, isApiError, type ApiClient } from '../api/index.js';
import type { Shipment } from '../contract/index.js';
import {
  attemptMismatches,
  splitBySource,
  validateShipmentRequest,
  type AccountRef,
  type AttemptShape,
} from '../domain/index.js';
import { quoted, type Journal, type RowState } from './journal.js';
import type { LabelFetcher } from './labels.js';
import { labelOf, pickAttempt, shipmentsByRef, trackingNumbersOf } from './reconcile.js';

export interface Progress {
  total: number;
  done: number;
  failed: number;
  skipped: number;
  /** Not done yet: pending, sending, unknown. */
  remaining: number;
  /** Rows completed by this process (for the rate). */
  sentNow: number;
  startedAt: number;
}

export interface RunnerOptions {
  client: ApiClient;
  journal: Journal;
  runId: string;
  concurrency: number;
  now: () => Date;
  accounts?: AccountRef[];
  /** false: inferred rules do not fail a row (the live service judges); default true. */
  strict?: boolean;
  retryFailed: boolean;
  /** Stop before the sum of the quotes of the rows shipped would pass this. */
  maxTotal?: number;
  labels?: LabelFetcher;
  /** Aborting stops scheduling; requests in flight finish and are journaled. */
  signal?: AbortSignal;
  onProgress?: (p: Progress) => void;
  onNotice?: (message: string) => void;
  /** Reconcile-and-resend rounds after ambiguous failures (default 5). */
  maxRounds?: number;
}

export interface RunOutcome {
  stoppedBy?: 'max-total' | 'signal';
  /** A failure that stopped the run (auth, call limit, network); rows are left resumable. */
  fatal?: unknown;
  /** Rows reconciled (adopted an existing shipment) by this process. */
  adopted: number;
  /** Rows never sent from this journal whose ref already has a shipment: shipped by an earlier journal. */
  alreadyShipped: number;
}

/** The text kept for a failed row: message, code, details. */
export function errorText(err: unknown): string {
  if (!isApiError(err)) return err instanceof Error ? err.message : String(err);
  const details = err.details.map((d) => (d.field ? `${d.field}: ${d.issue}` : d.issue));
  return [err.message, err.code ? `(${err.code})` : '', details.length ? `— ${details.join('; ')}` : '']
    .filter(Boolean)
    .join(' ');
}

export async function executeRun(o: RunnerOptions): Promise<RunOutcome> {
  const { journal, runId } = o;
  const outcome: RunOutcome = { adopted: 0, alreadyShipped: 0 };
  const start = journal.counts(runId);
  const progress: Progress = {
    total: start.total,
    done: start.done,
    failed: start.failed,
    skipped: start.skipped,
    remaining: start.pending + start.sending + start.unknown,
    sentNow: 0,
    startedAt: Date.now(),
  };
  const beat = setInterval(() => journal.heartbeat(runId), 5_000);
  beat.unref();
  const stopped = () => outcome.stoppedBy !== undefined || outcome.fatal !== undefined;
  const quoteSpent = quoted(journal, runId, ['done']).sum;
  const money = { spent: quoteSpent, reserved: 0 };

  try {
    // A resumed run checks both its interrupted rows and its never-sent ones against the
    // shipments that exist: one listing of every page serves both (it was read twice).
    const listing = startListing(o);
    await reconcile(o, outcome, progress, listing);
    await alreadyShipped(o, outcome, progress, listing);
    const rounds = o.maxRounds ?? 5;
    for (let round = 1; round <= rounds && !stopped(); round += 1) {
      const from: RowState[] = round === 1 && o.retryFailed ? ['pending', 'failed'] : ['pending'];
      const queue = journal.seqs(runId, from);
      if (queue.length === 0) break;
      if (round === 1 && o.retryFailed) {
        progress.remaining += progress.failed;
        progress.failed = 0;
      }
      await sendAll(o, queue, from, outcome, progress, money);
      if (stopped() || journal.seqs(runId, ['sending', 'unknown']).length === 0) break;
      await reconcile(o, outcome, progress);
    }
    await o.labels?.drain();
  } finally {
    clearInterval(beat);
  }
  return outcome;
}

async function sendAll(
  o: RunnerOptions,
  queue: number[],
  from: RowState[],
  outcome: RunOutcome,
  progress: Progress,
  money: { spent: number; reserved: number },
): Promise<void> {
  const { journal, runId } = o;
  let next = 0;
  const emit = () => o.onProgress?.({ ...progress });
  const halt = () => outcome.stoppedBy !== undefined || outcome.fatal !== undefined;

  const worker = async () => {
    while (next < queue.length && !halt()) {
      if (o.signal?.aborted) {
        outcome.stoppedBy = 'signal';
        return;
      }
      const seq = queue[next++]!;
      const row = journal.row(runId, seq);
      const body = JSON.parse(row.body_json) as Record<string, any>;
      const { errors: problems } = splitBySource(
        validateShipmentRequest(body, {
          now: o.now(),
          mode: 'shipment',
          ...(o.accounts ? { accounts: o.accounts } : {}),
        }),
        'shipment',
        o.strict ?? true,
      );
      if (problems.length > 0) {
        journal.mark(runId, seq, 'failed', problems.map((p) => `${p.field}: ${p.issue}`).join('; '));
        progress.failed += 1;
        progress.remaining -= 1;
        emit();
        continue;
      }
      const price = row.quote ?? 0;
      if (o.maxTotal !== undefined && money.spent + money.reserved + price > o.maxTotal) {
        outcome.stoppedBy = 'max-total';
        return;
      }
      // sent_at is the real local clock: reconcile places it on the server's clock (client.attemptStart).
      if (!journal.claim(runId, seq, from, new Date())) continue;
      money.reserved += price;
      try {
        const shipment = await createShipment(o.client, body as never);
        journal.markDone(runId, seq, {
          shipmentId: shipment.id,
          trackingNumbers: trackingNumbersOf(shipment),
          ...(labelOf(shipment) ? { labelUrl: labelOf(shipment)! } : {}),
        });
        money.spent += price;
        progress.done += 1;
        progress.sentNow += 1;
        progress.remaining -= 1;
        const label = labelOf(shipment);
        if (label) o.labels?.enqueue(seq, label, shipment.id);
      } catch (err) {
        settleFailure(o, seq, err, outcome, progress);
      } finally {
        money.reserved -= price;
      }
      emit();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, o.concurrency) }, worker));
}

function settleFailure(
  o: RunnerOptions,
  seq: number,
  err: unknown,
  outcome: RunOutcome,
  progress: Progress,
): void {
  const { journal, runId } = o;
  const category = isApiError(err) ? err.category : undefined;
  if (category === 'validation' || category === 'not_found') {
    // The server refused the body: nothing was created, and the same body gets the same answer.
    journal.mark(runId, seq, 'failed', errorText(err));
    progress.failed += 1;
    progress.remaining -= 1;
    return;
  }
  if (category === 'rate_limited' || category === 'auth' || category === 'network') {
    // Nothing was created (a 429, a refused token, a connection that never carried the
    // request): the row goes back to pending, and the run stops — every row would fail alike.
    journal.mark(runId, seq, 'pending', errorText(err));
    outcome.fatal ??= err;
    return;
  }
  // outcome_unknown, or anything unexpected: the label may exist. Never re-sent blindly.
  journal.mark(runId, seq, 'unknown', errorText(err));
  if (category !== 'outcome_unknown' && category !== 'server') outcome.fatal ??= err;
}

/**
 * Rows this journal has never sent, whose ref (derived from the file and its options)
 * already has an active shipment: the same file was shipped under a journal that is
 * gone (batch.db deleted, another SHIPCTL_HOME). They are reported as already shipped
 * and not sent again (issue 13, item 9). One listing for the whole run.
 */
type Listing = () => Promise<Map<string, Shipment[]>>;

/** Rows a run starts with whose ref may already have a shipment: interrupted, or never sent. */
function startListing(o: RunnerOptions): Listing {
  const { journal, runId } = o;
  const refs = new Set([
    ...journal.seqs(runId, ['sending', 'unknown']).map((seq) => journal.row(runId, seq).ref_number),
    ...journal
      .seqs(runId, ['pending'])
      .map((seq) => journal.row(runId, seq))
      .filter((r) => r.attempts === 0)
      .map((r) => r.ref_number),
  ]);
  let listing: Promise<Map<string, Shipment[]>> | undefined;
  return () => (listing ??= shipmentsByRef(o.client, refs));
}

async function alreadyShipped(
  o: RunnerOptions,
  outcome: RunOutcome,
  progress: Progress,
  listing: Listing,
): Promise<void> {
  const { journal, runId } = o;
  const rows = journal
    .seqs(runId, ['pending'])
    .map((seq) => journal.row(runId, seq))
    .filter((r) => r.attempts === 0);
  if (rows.length === 0) return;
  const byRef = await listing();
  for (const row of rows) {
    // The same parcel only: a shipment carrying the ref but another recipient or size
    // is not this row's (H1), and the row is sent.
    const body = JSON.parse(row.body_json) as AttemptShape;
    const active = (byRef.get(row.ref_number) ?? []).filter(
      (s) =>
        (s.state === undefined || s.state === 'active') &&
        attemptMismatches(body, s as AttemptShape).length === 0,
    );
    const s = active.sort((a, b) => String(a.created_at ?? '').localeCompare(String(b.created_at ?? '')))[0];
    if (!s) continue;
    journal.markDone(runId, row.seq, {
      shipmentId: s.id,
      trackingNumbers: trackingNumbersOf(s),
      ...(labelOf(s) ? { labelUrl: labelOf(s)! } : {}),
    });
    journal.note(
      runId,
      row.seq,
      `already shipped as ${s.id} (created ${s.created_at ?? '?'}); not sent again`,
    );
    outcome.alreadyShipped += 1;
    progress.done += 1;
    progress.remaining -= 1;
    const label = labelOf(s);
    if (label) o.labels?.enqueue(row.seq, label, s.id);
  }
  if (outcome.alreadyShipped > 0) o.onProgress?.({ ...progress });
}

/** Rows that may have a shipment ('sending' after a kill, 'unknown' after an ambiguous failure). */
async function reconcile(
  o: RunnerOptions,
  outcome: RunOutcome,
  progress: Progress,
  listing?: Listing,
): Promise<void> {
  const { journal, runId } = o;
  const seqs = journal.seqs(runId, ['sending', 'unknown']);
  if (seqs.length === 0) return;
  const rows = seqs.map((seq) => journal.row(runId, seq));
  o.onNotice?.(
    `checking ${rows.length} row${rows.length === 1 ? '' : 's'} whose last request may have created a shipment`,
  );
  // At the start, the run's one listing; after a round, a fresh one (this round's sends).
  const byRef = listing
    ? await listing()
    : await shipmentsByRef(o.client, new Set(rows.map((r) => r.ref_number)));
  for (const row of rows) {
    const sentMs = Date.parse(row.sent_at ?? '');
    const start = Number.isFinite(sentMs) ? o.client.attemptStart(sentMs) : new Date(8.64e15);
    const { found: hit, rejected } = pickAttempt(
      JSON.parse(row.body_json),
      byRef.get(row.ref_number) ?? [],
      start,
    );
    for (const r of rejected)
      o.onNotice?.(
        `row ${row.line}: ${r.shipment.id} also has ref ${row.ref_number} but is not this row's shipment (${r.reason}); not adopted`,
      );
    if (!hit) {
      // No shipment this attempt could have made: the request never took effect; send it again.
      journal.mark(runId, row.seq, 'pending', null);
      continue;
    }
    const s = hit.shipment;
    if (s.state === 'void') {
      journal.mark(
        runId,
        row.seq,
        'failed',
        `its shipment ${s.id} (ref ${row.ref_number}) exists but is void`,
      );
      progress.failed += 1;
      progress.remaining -= 1;
      continue;
    }
    journal.markDone(runId, row.seq, {
      shipmentId: s.id,
      trackingNumbers: trackingNumbersOf(s),
      ...(labelOf(s) ? { labelUrl: labelOf(s)! } : {}),
    });
    outcome.adopted += 1;
    progress.done += 1;
    progress.remaining -= 1;
    if (hit.duplicates.length > 0)
      o.onNotice?.(
        `ref ${row.ref_number} has more than one shipment: ${[s.id, ...hit.duplicates].join(', ')} (kept ${s.id})`,
      );
    const label = labelOf(s);
    if (label) o.labels?.enqueue(row.seq, label, s.id);
  }
  o.onProgress?.({ ...progress });
}
