// `shipctl mcp` as an agent meets it, driven by the MCP SDK's own Client over stdio against
// the built binary: arguments refused in the agent's words, plans that warn before anything is
// bought (the day's spend cap, a closed test window), the cap kept across a restart and given
// back by a void, and a multi-order run that reports its progress and stops between orders when
// the agent cancels — reporting what was bought before the cancel.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Progress } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import { makeHome } from '../helpers/cli.js';
import { callTool, connectAgent, OSAKA_RECIPIENT, textOf } from '../helpers/mcp-agent.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { SATURDAY_10_JST, WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

let sb: TestSandbox;
/** The same API on a Saturday: the Japan Post and yamato test environments are closed. */
let saturday: TestSandbox;
let home: ReturnType<typeof makeHome>;
const clients: Client[] = [];
beforeAll(async () => {
  sb = await startTestSandbox({ clock: fixedClock(new Date(WEDNESDAY_10_JST)) });
  saturday = await startTestSandbox({ clock: fixedClock(new Date(SATURDAY_10_JST)) });
});
afterAll(async () => {
  await sb?.close();
  await saturday?.close();
});
beforeEach(() => {
  home = makeHome();
});
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close();
  home.remove();
});

async function agent(flags: string[], api: TestSandbox = sb): Promise<Client> {
  const client = await connectAgent(flags, { home: home.dir, api });
  clients.push(client);
  return client;
}

const TO = OSAKA_RECIPIENT;
const call = callTool;
const tokenIn = (text: string) => /confirmation_token "(confirm-[^"]+)"/.exec(text)?.[1];

/** The sandbox's active real labels whose ref starts so. */
async function realLabels(api: TestSandbox, refPrefix: string): Promise<string[]> {
  const all = (await api.request('GET', '/v1/shipments?state=any&scope=all&limit=250')).body as {
    state: string;
    test?: boolean;
    setup: { ref_number?: string };
  }[];
  return all
    .filter((s) => s.state === 'active' && s.test !== true && s.setup.ref_number?.startsWith(refPrefix))
    .map((s) => s.setup.ref_number!)
    .sort();
}

