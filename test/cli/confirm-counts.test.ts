// The confirmation of a batch asks about what will be sent: a re-exported file with one row
// more asks about one label and its price, not the whole file. In-process against a sandbox on
// a fixed clock, with a scripted prompter standing in for the terminal.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { run } from '../../src/cli/commands/batch/ship.js';
import { createContext } from '../../src/cli/context.js';
import type { Prompter } from '../../src/cli/prompts/prompter.js';
import { fixedClock } from '../../src/sandbox/deps.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { fakeStreams } from '../helpers/streams.js';

const WEDNESDAY_10_JST = '2026-03-04T01:00:00Z';
let sb: TestSandbox | undefined;
let home: string;
beforeEach(() => {
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-confirm-'));
});
afterEach(async () => {
  await sb?.close();
  sb = undefined;
  fs.rmSync(home, { recursive: true, force: true });
});

function prompter(answer: boolean): Prompter & { asked: string[] } {
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

async function shipFile(rows: number, answer: boolean, yes: boolean) {
  const s = (sb ??= await startTestSandbox({ clock: fixedClock(WEDNESDAY_10_JST) }));
  const lines = ['order_id,name,phone,zip,province,city,address1,carrier,service,pack_size'];
  for (let i = 1; i <= rows; i += 1)
    lines.push(
      `R-${i},山田 太郎${i},0312345678,100-0001,東京都,千代田区,千代田1-${i},sagawa,sagawa_regular,60`,
    );
  const file = path.join(home, `orders-${rows}.csv`);
  fs.writeFileSync(file, lines.join('\n') + '\n');
  const io = fakeStreams({ tty: true });
  const p = prompter(answer);
  const base = createContext({
    streams: io,
    env: { SHIPCTL_HOME: home, NO_COLOR: '1' },
    globals: { json: false, input: true, yes, debug: false, color: false },
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
  const ctx = { ...base, prompter: p };
  const code = await run({ file, labels: false, out: path.join(home, `r-${rows}.csv`) }, ctx).catch(
    (err: unknown) => err,
  );
  await ctx.close();
  return { code, asked: p.asked, stderr: io.err() };
}

it('a re-exported file with one row more asks about the one label it will send, and its price', async () => {
  expect((await shipFile(3, true, true)).code).toBe(0);
  const again = await shipFile(4, false, false);
  expect(again.asked).toHaveLength(1);
  // One sagawa 60 label within Tokyo: one label's price (1,000 JPY in the sandbox), not four.
  expect(again.asked[0]).toMatch(/^Create 1 shipment \(sagawa_regular 1\) — estimated 1,000 JPY/);
  expect(again.stderr).toMatch(/1 shipments? to send/);
});
