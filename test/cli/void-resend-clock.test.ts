// A row whose label was voided is sent again on the next run of a re-exported file, whatever the
// server's clock says beside this machine's: here the sandbox runs three days ahead (as after
// `shipctl sandbox clock set`), so a label's creation (server time) is later, in figures, than
// the run's start (local time). The void listing must reach back to the label, not to the run.
// (In process the run's first call is the void listing, before any Date header has told the
// client the server's offset; the built CLI against a warm sandbox whose clock was set ahead
// missed the void before the fix in runner.ts's reopenVoided.)
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContextDeps } from '../../src/cli/context.js';
import { runCli } from '../../src/cli/run.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { fakeStreams } from '../helpers/streams.js';

const AHEAD_MS = 3 * 24 * 60 * 60 * 1000;

let sb: TestSandbox;
let home: string;
beforeEach(async () => {
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-void-'));
  sb = await startTestSandbox({ clock: { now: () => new Date(Date.now() + AHEAD_MS) } });
});
afterEach(async () => {
  await sb.close();
  fs.rmSync(home, { recursive: true, force: true });
});

const deps = (): ContextDeps => ({
  cwd: home,
  startSandbox: async () => ({ baseUrl: sb.url, token: sb.token, dbPath: ':memory:', close: async () => {} }),
});

async function cli(argv: string[]) {
  const io = fakeStreams({});
  const code = await runCli(argv, {
    env: { SHIPCTL_HOME: home, SHIPCTL_LANG: 'en' },
    streams: io,
    deps: deps(),
  });
  return { code, stdout: io.out(), stderr: io.err() };
}

const HEADER = '注文番号,お届け先名,郵便番号,住所1,電話番号,品名,個数';
const ROWS = [
  'R-1,山田 太郎,530-0011,大阪府大阪市北区大深町4-1,09012345678,緑茶,1',
  'R-2,佐藤 花子,460-0008,愛知県名古屋市中区栄3-5-1,08012345678,抹茶,2',
  'R-3,鈴木 次郎,060-0808,北海道札幌市北区北8条西5丁目,07012345678,煎茶,1',
];

describe('void then re-run, the server clock ahead of this machine', () => {
  it('a re-exported file sends its voided row again', async () => {
    fs.writeFileSync(path.join(home, 'a.csv'), [HEADER, ...ROWS.slice(0, 2)].join('\n') + '\n');
    fs.writeFileSync(path.join(home, 'b.csv'), [HEADER, ...ROWS].join('\n') + '\n');
    const ship = (file: string) =>
      cli(['batch', 'ship', path.join(home, file), '--carrier', 'sagawa', '--pack-size', '60', '--yes']);
    expect((await ship('a.csv')).code).toBe(0);
    const b = await ship('b.csv');
    expect(b.stderr).toContain('1 shipped, 2 already shipped');
    const listed = async () =>
      (await sb.request('GET', '/v1/shipments?state=any&limit=250')).body as {
        id: string;
        state: string;
        setup: { ref_number: string };
      }[];
    const first = (await listed()).find((s) => s.setup.ref_number === 'R-1')!;
    expect((await cli(['shipments', 'void', first.id, '--yes'])).code).toBe(0);
    const again = await ship('b.csv');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain('1 shipped, 2 already shipped');
    const r1 = (await listed()).filter((s) => s.setup.ref_number === 'R-1' && s.state === 'active');
    expect(r1).toHaveLength(1);
    expect(r1[0]!.id).not.toBe(first.id);
  });
});
