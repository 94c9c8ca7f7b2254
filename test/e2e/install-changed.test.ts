// A long-running shipctl whose install is rebuilt or reinstalled under it says so on stderr and
// ends, rather than answer requests with a mix of two builds' code (or a 500 when a chunk it
// has not loaded yet is gone). A copy of the built install in a temporary directory is started,
// then its entry rewritten as a rebuild does.
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanEnv, makeHome, REPO_ROOT } from '../helpers/cli.js';

let home: ReturnType<typeof makeHome>;
beforeEach(() => {
  home = makeHome();
});
afterEach(() => home.remove());

function copyInstall(): string {
  const install = path.join(home.dir, 'install');
  mkdirSync(install);
  cpSync(path.join(REPO_ROOT, 'bin'), path.join(install, 'bin'), { recursive: true });
  cpSync(path.join(REPO_ROOT, 'dist'), path.join(install, 'dist'), { recursive: true });
  cpSync(path.join(REPO_ROOT, 'package.json'), path.join(install, 'package.json'));
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(install, 'node_modules'), 'dir');
  return install;
}

/**
 * Starts `args` from the copy; once `ready` shows on its stderr or stdout (it answers), rewrites the
 * entry as a rebuild does; resolves when the process ends.
 */
function runUntilRebuilt(args: string[], ready: { stream: 'stdout' | 'stderr'; shows: RegExp }, input = '') {
  const install = copyInstall();
  const child = spawn(process.execPath, [path.join(install, 'bin', 'shipctl.js'), ...args], {
    env: cleanEnv(home.dir),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // stdin stays open, as a client keeps it: the server runs until something ends it.
  if (input) child.stdin.write(input);
  const seen = { stdout: '', stderr: '' };
  let rebuilt = false;
  for (const stream of ['stdout', 'stderr'] as const)
    child[stream].on('data', (chunk: Buffer) => {
      seen[stream] += chunk.toString();
      if (!rebuilt && ready.stream === stream && ready.shows.test(seen[stream])) {
        rebuilt = true;
        appendFileSync(path.join(install, 'dist', 'main.cjs'), '\n// rebuilt\n');
      }
    });
  return new Promise<{ code: number | null; stderr: string; rebuilt: boolean }>((resolve) =>
    child.on('close', (code) => resolve({ code, stderr: seen.stderr, rebuilt })),
  );
}

const INITIALIZE = `${JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
})}\n`;

describe('a server whose install changed under it', () => {
  it('sandbox serve says the install was rebuilt and exits 1', async () => {
    const r = await runUntilRebuilt(['sandbox', 'serve', '--port', '0'], {
      stream: 'stderr',
      shows: /Ctrl\+C/,
    });
    expect(r.rebuilt, r.stderr).toBe(true);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('the shipctl install this process started from was rebuilt or reinstalled');
  });

  it('shipctl mcp says the install was rebuilt and exits 1', async () => {
    const r = await runUntilRebuilt(['mcp'], { stream: 'stdout', shows: /"id":1/ }, INITIALIZE);
    expect(r.rebuilt, r.stderr).toBe(true);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('the shipctl install this process started from was rebuilt or reinstalled');
  });
});
