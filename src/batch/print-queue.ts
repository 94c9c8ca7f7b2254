// What has come out of the printer, per document: a label (and its delivery note) is
// "pending" from the moment its shipment exists until a print target took it, and
// "printed" after. A re-run, a resume or `orders ship` again prints only what is pending;
// a reprint is asked for by name and counted apart. Kept beside the batch journal in the
// data directory, one row per shipment and kind, so that every command that prints
// (ship, orders ship, station, batch ship, labels print) reads the same state.
import { openStore, sql, type DatabaseSync } from '../sqlite/index.js';

export const PRINT_QUEUE_FILE = 'print-queue.db';

export type PrintKind = 'label' | 'note';
export type PrintState = 'pending' | 'printed' | 'void';

export interface PrintEntry {
  shipment_id: string;
  kind: PrintKind;
  ref_number: string | null;
  /** Tracking numbers, space-separated (searched by name). */
  tracking: string | null;
  /** Where the document is on disk, when it was saved. */
  file: string | null;
  state: PrintState;
  queued_at: string;
  printed_at: string | null;
  /** How many times it went to a printer (a reprint counts). */
  prints: number;
  error: string | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS prints (
  shipment_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  ref_number TEXT,
  tracking TEXT,
  file TEXT,
  state TEXT NOT NULL,
  queued_at TEXT NOT NULL,
  printed_at TEXT,
  prints INTEGER NOT NULL DEFAULT 0,
  error TEXT,
  PRIMARY KEY (shipment_id, kind)
);
CREATE INDEX IF NOT EXISTS prints_state ON prints (state);
CREATE INDEX IF NOT EXISTS prints_ref ON prints (ref_number);
`;

export interface Wanted {
  shipmentId: string;
  kind: PrintKind;
  ref?: string | null;
  tracking?: readonly string[];
  file?: string | null;
}

export class PrintQueue {
  readonly #db: DatabaseSync;
  readonly #now: () => Date;

  private constructor(db: DatabaseSync, now: () => Date) {
    this.#db = db;
    this.#now = now;
  }

  static open(file: string, options: { now?: () => Date } = {}): PrintQueue {
    // FULL: a "printed" mark that a power cut took back would print the label twice.
    const db = openStore(file, { busyTimeoutMs: 10_000, synchronous: 'full', schema: SCHEMA });
    return new PrintQueue(db, options.now ?? (() => new Date()));
  }

  close(): void {
    this.#db.close();
  }

  /**
   * The document is wanted on paper: queued as pending unless it is known already (its
   * state kept, a file or tracking number learnt since filled in). Returns its entry.
   */
  want(w: Wanted): PrintEntry {
    sql(
      this.#db,
      `INSERT INTO prints (shipment_id, kind, ref_number, tracking, file, state, queued_at)
       VALUES (?, ?, ?, ?, ?, 'pending', ?)
       ON CONFLICT (shipment_id, kind) DO UPDATE SET
         ref_number = COALESCE(prints.ref_number, excluded.ref_number),
         tracking = COALESCE(prints.tracking, excluded.tracking),
         file = COALESCE(excluded.file, prints.file)`,
    ).run(
      w.shipmentId,
      w.kind,
      w.ref ?? null,
      w.tracking && w.tracking.length > 0 ? w.tracking.join(' ') : null,
      w.file ?? null,
      this.#now().toISOString(),
    );
    return this.get(w.shipmentId, w.kind)!;
  }

  get(shipmentId: string, kind: PrintKind): PrintEntry | undefined {
    return sql(this.#db, 'SELECT * FROM prints WHERE shipment_id = ? AND kind = ?').get(shipmentId, kind) as
      PrintEntry | undefined;
  }

  /** It came out of the printer (or the target took it). */
  printed(shipmentId: string, kind: PrintKind): void {
    sql(
      this.#db,
      `UPDATE prints SET state = 'printed', printed_at = ?, prints = prints + 1, error = NULL
       WHERE shipment_id = ? AND kind = ?`,
    ).run(this.#now().toISOString(), shipmentId, kind);
  }

  /** The print failed: it stays as it was (pending when it never printed), with the reason. */
  failed(shipmentId: string, kind: PrintKind, error: string): void {
    sql(this.#db, 'UPDATE prints SET error = ? WHERE shipment_id = ? AND kind = ?').run(
      error,
      shipmentId,
      kind,
    );
  }

  /** The shipment was voided: its documents are never printed again, nor waiting. */
  voided(shipmentId: string): void {
    sql(this.#db, `UPDATE prints SET state = 'void' WHERE shipment_id = ?`).run(shipmentId);
  }

  /** What waits for the printer, oldest first, each shipment's label before its note. */
  pending(): PrintEntry[] {
    return sql(
      this.#db,
      `SELECT * FROM prints WHERE state = 'pending' ORDER BY queued_at, shipment_id, kind`,
    ).all() as PrintEntry[];
  }

  /**
   * The documents a person names: a shipment ID, an order's ref number or one of its
   * tracking numbers (as written, or without hyphens and spaces).
   */
  find(name: string): PrintEntry[] {
    const bare = name.replace(/[\s-]/g, '');
    return sql(
      this.#db,
      `SELECT * FROM prints
       WHERE shipment_id = ? OR ref_number = ?
          OR (' ' || REPLACE(tracking, '-', '') || ' ') LIKE ?
       ORDER BY queued_at, shipment_id, kind`,
    ).all(name, name, `% ${bare} %`) as PrintEntry[];
  }
}
