// `ship` run in-process against a real sandbox (the embedded-sandbox hook of the
// context points at a test sandbox), with a fake prompter standing in for the
// terminal: what is sent, what is asked, and what happens when the API does not
// confirm a create.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ShipOptions } from '../../src/cli/commands/ship/index.js';
import { run } from '../../src/cli/commands/ship/ship.js';
import { createContext, type Context, type GlobalOptions } from '../../src/cli/context.js';
import { CliError, ValidationError } from '../../src/cli/errors.js';
import type { Prompter } from '../../src/cli/prompts/prompter.js';
import { fixedClock } from '../../src/sandbox/deps.js';
import { NO_PROMPTS, scripted } from '../helpers/prompter.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { fakeStreams, type FakeStreams } from '../helpers/streams.js';

const WEDNESDAY_10_JST = '2026-03-04T01:00:00Z';
const SATURDAY_10_JST = '2026-03-07T01:00:00Z';

let sb: TestSandbox | undefined;
let home: string;
beforeEach(() => {
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-ship-'));
});
afterEach(async () => {
  await sb?.close();
  sb = undefined;
  fs.rmSync(home, { recursive: true, force: true });
});

async function context(
  o: { at?: string; prompter?: Prompter; globals?: Partial<GlobalOptions> } = {},
): Promise<{ ctx: Context; io: FakeStreams }> {
  const at = o.at ?? WEDNESDAY_10_JST;
  const sandbox = (sb ??= await startTestSandbox({ clock: fixedClock(at) }));
  const io = fakeStreams({ tty: Boolean(o.prompter?.canPrompt) });
  const base = createContext({
    streams: io,
    env: { SHIPCTL_HOME: home },
    globals: { json: false, input: true, yes: false, debug: false, color: false, ...o.globals },
    deps: {
      now: () => new Date(at),
      cwd: home,
      startSandbox: async () => ({
        baseUrl: sandbox.url,
        token: sandbox.token,
        dbPath: ':memory:',
        close: async () => {},
      }),
    },
  });
  return { ctx: { ...base, prompter: o.prompter ?? NO_PROMPTS }, io };
}

const TO = { toName: 'Jiro Suzuki', toZip: '530-0001', toAddress1: '1-1 Umeda', toPhone: '06-1234-5678' };
const opts = (given: ShipOptions): ShipOptions => ({ ...given });
const shipmentsIn = async () =>
  (await sb!.request('GET', '/v1/shipments?state=any')).body as { id: string }[];

