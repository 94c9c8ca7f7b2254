// The batch journal: what was decided and what was sent, row by row, on disk before
// and after every request, so that a run killed at any instant (SIGKILL, power loss)
// resumes without a duplicated label and without a lost row.
//
// SQLite in WAL mode with synchronous=FULL: a state change is on disk when the
// statement returns. A row is written 'sending' (with its ref_number) BEFORE its
// request leaves, and 'done' (shipment id, tracking numbers, label) in one statement
// AFTER the answer; a row found 'sending' or 'unknown' on restart may or may not have
// a shipment, and is looked up by its ref_number before anything is sent again.
import { messages } from '../i18n/index.js';
import { hostname } from 'node:os';
import { processAlive } from '../config/process-alive.js';
import {
  isOpen,
  openStore,
  pragma,
  sql,
  transaction,
  type DatabaseSync,
  type Statement,
} from '../sqlite/index.js';
import { SCHEMA, type RowRecord, type RowState, type RunRecord } from './journal-schema.js';

export * from './journal-schema.js';
export * from './journal-report.js';

export const JOURNAL_FILE = 'batch.db';

export interface NewRow {
  seq: number;
  key: string;
  line: number;
  ref: string;
  body: unknown;
  carrier?: string;
  service?: string;
  state: 'pending' | 'skipped';
  error?: string;
  /** Known without asking: test labels are free. */
  quote?: number;
}

/** A run as it is made: its file, the file's hash, the options that shaped its bodies. */
export interface NewRun {
  id: string;
  file: string;
  hash: string;
  options: unknown;
  encoding: string;
  labelsDir: string;
}

export interface DoneResult {
  shipmentId: string;
  trackingNumbers: string[];
  labelUrl?: string;
}

/** Another live process holds the run. */
export class RunLockedError extends Error {
  override name = 'RunLockedError';
  constructor(
    readonly runId: string,
    readonly pid: number,
    readonly host: string,
  ) {
    super(messages().support.batch.runLocked(runId, pid, host));
  }
}

const HEARTBEAT_STALE_MS = 60_000;

export class Journal {
  readonly #db: DatabaseSync;
  readonly #now: () => Date;

  private constructor(db: DatabaseSync, now: () => Date) {
    this.#db = db;
    this.#now = now;
  }

  static open(file: string, options: { now?: () => Date } = {}): Journal {
    // FULL: a commit in WAL mode is durable (fsync) before the statement returns; NORMAL
    // could lose the last 'sending' mark on power loss and re-send that row.
    const db = openStore(file, { busyTimeoutMs: 10_000, synchronous: 'full', schema: SCHEMA });
    return new Journal(db, options.now ?? (() => new Date()));
  }

  /** The settings durability rests on (for tests and `--debug`). */
  durability(): { journalMode: string; synchronous: string } {
    const mode = String(pragma(this.#db, 'journal_mode'));
    const sync = Number(pragma(this.#db, 'synchronous'));
    return { journalMode: mode, synchronous: ['off', 'normal', 'full', 'extra'][sync] ?? String(sync) };
  }

  close(): void {
    if (isOpen(this.#db)) this.#db.close();
  }

  /** A statement on the journal's connection, compiled once (for the report queries). */
  sql(text: string): Statement {
    return this.#sql(text);
  }

  #sql(text: string): Statement {
    return sql(this.#db, text);
  }

  #iso(): string {
    return this.#now().toISOString();
  }

  // ---- runs ----

  run(id: string): RunRecord | undefined {
    return this.#sql('SELECT * FROM runs WHERE id = ?').get(id) as RunRecord | undefined;
  }

  /** Runs whose id starts with the prefix. */
  findRuns(prefix: string): RunRecord[] {
    return this.#sql("SELECT * FROM runs WHERE id LIKE ? || '%' ORDER BY created_at DESC").all(
      prefix,
    ) as RunRecord[];
  }

  runsWithHash(hash: string): RunRecord[] {
    return this.#sql('SELECT * FROM runs WHERE content_hash = ? ORDER BY created_at').all(
      hash,
    ) as RunRecord[];
  }

  createRun(r: NewRun): void {
    const now = this.#iso();
    this.#sql(
      `INSERT INTO runs (id, file, content_hash, options_json, encoding, labels_dir, state, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'preparing', ?, ?)`,
    ).run(r.id, r.file, r.hash, JSON.stringify(r.options), r.encoding, r.labelsDir, now, now);
  }

  /**
   * Takes the run for this process, creating it (state 'preparing') when it does not exist:
   * one IMMEDIATE transaction, so that processes starting the same run at once find it made
   * and held by the first (RunLockedError), never a half-made one of their own. Returns the
   * state the run had: 'new' when this call made it.
   */
  take(r: NewRun): 'new' | RunRecord['state'] {
    return transaction(this.#db, () => {
      const existing = this.run(r.id);
      if (!existing) this.createRun(r);
      this.lock(r.id);
      return existing ? existing.state : 'new';
    });
  }

  /** Throws away a run's rows (an interrupted preparation is redone from the file). */
  clearRows(runId: string): void {
    this.#sql('DELETE FROM rows WHERE run_id = ?').run(runId);
  }

  deleteRun(runId: string): void {
    transaction(this.#db, () => {
      this.clearRows(runId);
      this.#sql('DELETE FROM runs WHERE id = ?').run(runId);
    });
  }

