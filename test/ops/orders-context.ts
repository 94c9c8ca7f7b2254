// An operation's context for tests of src/ops/orders: a client of a sandbox on an ephemeral
// port, a temporary home for the journal and the ref locks, a pinned clock, and the notices
// kept to look at — no terminal, no CLI.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiClient } from '../../src/api/client.js';
import { listAllShipments } from '../../src/api/index.js';
import { resolveSettings } from '../../src/config/resolve.js';
import type { OpsContext } from '../../src/ops/context.js';
import { fixedClock } from '../../src/sandbox/deps.js';
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
  const home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-ops-orders-'));
  const sb = await startTestSandbox({ clock: fixedClock(at) });
  const now = () => new Date(at);
  const client = new ApiClient({ baseUrl: sb.url, token: sb.token, now });
  const settings = resolveSettings({
    env: { SHIPCTL_HOME: home, SHIPCTL_BASE_URL: sb.url, SHIPCTL_TOKEN: sb.token },
  });
  const said = { warn: [] as string[], info: [] as string[], dim: [] as string[] };
  const ctx: OpsContext = {
    client: async () => client,
    now,
    serviceNow: async () => now(),
    settings: () => settings,
    strictRules: () => true,
    notices: {
      warn: (m) => said.warn.push(m),
      info: (m) => said.info.push(m),
      dim: (m) => said.dim.push(m),
    },
    cwd: home,
  };
  return {
    sb,
    ctx,
    said,
    async order(n, setup = {}) {
      const res = await sb.request('POST', '/v1/orders', {
        to_address: {
          full_name: `客 ${n}`,
          phone: '0921234567',
          zip: '8120011',
          province: '40',
          city: '福岡市博多区',
          address1: `博多駅前${n}-1`,
          country: 'JP',
        },
        products: [{ name: '品物', quantity: 1, price: 500 }],
        setup: {
          ref_number: `ORD-${n}`,
          carrier: 'sagawa',
          service: 'sagawa_regular',
          pack_size: 60,
          ...setup,
        },
      });
      if (res.status !== 200) throw new Error(`order ${n}: ${res.text}`);
      return String(res.body.id);
    },
    async shipments() {
      const all = [];
      for await (const s of listAllShipments(client, { scope: 'all', limit: 100 } as never)) all.push(s);
      return all as never;
    },
    async close() {
      await client.close();
      await sb.close();
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
}
