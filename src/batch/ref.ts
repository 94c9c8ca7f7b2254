// A run's identity and each row's ref_number. The run is the file's content plus the options
// that change what is sent, so re-running the same command finds the same run (and resumes it)
// while a changed file or flag starts a new one. A row's ref_number is its order number, the
// same text whatever file, run or machine it comes from (domain/ref.ts): that is what lets the
// account tell a re-exported file's rows that were shipped already. Only a file without an
// order number gets refs of the run's own making, which no other file shares.
import { createHash } from 'node:crypto';
import { refKey } from '../domain/index.js';

/** What changes the bodies: part of the run's identity. */
export interface RunOptions {
  carrier?: string;
  service?: string;
  carrierId?: string;
  packSize?: number;
  currency?: string;
  test: boolean;
  warehouseId?: string;
  mapping?: Readonly<Record<string, string>>;
  encoding?: string;
  /** --shipment-date as typed (today, tomorrow or a date): a run resumed another day keeps its key. */
  shipmentDate?: string;
}

export function runIdOf(contentHash: string, options: RunOptions): string {
  const canonical = JSON.stringify({
    v: 1,
    content: contentHash,
    options: Object.fromEntries(
      Object.entries(options)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  });
  return createHash('sha256').update(canonical).digest('hex').slice(0, 12);
}

/**
 * The refs of one run's rows, unique in the run as the journal keys rows by ref. A row's order
 * number is its ref; a row refused for repeating an earlier row's order number (plan.ts), or a
 * split order's later part, gets `<ref>@L<line>` (it is never sent). A row without an order
 * number gets `B<8 hex of the run>-<seq>`.
 */
export class RunRefs {
  readonly #runId: string;
  readonly #taken = new Set<string>();

  constructor(runId: string) {
    this.#runId = runId;
  }

  of(row: { ref?: string; seq: number; line: number }): string {
    if (row.ref === undefined) return `B${this.#runId.slice(0, 8)}-${row.seq}`;
    const key = refKey(row.ref);
    if (this.#taken.has(key)) return `${row.ref}@L${row.line}`;
    this.#taken.add(key);
    return row.ref;
  }
}
