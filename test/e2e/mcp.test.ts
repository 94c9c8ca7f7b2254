// `shipctl mcp` as built, driven by the MCP SDK's own Client over stdio: the tools an agent
// sees and their hints, a quote, the two-step purchase (plan, then buy once), the spend limit,
// and what a live API (any base URL) offers without --allow-purchase.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import { makeHome, runCli } from '../helpers/cli.js';
import { callTool, connectAgent, OSAKA_RECIPIENT, textOf } from '../helpers/mcp-agent.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

let sb: TestSandbox;
let home: ReturnType<typeof makeHome>;
const clients: Client[] = [];
beforeAll(async () => {
  sb = await startTestSandbox({ clock: fixedClock(new Date(WEDNESDAY_10_JST)) });
});
afterAll(async () => sb?.close());
beforeEach(() => {
  home = makeHome();
});
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close();
  home.remove();
});

/** An agent connected to `shipctl [--base-url sandbox] mcp ...flags`. */
async function agent(flags: string[], o: { baseUrl?: boolean } = {}): Promise<Client> {
  const client = await connectAgent(flags, {
    home: home.dir,
    api: o.baseUrl === false ? null : sb,
    now: sb.deps.clock.now(),
  });
  clients.push(client);
  return client;
}

const TO = OSAKA_RECIPIENT;
const shipmentCount = async () =>
  ((await sb.request('GET', '/v1/shipments?state=any&limit=250')).body as unknown[]).length;

const call = callTool;

