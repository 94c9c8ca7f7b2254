// `rates` and `ship`: argv → options, and `rates` run in-process against a real
// sandbox (filters, --cheapest, --json shapes, refusals before sending).
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { definition as ratesVerb, type RatesOptions } from '../../src/cli/commands/rates/index.js';
import * as rates from '../../src/cli/commands/rates/rates.js';
import { definition as shipVerb } from '../../src/cli/commands/ship/index.js';
import { createContext, type Context } from '../../src/cli/context.js';
import { ValidationError } from '../../src/cli/errors.js';
import { RateSchema } from '../../src/contract/index.js';
import { fixedClock } from '../../src/sandbox/deps.js';
import { parseArgv } from '../helpers/program.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { fakeStreams, type FakeStreams } from '../helpers/streams.js';

const AT = '2026-03-04T01:00:00Z';

describe('argv → options', () => {
  it('rates', async () => {
    const p = await parseArgv([
      'rates',
      '--to-zip',
      '530-0001',
      '--to-province',
      '大阪府',
      '--pack-size',
      '80',
      '--carrier',
      'sagawa,yamato',
      '--from-zip',
      '1000001',
      '--cheapest',
      '--json',
    ]);
    expect(p.verb).toBe(ratesVerb);
    expect(p.opts).toEqual({
      toZip: '530-0001',
      toProvince: '大阪府',
      packSize: '80',
      carrier: 'sagawa,yamato',
      fromZip: '1000001',
      cheapest: true,
    });
    expect(p.globals.json).toBe(true);
    expect((await parseArgv(['rates', '--input', '-'])).opts).toEqual({ input: '-' });
  });

  it('ship: repeatable --product, --ddp, --to-address vs --to-address1, --input beside --no-input', async () => {
    const p = await parseArgv([
      'ship',
      '--service',
      'dhl_express_worldwide',
      '--to-address',
      'AD1',
      '--to-address1',
      '10 Downing St',
      '--product',
      'Tee,2,2500,300,610910,JP',
      '--product',
      'Mug,1,1200,450,691200,JP',
      '--ddp',
      '--weight',
      '800',
      '--size',
      '30x20x10',
      '--input',
      'body.json',
      '--no-input',
      '--yes',
      '--label-out',
      'l.pdf',
    ]);
    expect(p.verb).toBe(shipVerb);
    expect(p.opts).toEqual({
      service: 'dhl_express_worldwide',
      toAddress: 'AD1',
      toAddress1: '10 Downing St',
      product: ['Tee,2,2500,300,610910,JP', 'Mug,1,1200,450,691200,JP'],
      ddp: true,
      weight: '800',
      size: '30x20x10',
      input: 'body.json',
      labelOut: 'l.pdf',
    });
    expect(p.globals).toMatchObject({ input: false, yes: true });
  });
});

let sb: TestSandbox | undefined;
let home: string;
beforeEach(() => {
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-rates-'));
});
afterEach(async () => {
  await sb?.close();
  sb = undefined;
  fs.rmSync(home, { recursive: true, force: true });
});

async function context(json = false): Promise<{ ctx: Context; io: FakeStreams }> {
  const sandbox = (sb ??= await startTestSandbox({ clock: fixedClock(AT) }));
  const io = fakeStreams();
  const ctx = createContext({
    streams: io,
    env: { SHIPCTL_HOME: home },
    globals: { json, input: true, yes: false, debug: false, color: false },
    deps: {
      now: () => new Date(AT),
      cwd: home,
      startSandbox: async () => ({
        baseUrl: sandbox.url,
        token: sandbox.token,
        dbPath: ':memory:',
        close: async () => {},
      }),
    },
  });
  return { ctx, io };
}

const opts = (given: RatesOptions): RatesOptions => ({ ...given });

describe('rates against the sandbox', () => {
  it('--json prints the API’s array; piped rows are tab-separated, cheapest first', async () => {
    const a = await context(true);
    await rates.run(opts({ toZip: '530-0001', packSize: '80' }), a.ctx);
    await a.ctx.close();
    const list = JSON.parse(a.io.out()) as unknown[];
    expect(list.length).toBeGreaterThan(3);
    for (const r of list) RateSchema.parse(r);

    const b = await context();
    await rates.run(opts({ toZip: '530-0001', packSize: '80' }), b.ctx);
    await b.ctx.close();
    const rows = b.io
      .out()
      .trim()
      .split('\n')
      .map((l) => l.split('\t'));
    expect(rows).toHaveLength(list.length);
    const prices = rows.map((r) => Number(r[3]));
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    expect(rows.find((r) => r[1] === 'sagawa_regular')?.slice(0, 3)).toEqual([
      'sagawa',
      'sagawa_regular',
      '飛脚宅配便',
    ]);
  });

  it('--carrier filters, --cheapest --json prints one rate object', async () => {
    const { ctx, io } = await context(true);
    await rates.run(
      opts({ toZip: '9000001', packSize: '60', carrier: 'sagawa,yamato', cheapest: true }),
      ctx,
    );
    await ctx.close();
    const one = JSON.parse(io.out());
    expect(Array.isArray(one)).toBe(false);
    expect(['sagawa', 'yamato']).toContain(one.carrier);
    RateSchema.parse(one);
  });

  it('international from flags: --weight and --size make the parcel, US state names become codes', async () => {
    const { ctx, io } = await context(true);
    await rates.run(
      opts({
        toCountry: 'us',
        toZip: '10001',
        toProvince: 'New York',
        weight: '1200',
        size: '30x20x10',
        currency: 'USD',
      }),
      ctx,
    );
    await ctx.close();
    const list = JSON.parse(io.out()) as { carrier: string; currency: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => !['sagawa', 'yamato', 'yuupack'].includes(r.carrier))).toBe(true);
  });

  it('refuses before sending: every problem, with its flag', async () => {
    const { ctx, io } = await context();
    const err = await rates
      .run(opts({ toZip: '12', packSize: '75', carrier: 'sagawa,bogus' }), ctx)
      .catch((e: unknown) => e);
    await ctx.close();
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).problems).toEqual([
      { field: 'setup.carrier', issue: expect.stringContaining('"bogus"') },
      { field: 'to_address.zip', issue: expect.stringContaining('(--to-zip)') },
      { field: 'setup.pack_size', issue: expect.stringContaining('(--pack-size)') },
    ]);
    const single = await context();
    const err2 = await rates
      .run(opts({ toZip: '5300001', packSize: '75', carrier: 'sagawa' }), single.ctx)
      .catch((e: unknown) => e);
    await single.ctx.close();
    expect((err2 as ValidationError).problems).toEqual([
      {
        field: 'setup.pack_size',
        issue: 'must be one of 60, 80, 100, 140, 160 for sagawa; got 75 (--pack-size)',
      },
    ]);
    expect(io.out()).toBe('');
  });
});
