// Sends a prepared run: N creates in flight through the client's one call-limit gate
// (so the run spends the quota without a row failing on 429), each row journaled
// before and after its request, ambiguous failures reconciled by ref_number before
// anything is sent again, labels fetched as rows complete. Right before each row's send
// the account is asked whether its order is already shipped (ledger.ts).
import { createShipment, isApiError, listAllShipments, type ApiClient } from '../api/index.js';
import { messages } from '../i18n/index.js';
import type { Shipment, ShipmentListQuery } from '../contract/index.js';
import {
  refKey,
  SHIPMENTS_PAGE_MAX,
  splitBySource,
  validateShipmentRequest,
  type AccountRef,
} from '../domain/index.js';
import { quoted, type Journal, type RowRecord, type RowState } from './journal.js';
import type { LabelFetcher } from './labels.js';
import { byCreation, Ledger } from './ledger.js';
import type { RefLocks } from './ref-lock.js';
import { labelOf, pickAttempt, shipmentsByRef, trackingNumbersOf } from './reconcile.js';
import { NOTE_PREFIX, settleDoubles, type Doubled } from './doubles.js';
import { attemptMarker, canCarryMarker, withMarker } from './attempt-marker.js';

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
  /** The row this report follows, when one row just settled. */
  seq?: number;
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
  /** The account's shipments as last looked at; a caller that runs many (station) keeps one. */
  ledger?: Ledger;
  /** The per-ref purchase locks of the data directory (ref-lock.ts), held around guard + create. */
  refLocks?: RefLocks;
}

export interface RunOutcome {
  /** another-process: a shipment of this run's orders made elsewhere, by a run that started first. */
  stoppedBy?: 'max-total' | 'signal' | 'another-process';
  /** The first shipment of this run's orders made by another process (with stoppedBy another-process). */
  otherProcess?: Shipment;
  /** A failure that stopped the run (auth, call limit, network); rows are left resumable. */
  fatal?: unknown;
  /** Rows reconciled (adopted an existing shipment) by this process. */
  adopted: number;
  /** Rows not sent because their order already has a real label on the account. */
  alreadyShipped: number;
  /** Later labels of an order that had two or more active real ones, voided (by this process). */
  racesVoided: number;
  /** Each of them: the order's ref, the label kept and the one voided. */
  voided: { ref: string; kept: string; voided: string }[];
  /** Orders left with more than one active real label: a later one could not be voided. */
  doubled: Doubled[];
  /** Rows done by an earlier run whose label has been voided since: sent again. */
  reopened: number;
}

/** The text kept for a failed row: message, code, details. */
export function errorText(err: unknown): string {
  if (!isApiError(err)) return err instanceof Error ? err.message : String(err);
  const details = err.details.map((d) => (d.field ? `${d.field}: ${d.issue}` : d.issue));
  return [err.message, err.code ? `(${err.code})` : '', details.length ? `— ${details.join('; ')}` : '']
    .filter(Boolean)
    .join(' ');
}

/** A run's outcome before it has done anything. */
const newOutcome = (): RunOutcome => ({
  adopted: 0,
  alreadyShipped: 0,
  racesVoided: 0,
  reopened: 0,
  voided: [],
  doubled: [],
});

/** The run's progress as its journal stands: every row not settled yet is still to do. */
function progressOf(journal: Journal, runId: string): Progress {
  const c = journal.counts(runId);
  return {
    total: c.total,
    done: c.done,
    failed: c.failed,
    skipped: c.skipped,
    remaining: c.pending + c.sending + c.unknown,
    sentNow: 0,
    startedAt: Date.now(),
  };
}

