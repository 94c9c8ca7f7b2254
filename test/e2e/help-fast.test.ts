// A bare `shipctl --help` into a pipe or a file is answered by bin/shipctl.js from the text the
// built CLI rendered for that case at build time (dist/help.txt), before Node's ESM loader
// starts (issue 14: --help within 1.3 bare Node startups). It must be byte for byte what the
// CLI itself prints there, and it must not be used where the CLI would print something else.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { traceModules } from '../../bench/module-trace.mjs';
import { cleanEnv, makeHome, REPO_ROOT, runCli } from '../helpers/cli.js';

const MAIN = path.join(REPO_ROOT, 'dist', 'main.cjs');
let home: ReturnType<typeof makeHome>;
beforeAll(() => {
  home = makeHome();
});
afterAll(() => home.remove());

/** The built ESM entry run directly: the CLI's own rendering, no fast path. */
function rendered(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN, ...args], {
      env: cleanEnv(home.dir, env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout }));
  });
}

describe('issue 14: --help into a pipe', () => {
  it.each([[['--help']], [['-h']], [['help']], [[]]])(
    'shipctl %j prints what the CLI renders, exit 0',
    async (args) => {
      const fast = await runCli(args, { home: home.dir });
      const slow = await rendered(args);
      expect(fast.code).toBe(0);
      expect(slow.code).toBe(0);
      expect(fast.stdout).toBe(slow.stdout);
      expect(fast.stdout).toMatch(/^Usage: shipctl \[options\] \[command\]\n/);
      expect(fast.stderr).toBe('');
    },
  );

  it('loads no dist chunk for a bare --help, and the whole CLI for anything more', async () => {
    const bare = await traceModules(['--help'], { env: cleanEnv(home.dir) });
    expect(bare.status).toBe(0);
    expect([...bare.chunks]).toEqual([]);
    const more = await traceModules(['rates', '--help'], { env: cleanEnv(home.dir) });
    expect(more.status).toBe(0);
    expect(more.chunks.size).toBeGreaterThan(0);
  });

  it('FORCE_COLOR (colour asked for) goes to the CLI, which decides', async () => {
    const traced = await traceModules(['--help'], { env: cleanEnv(home.dir, { FORCE_COLOR: '1' }) });
    expect(traced.status).toBe(0);
    expect(traced.chunks.size).toBeGreaterThan(0);
  });
});