describe('shipctl mcp, as an agent reads it', () => {
  it('refuses an unknown or ill-typed argument naming it, the nearest real one and the type wanted', async () => {
    const c = await agent(['--allow-purchase']);
    const typo = await call(c, 'get_rates', { to_address: TO, pack_sizee: 60 });
    expect(typo.isError).toBe(true);
    expect(textOf(typo)).toMatch(
      /get_rates has no argument "pack_sizee": nothing was sent; did you mean pack_size\?/,
    );
    const wrong = await call(c, 'get_rates', { to_address: TO, pack_size: { a: 1 } });
    expect(wrong.isError).toBe(true);
    expect(textOf(wrong)).toMatch(/pack_size must be a number, not an object/);
    for (const r of [typo, wrong]) {
      expect(textOf(r)).not.toContain('[object Object]');
      expect(textOf(r)).not.toMatch(/--[a-z]/);
      expect(r._meta!['shipctl/error']).toMatchObject({ exit_code: 2 });
    }
  });

  it('get_rates on a 60-size box: the text is a table of boxes with their tracking, no mail service', async () => {
    const c = await agent([]);
    const text = textOf(await call(c, 'get_rates', { to_address: TO, pack_size: 60 }));
    expect(text).toMatch(/cheapest first/);
    expect(text).toContain('service | carrier | price | tracking | fits');
    expect(text).toMatch(/sagawa_regular \| sagawa \| [\d,]+ JPY \| yes \| box/);
    const rows = text.split('\n').filter((line) => line.includes(' | '));
    expect(rows.join('\n')).not.toMatch(/yuumail|yuupacket|nekopos/);
    // A service left out says why, under the table.
    for (const line of text.split('\n').filter((l) => /yuumail|yuupacket|nekopos/.test(l)))
      expect(line).toMatch(/^left out \w+: .*pack size 60 is a box/);
  });

  it('a plan says before buying that the test environment is closed and when it opens; no token', async () => {
    const c = await agent(['--allow-purchase'], saturday);
    const plan = await call(c, 'create_shipment', {
      to_address: TO,
      pack_size: 60,
      service: 'yuupack_regular',
    });
    expect(plan.isError).toBe(true);
    expect(textOf(plan)).toMatch(
      /test \(setup\.test\): yuupack test labels are available Monday–Friday 09:00–20:00 JST; it is Saturday 10:00 JST \(next opening: Monday 09:00 JST\)/,
    );
    expect(textOf(plan)).not.toMatch(/confirm-|--test/);
  });

  it('the day’s cap: a plan warns past it, it holds after a restart, and a void gives the label’s price back', async () => {
    const args = (ref: string) => ({ to_address: TO, pack_size: 80, carrier: 'sagawa', test: false, ref });
    const first = await agent(['--allow-purchase', '--max-spend', '2000']);
    const planned = textOf(await call(first, 'create_shipment', args('DAY-1')));
    expect(planned).toMatch(/1,500 JPY, a real label/);
    expect(planned).toMatch(
      /spend today \(\d{4}-\d{2}-\d{2} JST\): 0 JPY spent, 2,000 JPY left of 2,000 JPY a day/,
    );
    const bought = await call(first, 'create_shipment', {
      ...args('DAY-1'),
      confirmation_token: tokenIn(planned),
    });
    expect(bought.isError, textOf(bought)).toBeFalsy();
    await first.close();

    // A new server of the same home: the day's spend is still there.
    const second = await agent(['--allow-purchase', '--max-spend', '2000']);
    const over = textOf(await call(second, 'create_shipment', args('DAY-2')));
    expect(over).toMatch(/1,500 JPY spent, 500 JPY left of 2,000 JPY a day/);
    expect(over).toMatch(/warning \[spend_cap\]: 1,500 JPY is more than the 500 JPY left today/);
    const refused = await call(second, 'create_shipment', {
      ...args('DAY-2'),
      confirmation_token: tokenIn(over),
    });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(
      /would pass --max-spend 2,000 JPY a day: .*1,500 JPY spent, 500 JPY left; nothing was sent/,
    );
    expect(await realLabels(sb, 'DAY-')).toEqual(['DAY-1']);

    const voidPlan = textOf(await call(second, 'void_shipment', { shipment: 'DAY-1' }));
    const voided = await call(second, 'void_shipment', {
      shipment: 'DAY-1',
      confirmation_token: tokenIn(voidPlan),
    });
    expect(textOf(voided)).toMatch(/^voided API-\w+ .*1,500 JPY given back to the day's spend/);
    const again = textOf(await call(second, 'create_shipment', args('DAY-2')));
    expect(again).toMatch(/0 JPY spent, 2,000 JPY left/);
    const boughtNow = await call(second, 'create_shipment', {
      ...args('DAY-2'),
      confirmation_token: tokenIn(again),
    });
    expect(boughtNow.isError, textOf(boughtNow)).toBeFalsy();
    expect(await realLabels(sb, 'DAY-')).toEqual(['DAY-2']);
  }, 90_000);

  it('a 5-order run cancelled after its first progress ships only the orders before the cancel, and says so', async () => {
    const c = await agent(['--allow-purchase']);
    const refs = ['RUN-1', 'RUN-2', 'RUN-3', 'RUN-4', 'RUN-5'];
    for (const ref of refs) {
      const made = await call(c, 'create_order', {
        to_address: { ...TO, province: '27' },
        products: [{ name: 'T-shirt', quantity: 1, price: 1000 }],
        ref,
        carrier: 'sagawa',
      });
      expect(made.isError, textOf(made)).toBeFalsy();
      expect(textOf(made)).toMatch(new RegExp(`^created order API-\\w+ ref "${ref}"`));
    }
    const args = { orders: refs, pack_size: 60, test: false };
    const plan = await call(c, 'ship_orders', args);
    expect(textOf(plan)).toMatch(/Ship 5 orders for [\d,]+ JPY/);
    const token = tokenIn(textOf(plan));
    expect(token).toBeDefined();

    const stop = new AbortController();
    const progress: Progress[] = [];
    const cancelled = c
      .callTool({ name: 'ship_orders', arguments: { ...args, confirmation_token: token } }, undefined, {
        signal: stop.signal,
        onprogress: (p) => {
          progress.push(p);
          stop.abort();
        },
        timeout: 120_000,
      })
      .then(
        () => 'finished',
        () => 'cancelled',
      );
    expect(await cancelled).toBe('cancelled');
    expect(progress[0]).toMatchObject({ progress: 1, total: 5 });

    // The same token again: the run's own report, once it has stopped (nothing more is bought).
    const report = await call(c, 'ship_orders', { ...args, confirmation_token: token });
    const outcomes = report.structuredContent!.outcomes as { ref_number: string; status: string }[];
    const shipped = outcomes.filter((o) => o.status === 'shipped').map((o) => o.ref_number);
    expect(shipped.length).toBeGreaterThanOrEqual(1);
    expect(shipped.length).toBeLessThan(5);
    expect(outcomes.filter((o) => o.status === 'not_sent')).toHaveLength(5 - shipped.length);
    expect(textOf(report)).toMatch(
      new RegExp(
        `^${shipped.length} of 5 orders shipped now .*${5 - shipped.length} not sent \\(cancelled\\)`,
      ),
    );
    expect(await realLabels(sb, 'RUN-')).toEqual(shipped.sort());
    const open = await call(c, 'list_orders', { state: 'open', all: true });
    expect(textOf(open).match(/ref "RUN-\d"/g)).toHaveLength(5 - shipped.length);
  }, 120_000);

  it('ship_orders with cheapest: each order goes by its own cheapest service, as planned', async () => {
    const c = await agent(['--allow-purchase']);
    const refs = ['CHEAP-1', 'CHEAP-2'];
    for (const ref of refs)
      expect(
        (
          await call(c, 'create_order', {
            to_address: { ...TO, province: '27' },
            products: [{ name: 'T-shirt', quantity: 1, price: 1000 }],
            ref,
          })
        ).isError,
      ).toBeFalsy();
    const rates = await call(c, 'get_rates', { to_address: TO, pack_size: 60 });
    const cheapest = (rates.structuredContent!.rates as { service: string; price: number }[])[0]!;
    const args = { orders: refs, pack_size: 60, test: false, cheapest: true };
    const plan = await call(c, 'ship_orders', args);
    expect(plan.isError, textOf(plan)).toBeFalsy();
    const items = plan.structuredContent!.plan.items as { ref: string; service: string; price: number }[];
    expect(items.map((i) => [i.ref, i.service, i.price])).toEqual(
      refs.map((r) => [r, cheapest.service, cheapest.price]),
    );
    expect(textOf(plan)).toContain(`"CHEAP-1" to "Jiro Suzuki": ${cheapest.service}`);
    const shipped = await call(c, 'ship_orders', { ...args, confirmation_token: tokenIn(textOf(plan)) });
    expect(textOf(shipped)).toMatch(/^2 of 2 orders shipped now/);
    const outcomes = shipped.structuredContent!.outcomes as { service: string; status: string }[];
    expect(outcomes.map((o) => [o.status, o.service])).toEqual(refs.map(() => ['shipped', cheapest.service]));
  }, 60_000);

  it('from the text alone: a plan, its purchase, the label’s tracking number and its status', async () => {
    const c = await agent(['--allow-purchase']);
    const args = { to_address: TO, pack_size: 80, carrier: 'sagawa', ref: 'TEXT-ONLY-1' };
    const plan = textOf(await call(c, 'create_shipment', args));
    expect(plan).toMatch(
      /^plan only, nothing was sent \(live\): sagawa_regular to "Jiro Suzuki" .*ref "TEXT-ONLY-1": a free test label/,
    );
    expect(plan).not.toMatch(/--[a-z]/);
    const bought = textOf(await call(c, 'create_shipment', { ...args, confirmation_token: tokenIn(plan) }));
    const number = /tracking (\w+)/.exec(bought)?.[1];
    expect(number, bought).toBeDefined();
    const tracked = textOf(await call(c, 'track', { tracking_number: number, carrier: 'sagawa' }));
    expect(tracked).toMatch(new RegExp(`^tracking ${number} \\(sagawa\\) \\(live\\): \\S`));
    expect(tracked).toMatch(/\d+ queries left for this number/);
  }, 60_000);
});