export async function executeRun(options: RunnerOptions): Promise<RunOutcome> {
  const { journal, runId } = options;
  const outcome = newOutcome();
  const progress = progressOf(journal, runId);
  const beat = setInterval(() => journal.heartbeat(runId), 5_000);
  beat.unref();
  const stopped = () => outcome.stoppedBy !== undefined || outcome.fatal !== undefined;
  const quoteSpent = quoted(journal, runId, ['done']).sum;
  const money = { spent: quoteSpent, reserved: 0 };
  const ledger = options.ledger ?? new Ledger(options.client);
  const watch = watchOthers(options, ledger);

  try {
    await reopenVoided(options, outcome, progress);
    await reconcile(options, outcome, progress);
    // What an earlier run of these rows (or another process) left: settled before anything is sent.
    await settle(options, ledger, outcome);
    const rounds = options.maxRounds ?? 5;
    for (let round = 1; round <= rounds && !stopped(); round += 1) {
      const from: RowState[] = round === 1 && options.retryFailed ? ['pending', 'failed'] : ['pending'];
      const queue = journal.seqs(runId, from);
      if (queue.length === 0) break;
      if (round === 1 && options.retryFailed) {
        progress.remaining += progress.failed;
        progress.failed = 0;
      }
      await sendAll(options, queue, from, outcome, progress, money, ledger, watch);
      if (stopped() || journal.seqs(runId, ['sending', 'unknown']).length === 0) break;
      await reconcile(options, outcome, progress);
    }
    if (outcome.fatal === undefined) await settle(options, ledger, outcome);
    await options.labels?.drain();
  } finally {
    clearInterval(beat);
    watch.stop();
  }
  return outcome;
}

/**
 * A row an earlier run of this journal shipped, whose label was voided since (`shipments void`,
 * on any machine): its order is open again, so the row goes back to pending and a re-run sends
 * it. One listing of the void labels made since the run began.
 */
async function reopenVoided(options: RunnerOptions, outcome: RunOutcome, progress: Progress): Promise<void> {
  const { journal, runId } = options;
  const done = journal.seqs(runId, ['done']);
  const run = journal.run(runId);
  if (done.length === 0 || !run) return;
  // Rows found shipped by an earlier file (a re-export with one more row) hold labels made
  // before this run: the void listing reaches back to the oldest of them, or their voids
  // would go unseen and the dead label be reported as done.
  // The run's start is on the local clock; a label's creation, read from its note, is the
  // server's own: only the first is placed on the server's clock.
  let since = options.client.attemptStart(Date.parse(run.created_at) || 0);
  for (const seq of done) {
    const created = createdOfNote(journal.row(runId, seq).error);
    if (created !== undefined && created < since.getTime()) since = new Date(created);
  }
  const voided = new Set<string>();
  const query: ShipmentListQuery = {
    state: 'void',
    scope: 'all',
    limit: SHIPMENTS_PAGE_MAX,
    created_after: since.toISOString(),
  };
  for await (const s of listAllShipments(options.client, query)) voided.add(s.id);
  if (voided.size === 0) return;
  for (const seq of done) {
    const row = journal.row(runId, seq);
    if (!row.shipment_id || !voided.has(row.shipment_id)) continue;
    journal.reopen(runId, seq, `its label ${row.shipment_id} was voided; sent again`);
    outcome.reopened += 1;
    progress.done -= 1;
    progress.remaining += 1;
  }
}

/** What this run made, and the first shipment of its orders another process made meanwhile. */
interface Watch {
  /** Ref key → the row and shipment this process made for it in this run. */
  made: Map<string, { seq: number; shipment: Shipment }>;
  firstOther?: Shipment;
  stop(): void;
}

/**
 * Shipments of this run's orders that another process creates while it runs: a second PC or
 * home shipping the same file. Each look of the ledger reports what it found new.
 */
