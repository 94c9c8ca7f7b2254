// The branch every purchase and void goes through: what a "no" leaves, what a token is good
// for, what a used token gives back, and what --max-spend holds while purchases run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decide, type ConfirmEnv, type NewPlan } from '../../../src/mcp/confirm.js';
import { PurchaseBook, type Taken } from '../../../src/mcp/purchase.js';
import { SpendLedger } from '../../../src/ops/spend.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
/** A book over a fresh data directory, its day pinned (Wednesday 10:00 JST). */
function bookOf(capJpy?: number): PurchaseBook {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shipctl-book-'));
  dirs.push(dataDir);
  const now = () => new Date('2026-04-01T01:00:00Z');
  return new PurchaseBook(
    SpendLedger.open({ dataDir, profile: 'default', now, ...(capJpy !== undefined ? { capJpy } : {}) }),
  );
}
const planOfTaken = <T>(taken: Taken<T>) => {
  if (!taken.plan) throw new Error('expected a plan to buy');
  return taken.plan;
};
const leftOf = (book: PurchaseBook) => book.ledger.today().leftJpy;

const ARGS = { ref: 'A-1' };
const planOf = (priceJpy: number | undefined, test = false): NewPlan<{ n: number }> => ({
  tool: 'create_shipment',
  argumentsKey: JSON.stringify(ARGS),
  payload: { n: 1 },
  priceJpy,
  test,
  question: 'Buy this label? ref "A-1": 1,500 JPY',
});
const env = (book: PurchaseBook, more: Partial<ConfirmEnv> = {}): ConfirmEnv => ({
  book,
  service: 'sandbox',
  ...more,
});

async function offered(book: PurchaseBook, priceJpy: number | undefined, more: Partial<ConfirmEnv> = {}) {
  const d = await decide(env(book, more), 'create_shipment', ARGS, undefined, async () => planOf(priceJpy));
  if (!('offer' in d)) throw new Error('expected a token');
  return d.offer;
}

describe('decide (MCP confirmations)', () => {
  it('a client that can ask is asked again when it confirms a token; a "no" revokes the token', async () => {
    const book = bookOf();
    const token = await offered(book, 1500);
    const asked: string[] = [];
    const no = await decide(
      env(book, { confirmWithUser: async (q) => (asked.push(q), false) }),
      'create_shipment',
      ARGS,
      token,
      () => Promise.reject(new Error('no new plan')),
    );
    expect(no).toEqual({ declined: true });
    expect(asked).toEqual(['Buy this label? ref "A-1": 1,500 JPY']);
    expect(() => book.take('create_shipment', token, ARGS, { service: 'sandbox' })).toThrow(
      /unknown confirmation_token/,
    );
  });

  it('a question the client fails to put counts as a no', async () => {
    const book = bookOf();
    const d = await decide(
      env(book, { confirmWithUser: () => Promise.reject(new Error('client gone')) }),
      'create_shipment',
      ARGS,
      undefined,
      async () => planOf(1500),
    );
    expect(d).toMatchObject({ declined: true });
  });

  it('a token is good only in its session and against its service', async () => {
    const book = bookOf();
    const token = await offered(book, 1500, { session: 's1' });
    expect(() => book.take('create_shipment', token, ARGS, { service: 'sandbox', session: 's2' })).toThrow(
      /unknown confirmation_token/,
    );
    expect(() =>
      book.take('create_shipment', token, ARGS, { service: 'live https://api.example', session: 's1' }),
    ).toThrow(/planned against another service \(sandbox\)/);
    expect(
      planOfTaken(book.take('create_shipment', token, ARGS, { service: 'sandbox', session: 's1' })).payload,
    ).toEqual({
      n: 1,
    });
  });

  it('holds a confirmed price against the limit until it settles, and gives it back when nothing was sent', async () => {
    const book = bookOf(2000);
    const [t1, t2] = [await offered(book, 1500), await offered(book, 1500)];
    const first = planOfTaken(book.take('create_shipment', t1, ARGS, { service: 'sandbox' }));
    expect(leftOf(book)).toBe(500);
    expect(() => book.take('create_shipment', t2, ARGS, { service: 'sandbox' })).toThrow(
      /1,500 JPY held by purchases under way, 500 JPY left; nothing was sent/,
    );
    book.release(first);
    expect(leftOf(book)).toBe(2000);
    const again = planOfTaken(book.take('create_shipment', t1, ARGS, { service: 'sandbox' }));
    book.settle(again, [{ shipmentId: 'API-1', amountJpy: 1500, what: 'bought API-1' }]);
    const day = book.ledger.today();
    expect([day.spentJpy, day.leftJpy]).toEqual([1500, 500]);
  });

  it('refuses a quote that is not a positive amount under a limit, and never counts it', async () => {
    for (const price of [-100_000, 0, Number.NaN, Number.POSITIVE_INFINITY]) {
      const book = bookOf(5000);
      const token = await offered(book, price);
      expect(() => book.take('create_shipment', token, ARGS, { service: 'sandbox' })).toThrow(
        /no quote prices this label with a positive JPY amount/,
      );
      expect(leftOf(book)).toBe(5000);
    }
  });

  it('a used token gives back its first purchase’s result, and buys nothing more', async () => {
    const book = bookOf(5000);
    const token = await offered(book, 1500);
    const plan = planOfTaken(book.take('create_shipment', token, ARGS, { service: 'sandbox' }));
    const first = Promise.resolve({ text: 'bought API-1' });
    book.running(plan, first);
    book.settle(plan, [{ shipmentId: 'API-1', amountJpy: 1500, what: 'bought API-1' }]);
    const again = book.take('create_shipment', token, ARGS, { service: 'sandbox' });
    expect(again.plan).toBeUndefined();
    expect(again.again).toBe(first);
    expect(book.ledger.today().spentJpy).toBe(1500);
    expect(() => book.take('create_shipment', token, { ref: 'A-2' }, { service: 'sandbox' })).toThrow(
      /the arguments differ/,
    );
  });
});
