// The branch every purchase and void goes through: what a "no" leaves, what a token is good
// for, and what --max-spend holds while purchases run.
import { describe, expect, it } from 'vitest';
import { decide, type ConfirmEnv, type NewPlan } from '../../../src/mcp/confirm.js';
import { PurchaseBook } from '../../../src/mcp/purchase.js';

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
    const book = new PurchaseBook(undefined);
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
    const book = new PurchaseBook(undefined);
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
    const book = new PurchaseBook(undefined);
    const token = await offered(book, 1500, { session: 's1' });
    expect(() => book.take('create_shipment', token, ARGS, { service: 'sandbox', session: 's2' })).toThrow(
      /unknown confirmation_token/,
    );
    expect(() =>
      book.take('create_shipment', token, ARGS, { service: 'live https://api.example', session: 's1' }),
    ).toThrow(/planned against another service \(sandbox\)/);
    expect(book.take('create_shipment', token, ARGS, { service: 'sandbox', session: 's1' }).payload).toEqual({
      n: 1,
    });
  });

  it('holds a confirmed price against the limit until it settles, and gives it back when nothing was sent', async () => {
    const book = new PurchaseBook(2000);
    const [t1, t2] = [await offered(book, 1500), await offered(book, 1500)];
    const first = book.take('create_shipment', t1, ARGS, { service: 'sandbox' });
    expect(book.left).toBe(500);
    expect(() => book.take('create_shipment', t2, ARGS, { service: 'sandbox' })).toThrow(
      /1,500 JPY held by purchases under way, 500 JPY left; nothing was sent/,
    );
    book.release(first);
    expect(book.left).toBe(2000);
    const again = book.take('create_shipment', t1, ARGS, { service: 'sandbox' });
    book.settle(again, 'bought API-1');
    expect([book.spent, book.left]).toEqual([1500, 500]);
  });

  it('refuses a quote that is not a positive amount under a limit, and never counts it', async () => {
    for (const price of [-100_000, 0, Number.NaN, Number.POSITIVE_INFINITY]) {
      const book = new PurchaseBook(5000);
      const token = await offered(book, price);
      expect(() => book.take('create_shipment', token, ARGS, { service: 'sandbox' })).toThrow(
        /no quote prices this label with a positive JPY amount/,
      );
      expect(book.left).toBe(5000);
    }
  });
});
