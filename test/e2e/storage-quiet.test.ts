// The stores run on node:sqlite, which Node 22 announces on stderr as it loads
// ("ExperimentalWarning: SQLite is an experimental feature…"). A command's stderr is read by
// people and its --json stdout by programs: a command that opens a database prints neither
// that notice nor anything else of it (src/sqlite drops that one warning).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeHome, runCli } from '../helpers/cli.js';

const NOTICE = /ExperimentalWarning|experimental feature/;

let home: ReturnType<typeof makeHome>;
beforeEach(() => {
  home = makeHome();
});
afterEach(() => home.remove());

describe('a command that opens a database says nothing of node:sqlite', () => {
  it('sandbox reset --json, then sandbox clock --json (the sandbox database): the JSON alone, stderr empty', async () => {
    const reset = await runCli(['sandbox', 'reset', '--yes', '--json'], { home: home.dir });
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stderr).toBe('');
    expect(JSON.parse(reset.stdout)).toMatchObject({ seeded: true });
    const clock = await runCli(['sandbox', 'clock', '--json'], { home: home.dir });
    expect(clock.code, clock.stderr).toBe(0);
    expect(clock.stderr).toBe('');
    expect(JSON.parse(clock.stdout)).toMatchObject({ mode: 'real' });
  });

  it('a quote with the sandbox inside the command: no notice on stderr, JSON on stdout', async () => {
    const r = await runCli(['rates', '--to-zip', '530-0001', '--pack-size', '80', '--json'], {
      home: home.dir,
      env: { SHIPCTL_SANDBOX_IDLE: '0' },
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(NOTICE);
    expect(() => JSON.parse(r.stdout)).not.toThrow();
  });
});