describe('shipctl mcp (built, over stdio)', () => {
  it('lists every tool with its hints and an output schema, in under 10 KB', async () => {
    const c = await agent(['--allow-purchase']);
    const listing = await c.listTools();
    const { tools } = listing;
    const byName = new Map(tools.map((t) => [t.name, t]));
    expect([...byName.keys()].sort()).toEqual(
      [
        'carrier_catalog',
        'create_order',
        'create_shipment',
        'find_shipments',
        'get_label',
        'get_rates',
        'list_addresses',
        'list_orders',
        'list_warehouses',
        'ship_orders',
        'track',
        'void_shipment',
      ].sort(),
    );
    // What an agent pays for on every session, output schemas included.
    expect(Buffer.byteLength(JSON.stringify(listing))).toBeLessThan(10_000);
    for (const tool of tools) {
      expect(tool.outputSchema, tool.name).toMatchObject({ type: 'object' });
      expect(tool.inputSchema, tool.name).toMatchObject({ type: 'object', additionalProperties: false });
    }
    expect(byName.get('get_rates')!.annotations).toMatchObject({
      readOnlyHint: true,
      destructiveHint: false,
    });
    expect(byName.get('create_shipment')!.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
    });
    expect(byName.get('void_shipment')!.annotations).toMatchObject({
      destructiveHint: true,
      idempotentHint: true,
    });
    expect(byName.get('carrier_catalog')!.annotations).toMatchObject({
      readOnlyHint: true,
      openWorldHint: false,
    });
    // The flags' own help describes the arguments; the address is the API's object.
    const props = byName.get('create_shipment')!.inputSchema.properties as Record<string, any>;
    expect(props.pack_size.description).toMatch(/pack size/);
    expect(props.to_address.properties).toHaveProperty('zip');
    expect(props).toHaveProperty('confirmation_token');
    expect(byName.get('track')!.inputSchema.required).toEqual(['tracking_number']);
  });

  it('get_rates answers the API’s rates cheapest first, and says which service answered', async () => {
    const c = await agent([]);
    const r = await call(c, 'get_rates', { to_address: TO, pack_size: 80 });
    expect(r.isError, textOf(r)).toBeFalsy();
    const prices = (r.structuredContent!.rates as { price: number }[]).map((x) => x.price);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(r._meta).toEqual({ 'shipctl/service': 'live' });
    expect(textOf(r)).toContain('cheapest first');
  });

  it('a 60-size box: get_rates offers no mail service, each rate says what it carries, and create_shipment will not plan ゆうメール', async () => {
    const c = await agent(['--allow-purchase']);
    const r = await call(c, 'get_rates', { to_address: TO, pack_size: 60 });
    expect(r.isError, textOf(r)).toBeFalsy();
    const rates = r.structuredContent!.rates as { service: string; carries: { mail_size: boolean } }[];
    expect(rates.length).toBeGreaterThan(1);
    expect(rates.map((x) => x.service)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/yuumail|yuupacket|nekopos/)]),
    );
    expect(rates.every((x) => x.carries.mail_size === false)).toBe(true);
    const before = await shipmentCount();
    const plan = await call(c, 'create_shipment', {
      to_address: TO,
      pack_size: 60,
      service: 'yuumail_regular',
    });
    expect(plan.isError).toBe(true);
    expect(textOf(plan)).toContain('pack size 60 is a box');
    expect(await shipmentCount()).toBe(before);
  });

  it('create_shipment: a plan and nothing bought, then one label with the token, then the same token gives the same label again', async () => {
    const c = await agent(['--allow-purchase']);
    const args = { to_address: TO, pack_size: 80, carrier: 'sagawa', ref: 'MCP-ORDER-1' };
    const before = await shipmentCount();

    const plan = await call(c, 'create_shipment', args);
    expect(plan.isError, textOf(plan)).toBeFalsy();
    expect(await shipmentCount()).toBe(before);
    const planned = plan.structuredContent!;
    expect(planned.plan).toMatchObject({
      service: 'sagawa_regular',
      ref_number: 'MCP-ORDER-1',
      test: true,
      currency: 'JPY',
    });
    expect(planned.plan.price).toBeGreaterThan(0);
    expect(planned.plan.body.setup).toMatchObject({ service: 'sagawa_regular', test: true });
    expect(planned.confirmation_token).toMatch(/^confirm-/);
    expect(textOf(plan)).toContain('nothing was sent');

    const bought = await call(c, 'create_shipment', {
      ...args,
      confirmation_token: planned.confirmation_token,
    });
    expect(bought.isError, textOf(bought)).toBeFalsy();
    expect(await shipmentCount()).toBe(before + 1);
    expect(bought.structuredContent).toMatchObject({ test: true, setup: { ref_number: 'MCP-ORDER-1' } });
    expect(bought.structuredContent!.id).toMatch(/^API-/);

    const again = await call(c, 'create_shipment', {
      ...args,
      confirmation_token: planned.confirmation_token,
    });
    expect(again.isError, textOf(again)).toBeFalsy();
    expect(again.structuredContent).toEqual(bought.structuredContent);
    expect(textOf(again)).toBe(textOf(bought));
    expect(await shipmentCount()).toBe(before + 1);
    // No result ever carries the API token.
    for (const r of [plan, bought, again]) expect(JSON.stringify(r)).not.toContain(sb.token);
  });

  it('a purchase is finished by an agent that reads only the text: the token is in the plan’s words', async () => {
    const c = await agent(['--allow-purchase']);
    const args = { to_address: TO, pack_size: 80, carrier: 'sagawa', ref: 'MCP-TEXT-1' };
    const plan = textOf(await call(c, 'create_shipment', args));
    const token = /confirmation_token "(confirm-[^"]+)"/.exec(plan)?.[1];
    expect(token, plan).toBeDefined();
    const before = await shipmentCount();
    const bought = await call(c, 'create_shipment', { ...args, confirmation_token: token });
    expect(textOf(bought)).toMatch(/^bought API-/);
    expect(await shipmentCount()).toBe(before + 1);
  });

  it('an argument the tool does not take is refused naming it and the one meant; nothing is sent', async () => {
    const c = await agent(['--allow-purchase']);
    const before = await shipmentCount();
    const r = await call(c, 'create_shipment', { to_address: TO, pack_sizee: 60, carrier: 'sagawa' });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/create_shipment has no argument "pack_sizee": nothing was sent/);
    expect(textOf(r)).toMatch(/did you mean pack_size\?/);
    expect(r._meta!['shipctl/error']).toMatchObject({ exit_code: 2 });
    expect(await shipmentCount()).toBe(before);
  });

  it('a ref shipped with a real label is refused at the plan, look-alike refs included', async () => {
    const c = await agent(['--allow-purchase']);
    const args = { to_address: TO, pack_size: 80, carrier: 'sagawa', test: false, ref: 'MCP-DUP-7' };
    const plan = await call(c, 'create_shipment', args);
    const bought = await call(c, 'create_shipment', {
      ...args,
      confirmation_token: plan.structuredContent!.confirmation_token,
    });
    expect(bought.isError, textOf(bought)).toBeFalsy();
    const before = await shipmentCount();
    const again = await call(c, 'create_shipment', { ...args, ref: 'ＭＣＰ－ＤＵＰ－７' });
    expect(again.isError).toBe(true);
    expect(textOf(again)).toMatch(/order .* is already shipped/);
    // No tool takes --allow-duplicate-ref: the agent is not told to add it.
    expect(textOf(again)).not.toMatch(/allow.duplicate.ref/);
    expect(again.structuredContent?.confirmation_token).toBeUndefined();
    expect(await shipmentCount()).toBe(before);
  });

  it('a token given with other arguments than its plan buys nothing', async () => {
    const c = await agent(['--allow-purchase']);
    const args = { to_address: TO, pack_size: 80, carrier: 'sagawa' };
    const plan = await call(c, 'create_shipment', args);
    const before = await shipmentCount();
    const other = await call(c, 'create_shipment', {
      ...args,
      pack_size: 60,
      confirmation_token: plan.structuredContent!.confirmation_token,
    });
    expect(other.isError).toBe(true);
    expect(textOf(other)).toContain('the arguments differ');
    expect(await shipmentCount()).toBe(before);
  });

  it('--max-spend refuses a real label past the limit and says what is left; nothing is bought', async () => {
    const c = await agent(['--allow-purchase', '--max-spend', '500']);
    const args = { to_address: TO, pack_size: 80, carrier: 'sagawa', test: false };
    const plan = await call(c, 'create_shipment', args);
    expect(plan.isError, textOf(plan)).toBeFalsy();
    expect(plan.structuredContent!.plan.price).toBeGreaterThan(500);
    expect(plan.structuredContent!.spend_left_jpy).toBe(500);
    const before = await shipmentCount();
    const refused = await call(c, 'create_shipment', {
      ...args,
      confirmation_token: plan.structuredContent!.confirmation_token,
    });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(
      /would pass --max-spend ¥?500.*0 JPY spent, 500 JPY left; nothing was sent/,
    );
    expect(await shipmentCount()).toBe(before);
  });

  it('ship_orders: the plan quotes each real label and its total; past --max-spend nothing is shipped', async () => {
    for (const ref of ['MCP-1', 'MCP-2']) {
      const created = await sb.request('POST', '/v1/orders', {
        to_address: { ...TO, province: '27' },
        products: [{ name: 'T-shirt', quantity: 1, price: 1000 }],
        setup: { carrier: 'sagawa', ref_number: ref },
      });
      expect(created.status, created.text).toBeLessThan(300);
    }
    const c = await agent(['--allow-purchase', '--max-spend', '1000']);
    const args = { orders: ['MCP-1', 'MCP-2'], pack_size: 60, test: false };
    const plan = await call(c, 'ship_orders', args);
    expect(plan.isError, textOf(plan)).toBeFalsy();
    const { items, price_total: total } = plan.structuredContent!.plan;
    expect(items.map((q: { ref: string }) => q.ref).sort()).toEqual(['MCP-1', 'MCP-2']);
    expect(total).toBe(items[0].price + items[1].price);
    // Without the addresses the agent has (an order's recipient is named, not repeated).
    expect(JSON.stringify(plan.structuredContent)).not.toContain('1-1 Umeda');
    expect(total).toBeGreaterThan(1000);
    const before = await shipmentCount();
    const refused = await call(c, 'ship_orders', {
      ...args,
      confirmation_token: plan.structuredContent!.confirmation_token,
    });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/would pass --max-spend .*1,000 JPY left; nothing was sent/);
    expect(await shipmentCount()).toBe(before);
  });

  it('config mcp.max_spend is the limit when --max-spend is not given', async () => {
    const set = await runCli(['config', 'set', 'mcp.max_spend', '300'], { home: home.dir });
    expect(set.code, set.stderr).toBe(0);
    const c = await agent(['--allow-purchase']);
    const args = { to_address: TO, pack_size: 60, carrier: 'sagawa', test: false };
    const plan = await call(c, 'create_shipment', args);
    expect(plan.structuredContent!.spend_left_jpy).toBe(300);
    const refused = await call(c, 'create_shipment', {
      ...args,
      confirmation_token: plan.structuredContent!.confirmation_token,
    });
    expect(textOf(refused)).toMatch(/would pass --max-spend ¥?300.*300 JPY left/);
  });

  it('against a base URL without --allow-purchase, no tool that buys or voids is listed', async () => {
    const c = await agent([]);
    const names = (await c.listTools()).tools.map((t) => t.name);
    expect(names).not.toContain('create_shipment');
    expect(names).not.toContain('ship_orders');
    expect(names).not.toContain('void_shipment');
    expect(names).toEqual(
      expect.arrayContaining(['get_rates', 'find_shipments', 'track', 'carrier_catalog']),
    );
    const refused = await call(c, 'create_shipment', { to_address: TO, pack_size: 80, carrier: 'sagawa' });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('--allow-purchase');
  });

  it('an error is a tool result with the CLI’s message, hint and exit code, never a stack', async () => {
    const c = await agent([]);
    const r = await call(c, 'find_shipments', { query: 'NO-SUCH-ORDER-42' });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain('error: no shipment of the last 2 months matches "NO-SUCH-ORDER-42"');
    expect(textOf(r)).toMatch(/^hint: /m);
    expect(r._meta!['shipctl/error']).toMatchObject({ exit_code: 4 });
    expect(textOf(r)).not.toMatch(/\n\s+at /);
  });

  it('the embedded sandbox is the default: every tool is offered, and results say sandbox', async () => {
    const c = await agent([], { baseUrl: false });
    const names = (await c.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['create_shipment', 'void_shipment', 'ship_orders']));
    // The catalog is local data: the sandbox need not even start.
    const r = await call(c, 'carrier_catalog', { type: 'sagawa' });
    expect(r.isError, textOf(r)).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ type: 'sagawa' });
    expect(r._meta).toEqual({ 'shipctl/service': 'sandbox' });
  });
});