function watchOthers(options: RunnerOptions, ledger: Ledger): Watch {
  const seqsByKey = new Map<string, number[]>();
  for (const row of options.journal.rows(options.runId)) {
    const key = refKey(row.ref_number);
    seqsByKey.set(key, [...(seqsByKey.get(key) ?? []), row.seq]);
  }
  const watch: Watch = {
    made: new Map(),
    stop: () => ledger.offFound(onFound),
  };
  // A label of a row whose own create lost its answer (sending, unknown) is most likely that
  // create's: reconcile judges it, and a process alone is never told another one is shipping.
  const uncertain = (key: string) =>
    (seqsByKey.get(key) ?? []).some((seq) =>
      ['sending', 'unknown'].includes(options.journal.row(options.runId, seq).state),
    );
  const onFound = (s: Shipment) => {
    const key = refKey(s.setup?.ref_number);
    if (ledger.isOwn(s.id) || !seqsByKey.has(key) || uncertain(key)) return;
    if (!watch.firstOther || byCreation(s, watch.firstOther) < 0) watch.firstOther = s;
  };
  ledger.onFound(onFound);
  return watch;
}

/**
 * Two runs of the same orders at once (two PCs, two homes): the one whose first label is the
 * later steps aside, so that they stop racing each other for the same rows; each row it leaves
 * is found shipped by the other, or sent by a later run.
 */
function yieldsToOther(watch: Watch, outcome: RunOutcome): boolean {
  const other = watch.firstOther;
  if (!other) return false;
  const mine = [...watch.made.values()].map((m) => m.shipment).sort(byCreation)[0];
  if (mine && byCreation(mine, other) < 0) return false;
  outcome.stoppedBy = 'another-process';
  outcome.otherProcess = other;
  return true;
}

/**
 * Of two or more active real labels for one of this run's orders, the later ones are voided
 * (doubles.ts). At the end a failure to look is the run's own failure; at the start it is too.
 */
async function settle(options: RunnerOptions, ledger: Ledger, outcome: RunOutcome): Promise<void> {
  let settled;
  try {
    settled = await settleDoubles({
      client: options.client,
      journal: options.journal,
      runId: options.runId,
      ledger,
      onLabel: (seq, url, id) => options.labels?.enqueue(seq, url, id),
    });
  } catch (err) {
    outcome.fatal ??= err;
    return;
  }
  for (const v of settled.voided) {
    options.onNotice?.(messages().support.batch.laterVoided(v.ref, v.voided, v.kept));
    outcome.voided.push(v);
  }
  outcome.racesVoided += settled.voided.length;
  // The last settle's word stands: a start that could not void may be followed by an end that could.
  outcome.doubled = settled.doubled;
}

const ALREADY_SHIPPED = NOTE_PREFIX;

/** When the label a row was found shipped as was made, as its note says (takeEarlier). */
function createdOfNote(note: string | null): number | undefined {
  if (!isAlreadyShippedNote(note)) return undefined;
  const at = Date.parse(/\(created ([^)]+)\)/.exec(note!)?.[1] ?? '');
  return Number.isNaN(at) ? undefined : at;
}

/**
 * Before a run is confirmed: rows done by an earlier call whose label was voided since go back
 * to pending, and pending rows whose order already has a real label on the account are taken
 * as done with it. What is left pending is what will be sent, and the question counts and
 * prices only that (a re-exported file with one more row asks about one label, not all).
 */
export async function settleBeforeSend(
  options: Pick<RunnerOptions, 'client' | 'journal' | 'runId' | 'ledger' | 'labels'>,
): Promise<{ reopened: number; alreadyShipped: number }> {
  const { journal, runId } = options;
  const outcome = newOutcome();
  const progress = progressOf(journal, runId);
  const full = { ...options, concurrency: 1, now: () => new Date(), retryFailed: false } as RunnerOptions;
  await reopenVoided(full, outcome, progress);
  const pending = journal.seqs(runId, ['pending']);
  if (pending.length === 0) return outcome;
  const ledger = options.ledger ?? new Ledger(options.client);
  await ledger.look();
  for (const seq of pending) {
    const row = journal.row(runId, seq);
    const earlier = (await ledger.confirmed(row.ref_number))[0];
    if (earlier) takeEarlier(full, row, earlier, outcome, progress);
  }
  return outcome;
}

/** Whether a row's note says it was found shipped, not shipped by its run. */
export const isAlreadyShippedNote = (note: string | null | undefined): boolean =>
  typeof note === 'string' && note.startsWith(ALREADY_SHIPPED);

