// the `ship` items run in-process against a real sandbox: a fake TTY
// (test/helpers/streams.ts) or a scripted prompter stands in for the terminal.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ShipOptions } from '../../src/cli/commands/ship/index.js';
import { run } from '../../src/cli/commands/ship/ship.js';
import { createContext, type Context, type ContextDeps, type GlobalOptions } from '../../src/cli/context.js';
import { CliError, ValidationError } from '../../src/cli/errors.js';
import type { Prompter } from '../../src/cli/prompts/prompter.js';
import { runCli } from '../../src/cli/run.js';
import { fixedClock } from '../../src/sandbox/deps.js';
import { NO_PROMPTS, scripted } from '../helpers/prompter.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { fakeStreams, type FakeStreams } from '../helpers/streams.js';

const WEDNESDAY_10_JST = '2026-03-04T01:00:00Z';

let sb: TestSandbox | undefined;
let home: string;
beforeEach(() => {
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-i12-'));
});
afterEach(async () => {
  await sb?.close();
  sb = undefined;
  fs.rmSync(home, { recursive: true, force: true });
});

async function sandbox(): Promise<TestSandbox> {
  return (sb ??= await startTestSandbox({ clock: fixedClock(WEDNESDAY_10_JST) }));
}

async function deps(): Promise<ContextDeps> {
  const s = await sandbox();
  return {
    now: () => new Date(WEDNESDAY_10_JST),
    cwd: home,
    startSandbox: async () => ({ baseUrl: s.url, token: s.token, dbPath: ':memory:', close: async () => {} }),
  };
}

async function context(
  o: { prompter?: Prompter; tty?: boolean; globals?: Partial<GlobalOptions> } = {},
): Promise<{ ctx: Context; io: FakeStreams }> {
  const io = fakeStreams({ tty: o.tty ?? Boolean(o.prompter?.canPrompt) });
  const base = createContext({
    streams: io,
    env: { SHIPCTL_HOME: home },
    globals: { json: false, input: true, yes: false, debug: false, color: false, ...o.globals },
    deps: await deps(),
  });
  return { ctx: { ...base, prompter: o.prompter ?? NO_PROMPTS }, io };
}

