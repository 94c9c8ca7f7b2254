// `batch ship` row defaults for the ship date and the quoted total
// of the confirmation, in-process against a sandbox on a fixed clock, with a scripted
// prompter standing in for the terminal.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/commands/batch/ship.js';
import { createContext, type Context, type GlobalOptions } from '../../src/cli/context.js';
import type { Prompter } from '../../src/cli/prompts/prompter.js';
import { fixedClock } from '../../src/sandbox/deps.js';
import { JA_HEADERS, japaneseOrders, toCsv } from '../fixtures/batch/harness.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { fakeStreams, type FakeStreams } from '../helpers/streams.js';

const WEDNESDAY_10_JST = '2026-03-04T01:00:00Z';

let sb: TestSandbox | undefined;
let home: string;
beforeEach(() => {
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-i12b-'));
});
afterEach(async () => {
  await sb?.close();
  sb = undefined;
  fs.rmSync(home, { recursive: true, force: true });
});

function confirming(answer: boolean): Prompter & { asked: string[] } {
  const asked: string[] = [];
  const no = () => Promise.reject(new Error('no prompt expected'));
  return {
    asked,
    canPrompt: true,
    password: no,
    input: no,
    select: no,
    confirm: async ({ message }) => {
      asked.push(message);
      return answer;
    },
  };
}

async function context(o: {
  prompter: Prompter;
  globals?: Partial<GlobalOptions>;
}): Promise<{ ctx: Context; io: FakeStreams }> {
  const s = (sb ??= await startTestSandbox({ clock: fixedClock(WEDNESDAY_10_JST) }));
  const io = fakeStreams({ tty: true });
  const base = createContext({
    streams: io,
    env: { SHIPCTL_HOME: home, NO_COLOR: '1' },
    globals: { json: false, input: true, yes: false, debug: true, color: false, ...o.globals },
    deps: {
      now: () => new Date(WEDNESDAY_10_JST),
      cwd: home,
      startSandbox: async () => ({
        baseUrl: s.url,
        token: s.token,
        dbPath: ':memory:',
        close: async () => {},
      }),
    },
  });
  return { ctx: { ...base, prompter: o.prompter }, io };
}

/** Six yamato orders over three prefectures, one size; a 出荷日 column, some cells empty. */
function yamatoFile(shipDates: string[]): string {
  const rows = japaneseOrders(6, 3).map((r, i) => {
    const row = [...r];
    const same = japaneseOrders(3, 3)[i % 3]!;
    for (const c of [2, 3, 4, 5]) row[c] = same[c]!; // 郵便番号, 都道府県, 市区町村, 住所1
    row[11] = 'ヤマト運輸';
    row[12] = '60';
    row[13] = '';
    return [...row, shipDates[i] ?? ''];
  });
  const file = path.join(home, 'orders.csv');
  fs.writeFileSync(file, toCsv([...JA_HEADERS, '出荷日'], rows));
  return file;
}

const rateCalls = (stderr: string) => (stderr.match(/POST \S*\/v1\/rates/g) ?? []).length;

describe('batch ship', () => {
  it('--shipment-date fills rows without a 出荷日; 本日/today in the column read as today (JST)', async () => {
    const file = yamatoFile(['本日', 'today', '', '2026-03-06', '', '']);
    const { ctx } = await context({ prompter: confirming(true), globals: { yes: true, debug: false } });
    const code = await run(
      { file, shipmentDate: 'tomorrow', labels: false, out: path.join(home, 'r.csv') },
      ctx,
    );
    await ctx.close();
    expect(code).toBe(0);
    const made = (await sb!.request('GET', '/v1/shipments?state=any')).body as {
      setup: { ref_number: string; shipment_date: string };
    }[];
    const byKey = Object.fromEntries(
      made.map((s) => [s.setup.ref_number.split('-').at(-1), s.setup.shipment_date]),
    );
    expect(byKey).toEqual({
      A0001: '2026-03-04',
      A0002: '2026-03-04',
      A0003: '2026-03-05',
      A0004: '2026-03-06',
      A0005: '2026-03-05',
      A0006: '2026-03-05',
    });
  });

  it('the confirmation shows a quoted total without --estimate, one rates call per service, size and prefecture', async () => {
    const file = yamatoFile([]);
    const prompter = confirming(false);
    const { ctx, io } = await context({ prompter });
    const err = await run({ file, shipmentDate: 'today', labels: false }, ctx).catch((e: unknown) => e);
    await ctx.close();
    expect((err as { exitCode?: number }).exitCode).toBe(130);
    expect(prompter.asked).toHaveLength(1);
    expect(prompter.asked[0]).toMatch(
      /^Create 6 shipments \(.*yamato_regular.*\) — estimated [\d,]+ JPY \(quoted per service, size and prefecture: 3 rate calls\)\?$/,
    );
    // three groups (yamato_regular, 60, three prefectures): three calls, not six
    expect(rateCalls(io.err())).toBe(3);
    expect((await sb!.request('GET', '/v1/shipments?state=any')).body).toEqual([]);
  });
});