/** A row whose order already has a real label: done with that shipment, nothing sent. */
function takeEarlier(
  options: RunnerOptions,
  row: RowRecord,
  s: Shipment,
  outcome: RunOutcome,
  progress: Progress,
): void {
  const { journal, runId } = options;
  journal.markDone(runId, row.seq, {
    shipmentId: s.id,
    trackingNumbers: trackingNumbersOf(s),
    ...(labelOf(s) ? { labelUrl: labelOf(s)! } : {}),
  });
  journal.note(runId, row.seq, `${ALREADY_SHIPPED}${s.id} (created ${s.created_at ?? '?'}); not sent again`);
  outcome.alreadyShipped += 1;
  progress.done += 1;
  progress.remaining -= 1;
  const label = labelOf(s);
  if (label) options.labels?.enqueue(row.seq, label, s.id);
}

async function sendAll(
  options: RunnerOptions,
  queue: number[],
  from: RowState[],
  outcome: RunOutcome,
  progress: Progress,
  money: { spent: number; reserved: number },
  ledger: Ledger,
  watch: Watch,
): Promise<void> {
  const { journal, runId } = options;
  let next = 0;
  const emit = (seq: number) => options.onProgress?.({ ...progress, seq });
  const halt = () => outcome.stoppedBy !== undefined || outcome.fatal !== undefined;

  /** Sends rows until the queue is empty, or until `until` rows have been taken (all of a worker's). */
  const worker = async (until = queue.length) => {
    while (next < queue.length && next < until && !halt()) {
      if (options.signal?.aborted) {
        outcome.stoppedBy = 'signal';
        return;
      }
      const seq = queue[next++]!;
      const row = journal.row(runId, seq);
      const body = JSON.parse(row.body_json) as Record<string, any>;
      const { errors: problems } = splitBySource(
        validateShipmentRequest(body, {
          now: options.now(),
          mode: 'shipment',
          ...(options.accounts ? { accounts: options.accounts } : {}),
        }),
        'shipment',
        options.strict ?? true,
      );
      if (problems.length > 0) {
        journal.mark(runId, seq, 'failed', problems.map((p) => `${p.field}: ${p.issue}`).join('; '));
        progress.failed += 1;
        progress.remaining -= 1;
        emit(seq);
        continue;
      }
      const price = row.quote ?? 0;
      if (options.maxTotal !== undefined && money.spent + money.reserved + price > options.maxTotal) {
        outcome.stoppedBy = 'max-total';
        return;
      }
      const guardAndSend = async (): Promise<'stop' | 'continue' | 'sent'> => {
        // The account, right before the send: a label made since the run began — by this run's
        // other rows, another PC, another home — holds the order back.
        let earlier: Shipment[];
        try {
          earlier = await ledger.shippedAs(row.ref_number);
        } catch (err) {
          outcome.fatal ??= err;
          return 'stop';
        }
        if (halt() || yieldsToOther(watch, outcome)) return 'stop';
        if (earlier.length > 0) {
          takeEarlier(options, row, earlier[0]!, outcome, progress);
          emit(seq);
          return 'continue';
        }
        // sent_at is the real local clock: reconcile places it on the server's clock (client.attemptStart).
        const sentAt = new Date();
        if (!journal.claim(runId, seq, from, sentAt)) return 'continue';
        try {
          const marked = withMarker(body, attemptMarker(runId, seq, sentAt.toISOString()));
          const shipment = await createShipment(options.client, marked as never);
          ledger.record(shipment);
          if (shipment.test !== true) watch.made.set(refKey(row.ref_number), { seq, shipment });
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
          if (label) options.labels?.enqueue(seq, label, shipment.id);
        } catch (err) {
          settleFailure(options, seq, err, outcome, progress);
        }
        return 'sent';
      };
      // Held from here until the row is settled, with no await between the check above and
      // this: workers side by side cannot all pass the limit before any is counted.
      money.reserved += price;
      let step: 'stop' | 'continue' | 'sent';
      try {
        // Guard and create under the ref's lock: another purchase of this order on this machine
        // (another worker, a station, `ship`, an MCP server) waits, then finds this label.
        step = await (options.refLocks
          ? options.refLocks.hold(row.ref_number, guardAndSend, {
              onWait: () => options.onNotice?.(messages().support.batch.waitingForRef(row.ref_number)),
            })
          : guardAndSend());
      } catch (err) {
        outcome.fatal ??= err;
        return;
      } finally {
        money.reserved -= price;
      }
      if (step === 'stop') return;
      if (step === 'continue') continue;
      emit(seq);
    }
  };
  // The first row goes alone: were another PC or home to start the same orders at the same
  // instant, each run's next look then sees the other's first label, and one steps aside
  // before they race on four rows at once (yieldsToOther).
  if (watch.made.size === 0) await worker(1);
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, () => worker()));
}

