// What an agent's server may spend on labels: a cap per profile and JST day, counted in a file
// of the data directory so that it holds across restarts and across servers sharing a home. A
// purchase reserves its price in the same transaction that checks the cap (two confirmations
// sent at once, even from two processes, cannot both pass a check before either is counted);
// the reservation becomes spend when the purchase went out (or may have), and is removed when it
// certainly did not. A void gives the label's amount back to the day it was counted on.
import path from 'node:path';
import { chargeablePrice, jstToday } from '../domain/index.js';
import { openStore, sql, transaction, type DatabaseSync } from '../sqlite/index.js';

export const SPEND_FILE = 'mcp-spend.db';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS spend (
  id INTEGER PRIMARY KEY,
  profile TEXT NOT NULL,
  day TEXT NOT NULL,
  amount_jpy INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('held', 'spent', 'returned')),
  shipment_id TEXT,
  what TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS spend_day ON spend (profile, day);
CREATE INDEX IF NOT EXISTS spend_shipment ON spend (shipment_id);
`;

/** The day's account of a cap: what was spent, what purchases under way hold, what is left. */
export interface SpendDay {
  day: string;
  capJpy: number;
  spentJpy: number;
  heldJpy: number;
  leftJpy: number;
}

/** Why a purchase may not go ahead under the cap (nothing was reserved). */
export type SpendRefusal =
  { reason: 'unpriced'; day: SpendDay } | { reason: 'over_cap'; priceJpy: number; day: SpendDay };

/** A reservation of one purchase: settle it (spent) or release it (nothing happened). */
export interface SpendHold {
  readonly id: number;
  readonly amountJpy: number;
}

export class SpendLedger {
  readonly #db: DatabaseSync;

  private constructor(
    db: DatabaseSync,
    readonly profile: string,
    readonly capJpy: number | undefined,
    private readonly now: () => Date,
  ) {
    this.#db = db;
  }

  /** The ledger of this data directory, for one profile; `capJpy` undefined: no cap (still counted). */
  static open(options: { dataDir: string; profile: string; capJpy?: number; now: () => Date }): SpendLedger {
    const db = openStore(path.join(options.dataDir, SPEND_FILE), {
      busyTimeoutMs: 10_000,
      synchronous: 'full',
      schema: SCHEMA,
    });
    return new SpendLedger(db, options.profile, options.capJpy, options.now);
  }

  #today(): string {
    return jstToday(this.now());
  }

  #sum(day: string, state: 'held' | 'spent'): number {
    const row = sql(
      this.#db,
      'SELECT COALESCE(SUM(amount_jpy), 0) AS total FROM spend WHERE profile = ? AND day = ? AND state = ?',
    ).get(this.profile, day, state) as { total: number };
    return row.total;
  }

  /** Today's account (JST): spent, held and left under the cap (left is Infinity without one). */
  today(): SpendDay {
    const day = this.#today();
    const spentJpy = this.#sum(day, 'spent');
    const heldJpy = this.#sum(day, 'held');
    const capJpy = this.capJpy ?? Infinity;
    return { day, capJpy, spentJpy, heldJpy, leftJpy: Math.max(0, capJpy - spentJpy - heldJpy) };
  }

  /**
   * Whether a purchase of this price fits today's cap, without reserving anything: a plan
   * warns with it. A test label costs nothing; a price that is not a positive JPY amount cannot
   * be counted and does not fit under a cap.
   */
  check(priceJpy: number | undefined, test: boolean): SpendRefusal | undefined {
    if (this.capJpy === undefined || test) return undefined;
    const day = this.today();
    const price = chargeablePrice(priceJpy);
    if (price === undefined) return { reason: 'unpriced', day };
    if (price > day.leftJpy) return { reason: 'over_cap', priceJpy: price, day };
    return undefined;
  }

  /** Checks and reserves in one transaction: the hold, or why not (nothing reserved). */
  reserve(priceJpy: number | undefined, test: boolean, what: string): SpendHold | SpendRefusal {
    return transaction(this.#db, () => {
      const refused = this.check(priceJpy, test);
      if (refused) return refused;
      const amountJpy = test ? 0 : (chargeablePrice(priceJpy) ?? 0);
      const { lastInsertRowid } = sql(
        this.#db,
        "INSERT INTO spend (profile, day, amount_jpy, state, what) VALUES (?, ?, ?, 'held', ?)",
      ).run(this.profile, this.#today(), amountJpy, what);
      return { id: lastInsertRowid, amountJpy };
    });
  }

  /**
   * The purchase went out (or may have): the hold is spent. `parts` splits it by the labels
   * actually bought (an order run that shipped fewer than planned); their sum never exceeds the
   * hold, and what was not bought is given back.
   */
  settle(hold: SpendHold, parts: readonly { shipmentId?: string; amountJpy: number; what: string }[]): void {
    transaction(this.#db, () => {
      const row = sql(this.#db, 'SELECT profile, day FROM spend WHERE id = ?').get(hold.id) as
        { profile: string; day: string } | undefined;
      if (!row) return;
      sql(this.#db, 'DELETE FROM spend WHERE id = ?').run(hold.id);
      let left = hold.amountJpy;
      for (const part of parts) {
        const amount = Math.min(left, Math.max(0, part.amountJpy));
        left -= amount;
        sql(
          this.#db,
          "INSERT INTO spend (profile, day, amount_jpy, state, shipment_id, what) VALUES (?, ?, ?, 'spent', ?, ?)",
        ).run(row.profile, row.day, amount, part.shipmentId ?? null, part.what);
      }
    });
  }

  /** The purchase certainly did not happen: the hold is removed. */
  release(hold: SpendHold): void {
    sql(this.#db, "DELETE FROM spend WHERE id = ? AND state = 'held'").run(hold.id);
  }

  /** A voided label's amount goes back to the day it was counted on; what was given back (JPY). */
  giveBack(shipmentId: string): number {
    return transaction(this.#db, () => {
      const row = sql(
        this.#db,
        "SELECT COALESCE(SUM(amount_jpy), 0) AS total FROM spend WHERE shipment_id = ? AND profile = ? AND state = 'spent'",
      ).get(shipmentId, this.profile) as { total: number };
      sql(
        this.#db,
        "UPDATE spend SET state = 'returned' WHERE shipment_id = ? AND profile = ? AND state = 'spent'",
      ).run(shipmentId, this.profile);
      return row.total;
    });
  }

  close(): void {
    this.#db.close();
  }
}

export const isSpendRefusal = (value: SpendHold | SpendRefusal): value is SpendRefusal => 'reason' in value;