  /** Inserts rows in one transaction (one fsync for many rows). */
  insertRows(runId: string, rows: readonly NewRow[]): void {
    const now = this.#iso();
    const insert = this.#sql(
      `INSERT INTO rows (run_id, seq, row_key, line, ref_number, body_json, carrier, service, state, error,
        quoted, quote, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    transaction(this.#db, () => {
      for (const r of rows)
        insert.run(
          runId,
          r.seq,
          r.key,
          r.line,
          r.ref,
          JSON.stringify(r.body),
          r.carrier ?? null,
          r.service ?? null,
          r.state,
          r.error ?? null,
          r.quote === undefined ? 0 : 1,
          r.quote ?? null,
          now,
        );
    });
  }

  /** Marks the rows of an order key skipped (an order found split apart in the file). */
  skipKey(runId: string, key: string, error: string): void {
    this.#sql(
      `UPDATE rows SET state = 'skipped', error = ?, updated_at = ? WHERE run_id = ? AND row_key = ?`,
    ).run(error, this.#iso(), runId, key);
  }

  markReady(runId: string): void {
    this.#sql(`UPDATE runs SET state = 'ready', updated_at = ? WHERE id = ?`).run(this.#iso(), runId);
  }

  /**
   * Takes the run for this process. A holder that is dead (same host, pid gone) or
   * silent for a minute is taken over; a live one makes this throw RunLockedError.
   */
  lock(runId: string): void {
    const host = hostname();
    const now = Date.now();
    // IMMEDIATE (as every transaction() is): the check and the take hold the write lock together.
    transaction(this.#db, () => {
      const r = this.run(runId);
      if (r?.owner_pid && r.owner_pid !== process.pid) {
        const sameHost = r.owner_host === host;
        const fresh = (r.heartbeat_at ?? 0) > now - HEARTBEAT_STALE_MS;
        if (fresh && (!sameHost || processAlive(r.owner_pid)))
          throw new RunLockedError(runId, r.owner_pid, r.owner_host ?? '?');
      }
      this.#sql('UPDATE runs SET owner_pid = ?, owner_host = ?, heartbeat_at = ? WHERE id = ?').run(
        process.pid,
        host,
        now,
        runId,
      );
    });
  }

  heartbeat(runId: string): void {
    this.#sql('UPDATE runs SET heartbeat_at = ? WHERE id = ? AND owner_pid = ?').run(
      Date.now(),
      runId,
      process.pid,
    );
  }

  unlock(runId: string): void {
    this.#sql('UPDATE runs SET owner_pid = NULL, heartbeat_at = NULL WHERE id = ? AND owner_pid = ?').run(
      runId,
      process.pid,
    );
  }

  // ---- rows ----

  counts(runId: string): Record<RowState, number> & { total: number } {
    const out = { pending: 0, sending: 0, unknown: 0, done: 0, failed: 0, skipped: 0, total: 0 };
    const rows = this.#sql('SELECT state, COUNT(*) AS n FROM rows WHERE run_id = ? GROUP BY state').all(
      runId,
    ) as { state: RowState; n: number }[];
    for (const { state, n } of rows) {
      out[state] = n;
      out.total += n;
    }
    return out;
  }

  seqs(runId: string, states: readonly RowState[]): number[] {
    const marks = states.map(() => '?').join(', ');
    return (
      this.#sql(`SELECT seq FROM rows WHERE run_id = ? AND state IN (${marks}) ORDER BY seq`).all(
        runId,
        ...states,
      ) as { seq: number }[]
    ).map((r) => r.seq);
  }

  row(runId: string, seq: number): RowRecord {
    return this.#sql('SELECT * FROM rows WHERE run_id = ? AND seq = ?').get(runId, seq) as RowRecord;
  }

  rows(runId: string): IterableIterator<RowRecord> {
    // A statement of its own, not the cache's: two listings may be read at once, and one
    // statement steps through one result at a time.
    return this.#db
      .prepare('SELECT * FROM rows WHERE run_id = ? ORDER BY seq')
      .iterate(runId) as IterableIterator<RowRecord>;
  }

  /** pending/failed → sending, durably, before the request; false when the row was not in `from`. */
  claim(runId: string, seq: number, from: readonly RowState[], sentAt?: Date): boolean {
    const marks = from.map(() => '?').join(', ');
    const now = this.#iso();
    const sent = sentAt ? sentAt.toISOString() : now;
    return (
      this.#sql(
        `UPDATE rows SET state = 'sending', attempts = attempts + 1, sent_at = ?, error = NULL, updated_at = ?
         WHERE run_id = ? AND seq = ? AND state IN (${marks})`,
      ).run(sent, now, runId, seq, ...from).changes === 1
    );
  }

  markDone(runId: string, seq: number, r: DoneResult): void {
    this.#sql(
      `UPDATE rows SET state = 'done', shipment_id = ?, tracking_json = ?, label_url = ?, error = NULL, updated_at = ?
       WHERE run_id = ? AND seq = ?`,
    ).run(r.shipmentId, JSON.stringify(r.trackingNumbers), r.labelUrl ?? null, this.#iso(), runId, seq);
  }

  /** A done row whose shipment is gone (voided): pending again, without its shipment and label. */
  reopen(runId: string, seq: number, note: string): void {
    this.#sql(
      `UPDATE rows SET state = 'pending', shipment_id = NULL, tracking_json = NULL, label_url = NULL,
         label_file = NULL, error = ?, updated_at = ? WHERE run_id = ? AND seq = ? AND state = 'done'`,
    ).run(note, this.#iso(), runId, seq);
  }

  /** A remark on a row, kept in its error column (shown in the results and `batch status`). */
  note(runId: string, seq: number, text: string): void {
    this.#sql('UPDATE rows SET error = ?, updated_at = ? WHERE run_id = ? AND seq = ?').run(
      text,
      this.#iso(),
      runId,
      seq,
    );
  }

  mark(runId: string, seq: number, state: 'pending' | 'unknown' | 'failed', error: string | null): void {
    this.#sql('UPDATE rows SET state = ?, error = ?, updated_at = ? WHERE run_id = ? AND seq = ?').run(
      state,
      error,
      this.#iso(),
      runId,
      seq,
    );
  }

  setLabel(runId: string, seq: number, file: string | null): void {
    this.#sql('UPDATE rows SET label_file = ?, updated_at = ? WHERE run_id = ? AND seq = ?').run(
      file,
      this.#iso(),
      runId,
      seq,
    );
  }

  setQuote(runId: string, seq: number, price: number | null, currency: string | null): void {
    this.#sql('UPDATE rows SET quote = ?, currency = ?, quoted = 1 WHERE run_id = ? AND seq = ?').run(
      price,
      currency,
      runId,
      seq,
    );
  }
}