/** The context with its API calls counted: how many quotes a run made. */
function countingQuotes(ctx: Context): { ctx: Context; quotes: () => number } {
  let quotes = 0;
  const client = async () => {
    const c = await ctx.client();
    return new Proxy(c, {
      get(target, key) {
        const v: unknown = Reflect.get(target, key, target);
        if (key === 'request')
          return (r: { method: string; path: string }) => {
            if (r.method === 'POST' && r.path === '/v1/rates') quotes += 1;
            return (v as (o: unknown) => unknown).call(target, r);
          };
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
  };
  return { ctx: { ...ctx, client }, quotes: () => quotes };
}

const TO = { toName: 'Jiro Suzuki', toZip: '530-0001', toAddress1: '1-1 Umeda', toPhone: '06-1234-5678' };
const SAGAWA = { ...TO, service: 'sagawa_regular', packSize: '60', time: '12-14', cool: 'regular' };
const opts = (given: ShipOptions): ShipOptions => ({ ...given });
const shipmentsIn = async () =>
  (await sb!.request('GET', '/v1/shipments?state=any')).body as {
    id: string;
    setup: Record<string, unknown>;
  }[];

async function secondSagawaAccount(): Promise<{ first: string; second: string }> {
  const s = await sandbox();
  const before = (await s.request('GET', '/v1/carriers')).body as { id: string; type: string }[];
  const res = await s.request('POST', '/v1/carriers', {
    type: 'sagawa',
    credentials: { key: 'k-2', password: 'p-2', account_number: '222222222222', account_key_number: '' },
    settings: { print: { size: 'PDF_A5' } },
  });
  expect(res.status).toBe(200);
  return { first: before.find((a) => a.type === 'sagawa')!.id, second: (res.body as { id: string }).id };
}

describe('ship', () => {
  it('two sagawa accounts — a terminal asks which one before the price is shown', async () => {
    const { first, second } = await secondSagawaAccount();
    const prompter = scripted([
      [/Which one pays/, second],
      [/Create this shipment/, true],
      [/.*/, ''],
    ]);
    const { ctx, io } = await context({ prompter });
    expect(await run(opts({ ...SAGAWA, test: true, labelOut: 'l.pdf' }), ctx)).toBe(0);
    await ctx.close();
    const asked = prompter.messages;
    expect(asked.findIndex((m) => /Which one pays/.test(m))).toBeLessThan(
      asked.findIndex((m) => /^Create this shipment/.test(m)),
    );
    const listed = prompter.choices[asked.find((m) => /Which one pays/.test(m))!]!;
    expect(listed.map((c) => c.value).sort()).toEqual([first, second].sort());
    expect(listed.every((c) => c.name.includes('Sagawa'))).toBe(true);
    expect(io.err()).toMatch(new RegExp(`\\n  Account +${second}\\n`));
    expect((await shipmentsIn())[0]!.setup.carrier_id).toBe(second);
  });

  it('two sagawa accounts without a terminal — exit 2 naming --carrier-id and the accounts, nothing quoted or sent', async () => {
    const { first, second } = await secondSagawaAccount();
    const { ctx } = await context({ globals: { yes: true } });
    const err = await run(opts({ ...SAGAWA, test: true }), ctx).catch((e: unknown) => e);
    await ctx.close();
    expect(err).toBeInstanceOf(CliError);
    expect((err as CliError).exitCode).toBe(2);
    expect((err as Error).message).toContain('--carrier-id');
    expect((err as Error).message).toContain(first);
    expect((err as Error).message).toContain(second);
    expect(await shipmentsIn()).toEqual([]);
  });

  it('a delivery date before the ship date is refused before purchase (exit 2, --date)', async () => {
    const { ctx } = await context({ globals: { yes: true } });
    const err = await run(
      opts({ ...SAGAWA, test: true, shipmentDate: '2026-03-06', date: '2026-03-05' }),
      ctx,
    ).catch((e: unknown) => e);
    await ctx.close();
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).problems).toEqual([
      {
        field: 'setup.date',
        issue: expect.stringMatching(/2026-03-05 is before the ship date 2026-03-06.*--date/),
      },
    ]);
    expect(await shipmentsIn()).toEqual([]);
  });

  it('a ship date the carrier would replace (dhl ships today) is refused, not moved', async () => {
    const { ctx } = await context({ globals: { yes: true } });
    const err = await run(
      opts({
        service: 'dhl_express_worldwide',
        toCountry: 'GB',
        toZip: 'SW1A 1AA',
        toCity: 'London',
        toName: 'Jane Smith',
        toAddress1: '10 Downing Street',
        weight: '800',
        size: '30x20x10',
        product: ['T-shirt,2,2500,300,610910,JP'],
        contentType: 'MERCHANDISE',
        ddu: true,
        test: true,
        shipmentDate: '2026-03-06',
      }),
      ctx,
    ).catch((e: unknown) => e);
    await ctx.close();
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).problems).toContainEqual({
      field: 'setup.shipment_date',
      issue: expect.stringMatching(/2026-03-06 would not be kept.*2026-03-04.*--shipment-date/),
    });
    expect(await shipmentsIn()).toEqual([]);
  });

  it('the summary shows exactly the body sent, a left-out date as left out', async () => {
    const prompter = scripted([
      [/Create this shipment/, true],
      [/.*/, ''],
    ]);
    const { ctx, io } = await context({ prompter });
    expect(
      await run(opts({ ...SAGAWA, test: true, shipmentDate: '2026-03-05', labelOut: 'l.pdf' }), ctx),
    ).toBe(0);
    await ctx.close();
    expect(io.err()).toMatch(/Ship date\s+2026-03-05\n/);
    expect(io.err()).toMatch(/Delivery\s+the earliest the carrier offers, 12-14\n/);
    expect((await shipmentsIn())[0]!.setup.shipment_date).toBe('2026-03-05');
  });

  it('at a terminal a label is saved under the data directory by shipment id, and no dead sandbox link is printed', async () => {
    const prompter = scripted([
      [/Create this shipment/, true],
      [/.*/, ''],
    ]);
    const { ctx, io } = await context({ prompter });
    expect(await run(opts({ ...SAGAWA, test: true }), ctx)).toBe(0);
    await ctx.close();
    const [created] = await shipmentsIn();
    const file = path.join(home, 'data', 'labels', `${created!.id}.pdf`);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    expect(io.out()).toContain(file);
    expect(io.out()).not.toMatch(/https?:\/\/127\.0\.0\.1/);
  });

  it('a warning the client raised and the API echoed is printed once', async () => {
    const input = path.join(home, 'body.json');
    fs.writeFileSync(input, JSON.stringify({ setup: { made_up_member: 1 } }));
    const { ctx, io } = await context({ globals: { yes: true } });
    expect(await run(opts({ ...SAGAWA, test: true, input, labelOut: 'l.pdf' }), ctx)).toBe(0);
    await ctx.close();
    const lines = io
      .err()
      .split('\n')
      .filter((l) => l.includes('made_up_member'));
    expect(lines).toHaveLength(1);
  });

  it('declining the confirmation is a cancel — exit 130, no "error:", nothing sent (fake TTY)', async () => {
    const io = fakeStreams({ tty: true, input: 'n\n' });
    const code = await runCli(
      [
        'ship',
        '--service',
        'sagawa_regular',
        '--to-name',
        'Jiro',
        '--to-zip',
        '530-0001',
        '--to-address1',
        '1-1 Umeda',
        '--to-phone',
        '06-1234-5678',
        '--pack-size',
        '60',
        '--time',
        '12-14',
        '--cool',
        'regular',
        '--cod',
        '1000',
        '--test',
        '--date',
        '2026-03-06',
        '--shipment-date',
        'today',
      ],
      { env: { SHIPCTL_HOME: home }, streams: io, deps: await deps() },
    );
    expect(code).toBe(130);
    expect(io.err()).not.toContain('error:');
    expect(io.err()).toMatch(/cancelled/);
    expect(await shipmentsIn()).toEqual([]);
  });

  it('a yamato label with the recipient and size given: the service with its price, then one confirmation with the price — one quote', async () => {
    const prompter = scripted([
      [/service/, 'yamato_regular'],
      [/^Create this shipment/, true],
    ]);
    const counted = countingQuotes((await context({ prompter })).ctx);
    const { ctx } = counted;
    expect(await run(opts({ ...TO, carrier: 'yamato', size: '30x20x10', labelOut: 'l.pdf' }), ctx)).toBe(0);
    await ctx.close();
    expect(prompter.messages).toEqual([
      'ヤマト運輸 (Yamato) service',
      expect.stringMatching(/^Create this shipment for 1,\d{3} JPY\?$/),
    ]);
    const listed = prompter.choices['ヤマト運輸 (Yamato) service']!;
    expect(listed[0]!.name).toMatch(/^宅急便 +1,\d{3} JPY +yamato_regular$/);
    // ネコポス and the other letterbox services do not take a 10 cm box.
    expect(listed.map((c) => c.value)).not.toContain('yamato_nekopos');
    expect(counted.quotes()).toBe(1);
    const [created] = await shipmentsIn();
    // The ship date yamato requires is today, shown before the confirmation rather than asked.
    expect(created!.setup).toMatchObject({ pack_size: 60, shipment_date: '2026-03-04' });
  });

  it('--yes at a terminal asks only what the carrier requires: the service, nothing optional, no confirmation', async () => {
    const prompter = scripted([[/service/, 'yamato_regular']]);
    const { ctx, io } = await context({ prompter, globals: { yes: true } });
    expect(
      await run(opts({ ...TO, carrier: 'yamato', size: '30x20x10', test: true, labelOut: 'l.pdf' }), ctx),
    ).toBe(0);
    await ctx.close();
    expect(prompter.messages).toEqual(['ヤマト運輸 (Yamato) service']);
    expect(io.err()).toContain('ship date: 2026-03-04, today (--shipment-date for another day)');
  });

  it('a mail-size parcel (30x20x2 cm, 500 g): ゆうパケット offered with its price, no delivery date asked, sent with its weight and no box size', async () => {
    const prompter = scripted([
      [/^Service/, 'yuupacket_regular'],
      [/^Create this shipment/, true],
    ]);
    const { ctx, io } = await context({ prompter });
    expect(await run(opts({ ...TO, size: '30x20x2', weight: '500', labelOut: 'l.pdf' }), ctx)).toBe(0);
    await ctx.close();
    expect(prompter.messages).toEqual(['Service (cheapest first)', 'Create this shipment for 360 JPY?']);
    const offered = prompter.choices['Service (cheapest first)']!.map((c) => c.value);
    expect(offered).toEqual(expect.arrayContaining(['yuupacket_regular', 'yuumail_regular']));
    const err = io.err();
    expect(err).toMatch(/\n {2}Parcel +30 × 20 × 2 cm, 500 g\n/);
    expect(err).toMatch(/\n {2}Delivery +into the mailbox, no delivery day\n/);
    expect(err).not.toMatch(/not sent|unchecked|Size +60/);
    const [created] = await shipmentsIn();
    expect(created!.setup).not.toHaveProperty('pack_size');
    expect((created as unknown as { products: unknown }).products).toEqual([
      { name: 'Parcel', quantity: 1, weight: 500 },
    ]);
  });

  it('a box (30x20x10 cm) is offered no mail service: no ゆうメール, no ゆうパケット', async () => {
    const prompter = scripted([[/^Service/, 'sagawa_regular']]);
    const { ctx } = await context({ prompter, globals: { yes: true } });
    await run(opts({ ...TO, size: '30x20x10', test: true, dryRun: true }), ctx);
    await ctx.close();
    const offered = prompter.choices['Service (cheapest first)']!.map((c) => c.value);
    expect(offered).toContain('sagawa_regular');
    expect(offered).not.toContain('yuumail_regular');
    expect(offered).not.toContain('yuupacket_regular');
  });

  it('declining with a scripted prompter throws the cancel (130) with "nothing was sent"', async () => {
    const prompter = scripted([
      [/Create this shipment/, false],
      [/.*/, ''],
    ]);
    const { ctx } = await context({ prompter });
    const err = await run(opts({ ...SAGAWA, test: true }), ctx).catch((e: unknown) => e);
    await ctx.close();
    expect((err as CliError).exitCode).toBe(130);
    expect((err as Error).message).toBe('not confirmed: nothing was sent');
  });
});
