// A bench for the tests of src/ops/orders: a sandbox on an ephemeral port with its clock pinned,
// an operation's context on it (test/helpers/ops.ts), and the orders and shipments of the account.
import { listAllShipments } from '../../src/api/index.js';
import type { OpsContext } from '../../src/ops/context.js';
import { fixedClock } from '../../src/sandbox/deps.js';
import { opsContextOf } from '../helpers/ops.js';
import { hakataOrder } from '../sandbox/shipments.fixtures.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

export interface OpsBench {
  sb: TestSandbox;
  ctx: OpsContext;
  said: { warn: string[]; info: string[]; dim: string[] };
  /** Opens an order on the account (sagawa unless the setup says otherwise). */
  order(n: number, setup?: Record<string, unknown>): Promise<string>;
  /** The shipments the account holds, newest first. */
  shipments(): Promise<{ id: string; setup?: { ref_number?: string; test?: boolean } }[]>;
  close(): Promise<void>;
}

export async function opsBench(at: string): Promise<OpsBench> {
  const sb = await startTestSandbox({ clock: fixedClock(at) });
  const ctx = opsContextOf(sb, { now: () => new Date(at) });
  const said = ctx.said;
  return {
    sb,
    ctx,
    said,
    async order(n, setup = {}) {
      const res = await sb.request(
        'POST',
        '/v1/orders',
        hakataOrder(n, {
          ref_number: `ORD-${n}`,
          carrier: 'sagawa',
          service: 'sagawa_regular',
          pack_size: 60,
          ...setup,
        }),
      );
      if (res.status !== 200) throw new Error(`order ${n}: ${res.text}`);
      return String(res.body.id);
    },
    async shipments() {
      const all = [];
      for await (const s of listAllShipments(await ctx.client(), { scope: 'all', limit: 100 } as never))
        all.push(s);
      return all as never;
    },
    async close() {
      await ctx.close();
      await sb.close();
    },
  };
}