function settleFailure(
  options: RunnerOptions,
  seq: number,
  err: unknown,
  outcome: RunOutcome,
  progress: Progress,
): void {
  const { journal, runId } = options;
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
  options.onNotice?.(messages().support.batch.outcomeUnknown(journal.row(runId, seq).line));
  if (category !== 'outcome_unknown' && category !== 'server') outcome.fatal ??= err;
}

/** How long a create sent by a process that died may still be stored by the server. */
const IN_FLIGHT_MS = 10_000;

/** Rows that may have a shipment ('sending' after a kill, 'unknown' after an ambiguous failure). */
async function reconcile(options: RunnerOptions, outcome: RunOutcome, progress: Progress): Promise<void> {
  const { journal, runId } = options;
  const seqs = journal.seqs(runId, ['sending', 'unknown']);
  if (seqs.length === 0) return;
  const rows = seqs.map((seq) => journal.row(runId, seq));
  options.onNotice?.(messages().support.batch.checking(rows.length));
  // A row left sending by a process that died a moment ago: its request may still be on its way
  // through the server, stored only after this look. Looking before it lands would send the row
  // again beside it; so the look waits until the youngest such request is IN_FLIGHT_MS old.
  const youngest = Math.max(
    ...rows.filter((r) => r.state === 'sending').map((r) => Date.parse(r.sent_at ?? '') || 0),
  );
  const wait = youngest + IN_FLIGHT_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const byRef = await shipmentsByRef(options.client, new Set(rows.map((r) => r.ref_number)));
  for (const row of rows) {
    const sentMs = Date.parse(row.sent_at ?? '');
    const start = Number.isFinite(sentMs) ? options.client.attemptStart(sentMs) : new Date(8.64e15);
    const body: unknown = JSON.parse(row.body_json);
    // The marker its last attempt sent, when the body had room for one (attempt-marker.ts).
    const marker =
      row.sent_at && canCarryMarker(body) ? attemptMarker(runId, row.seq, row.sent_at) : undefined;
    const { found: hit, rejected } = pickAttempt(
      body,
      byRef.get(refKey(row.ref_number)) ?? [],
      start,
      marker,
    );
    for (const r of rejected)
      options.onNotice?.(
        messages().support.batch.notAdopted(row.line, r.shipment.id, row.ref_number, r.reason),
      );
    if (!hit) {
      // No shipment this attempt could have made: the request never took effect; send it again.
      journal.mark(runId, row.seq, 'pending', null);
      continue;
    }
    const s = hit.shipment;
    if (s.state === 'void') {
      // Voided since: as the later of two labels of its order (the order is shipped by the
      // other, which the ledger finds before any send), or by a person (a void opens the order
      // again, as reopenVoided does). Either way the row goes back to the ledger, not to failed.
      journal.mark(runId, row.seq, 'pending', `its shipment ${s.id} (ref ${row.ref_number}) was voided`);
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
    // Other labels this attempt could also have made are settled after (settle): the later voided.
    const label = labelOf(s);
    if (label) options.labels?.enqueue(row.seq, label, s.id);
  }
  options.onProgress?.({ ...progress });
}