describe('ship on a terminal', () => {
  it('asks only what sagawa requires (its pack size, then the service priced for it), shows the quoted price, and creates on confirmation', async () => {
    const prompter = scripted([
      [/service/, 'sagawa_regular'],
      [/Pack size/, 80],
      [/Create this shipment/, true],
    ]);
    const { ctx, io } = await context({ prompter });
    const code = await run(opts({ ...TO, carrier: 'sagawa', test: true, labelOut: 'l.pdf' }), ctx);
    await ctx.close();
    expect(code).toBe(0);
    expect(prompter.messages).toEqual([
      'Pack size (sagawa: sum of the three sides, cm)',
      '佐川急便 (Sagawa) service',
      'Create this shipment as a free test label?',
    ]);
    expect(
      prompter.choices[Object.keys(prompter.choices).find((m) => /Pack size/.test(m))!]!.map((c) => c.value),
    ).toEqual([60, 80, 100, 140, 160]);
    expect(io.err()).toMatch(/Price\s+free \(test label; a real one: 1,\d{3} JPY\)/);
    const [created] = await shipmentsIn();
    expect(io.out()).toMatch(new RegExp(`^shipment +${created!.id} \\(test label\\)$`, 'm'));
    expect(fs.readFileSync(path.join(home, 'l.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the recipient phone sagawa needs is asked after the service: a wrong number is asked again, a dropped 0 put back and said', async () => {
    const base = scripted([
      [/service/, 'sagawa_regular'],
      [/Pack size/, 80],
      [/Create this shipment/, true],
    ]);
    const typed = ['901234', '9012345678'];
    const refusals: string[] = [];
    const prompter: Prompter = {
      ...base,
      input: async (q) => {
        if (!/phone/.test(q.message)) return base.input(q);
        base.messages.push(q.message);
        for (;;) {
          const answer = typed.shift()!;
          const ok = q.validate ? q.validate(answer) : true;
          if (ok === true) return answer;
          refusals.push(ok);
        }
      },
    };
    const { ctx, io } = await context({ prompter });
    const { toPhone: _none, ...noPhone } = TO;
    const code = await run(opts({ ...noPhone, carrier: 'sagawa', test: true }), ctx);
    await ctx.close();
    expect(code).toBe(0);
    expect(base.messages).toContain('Recipient phone (佐川急便 (Sagawa) asks for it, e.g. 090-1234-5678)');
    expect(refusals).toEqual([
      '"901234" has 6 digits: a mobile or 050 number has 11 (090-1234-5678); check the number',
    ]);
    expect(io.err()).toContain(
      'phone "9012345678" lacks its leading 0 (a spreadsheet drops it); read as 09012345678',
    );
    const [created] = await shipmentsIn();
    const shipment = (await sb!.request('GET', `/v1/shipments/${created!.id}`)).body as {
      to_address: { phone: string };
    };
    expect(shipment.to_address.phone).toBe('09012345678');
  });

  it('declining sends nothing (exit 130, a cancel)', async () => {
    const prompter = scripted([
      [/Create this shipment/, false],
      [/.*/, ''],
    ]);
    const { ctx } = await context({ prompter });
    const err = await run(
      opts({
        ...TO,
        service: 'sagawa_regular',
        packSize: '60',
        time: '12-14',
        cool: 'regular',
        cod: '1000',
        shipmentDate: 'today',
        date: 'tomorrow',
      }),
      ctx,
    ).catch((e: unknown) => e);
    await ctx.close();
    expect(err).toBeInstanceOf(CliError);
    expect((err as CliError).exitCode).toBe(130);
    expect((err as Error).message).toContain('nothing was sent');
    expect(prompter.messages).toEqual([expect.stringMatching(/^Create this shipment for 1,\d{3} JPY\?$/)]);
    expect(await shipmentsIn()).toEqual([]);
  });
});

describe('ship without a terminal', () => {
  it('lists every missing field with its flag, and sends nothing', async () => {
    const { ctx } = await context();
    const err = await run(opts({ carrier: 'sagawa', toZip: '530-0001' }), ctx).catch((e: unknown) => e);
    await ctx.close();
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).problems).toEqual([
      { field: 'to_address.full_name', issue: expect.stringContaining('(--to-name)') },
      { field: 'to_address.address1', issue: expect.stringContaining('(--to-address1)') },
      {
        field: 'setup.pack_size',
        issue: expect.stringMatching(/one of 60, 80, 100, 140, 160.*\(--pack-size\)$/),
      },
    ]);
    expect(await shipmentsIn()).toEqual([]);
  });

  it('--dry-run prints the body (with a ref_number) and sends nothing', async () => {
    const { ctx, io } = await context();
    expect(await run(opts({ ...TO, carrier: 'sagawa', packSize: '80', dryRun: true }), ctx)).toBe(0);
    await ctx.close();
    const body = JSON.parse(io.out());
    expect(body.setup).toMatchObject({
      service: 'sagawa_regular',
      pack_size: 80,
      ref_number: expect.stringMatching(/^shipctl-/),
    });
    expect(body.setup.carrier).toBeUndefined();
    expect(body.from_address).toMatchObject({ country: 'JP', zip: '1500002', province: '13' });
    expect(await shipmentsIn()).toEqual([]);
  });

  it('--cheapest buys the cheapest service that passes the checks (test windows follow the JST clock)', async () => {
    const weekday = await context();
    await run(opts({ ...TO, cheapest: true, test: true, packSize: '80', dryRun: true }), weekday.ctx);
    await weekday.ctx.close();
    // A size-80 box fits no mail service: the cheapest parcel service that passes.
    expect(JSON.parse(weekday.io.out()).setup.service).toBe('yuupack_regular');

    await sb!.close();
    sb = undefined;
    const saturday = await context({ at: SATURDAY_10_JST });
    await run(opts({ ...TO, cheapest: true, test: true, packSize: '80', dryRun: true }), saturday.ctx);
    await saturday.ctx.close();
    // Japan Post test labels are weekdays only; sagawa's work any time.
    expect(JSON.parse(saturday.io.out()).setup.service).toBe('sagawa_regular');
  });
});

describe('an unconfirmed create', () => {
  it('is found by its ref_number and reported as created, never sent twice', async () => {
    const { ctx, io } = await context();
    sb!.deps.faults.set('POST /v1/shipments', { failAfterCommit: 'status' });
    const code = await run(
      opts({ ...TO, carrier: 'sagawa', packSize: '80', test: true, ref: 'order-1001' }),
      ctx,
    );
    await ctx.close();
    expect(code).toBe(0);
    const list = await shipmentsIn();
    expect(list).toHaveLength(1);
    expect(io.out()).toContain(list[0]!.id);
    expect(io.err()).toContain('although the API did not confirm it');
  });

  it('not found: exit 6 with the ref number and how to check, nothing re-sent', async () => {
    const { ctx } = await context();
    sb!.deps.faults.set('POST /v1/shipments', { failBeforeCommit: 500 });
    const err = await run(opts({ ...TO, carrier: 'sagawa', packSize: '80', test: true }), ctx).catch(
      (e: unknown) => e,
    );
    await ctx.close();
    expect(err).toBeInstanceOf(CliError);
    expect((err as CliError).exitCode).toBe(6);
    expect((err as Error).message).toMatch(
      /no shipment this attempt could have created \(ref_number shipctl-[a-z0-9]{10}\) was found/,
    );
    expect((err as CliError).hint).toMatch(
      /shipctl shipments list --ref shipctl-[a-z0-9]{10} --state any --scope all/,
    );
    expect(await shipmentsIn()).toEqual([]);
  });
});
