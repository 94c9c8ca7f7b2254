// A batch killed while its labels print (the packer pulls the plug at a jam) and run again
// prints the rest — every label once, none twice. The built CLI, killed for real by the
// printer it sends to: a stand-in `lp` that takes jobs into a folder and, once it holds
// KILL_AFTER of them, kills the run that sends the next one.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import { makeHome, runCli } from '../helpers/cli.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

let sb: TestSandbox;
let home: ReturnType<typeof makeHome>;
beforeAll(async () => {
  sb = await startTestSandbox({ clock: fixedClock('2026-03-04T01:00:00Z') });
  home = makeHome();
});
afterAll(async () => {
  await sb.close();
  home.remove();
});

const LP = `#!/bin/sh
n=$(ls "$FAKE_LP_DIR" | wc -l)
if [ -n "$KILL_AFTER" ] && [ "$n" -ge "$KILL_AFTER" ]; then kill -9 $PPID; exit 1; fi
cat > "$FAKE_LP_DIR/job-$(printf %04d $((n+1))).pdf"
`;

describe('a batch killed while printing', () => {
  it('prints on the re-run only the labels that never printed: 15 printed, killed, then 5 printed and 0 again', async () => {
    const bin = path.join(home.dir, 'bin');
    const jobs = path.join(home.dir, 'jobs');
    mkdirSync(bin);
    mkdirSync(jobs);
    writeFileSync(path.join(bin, 'lp'), LP, { mode: 0o755 });
    writeFileSync(path.join(bin, 'lpstat'), '#!/bin/sh\necho "printer FAKE is idle."\n', { mode: 0o755 });
    const rows = ['order_id,name,phone,zip,province,city,address1,carrier,service,pack_size'];
    for (let i = 1; i <= 20; i += 1)
      rows.push(
        `R-${i},山田 太郎${i},0312345678,100-0001,東京都,千代田区,千代田1-${i},sagawa,sagawa_regular,60`,
      );
    const file = path.join(home.dir, 'orders.csv');
    writeFileSync(file, rows.join('\n') + '\n');
    const env = {
      SHIPCTL_TOKEN: sb.token,
      SHIPCTL_NOW: '2026-03-04T01:00:00Z',
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      FAKE_LP_DIR: jobs,
    };
    const args = ['--base-url', sb.url, 'batch', 'ship', file, '--printer', 'lp:FAKE', '--yes', '--out', '-'];
    const killed = await runCli(args, { home: home.dir, env: { ...env, KILL_AFTER: '15' } });
    expect(killed.signal ?? killed.code).toBe('SIGKILL');
    expect(readdirSync(jobs)).toHaveLength(15);
    const again = await runCli(args, { home: home.dir, env });
    expect(again.code, again.stderr).toBe(0);
    expect(readdirSync(jobs)).toHaveLength(20);
    expect(again.stderr).toContain('5 printed, 15 printed before (not again)');
    expect(again.stderr).not.toContain('REPRINT');
  }, 60_000);
});
