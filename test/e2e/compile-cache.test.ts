// The built CLI runs with Node's own compile cache, kept in the user's cache directory: a run
// leaves the compiled chunks there, never inside the install, and a damaged cache never changes
// what a command prints — Node refuses it and compiles from source.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHome, REPO_ROOT, runCli } from '../helpers/cli.js';

let home: ReturnType<typeof makeHome>;
beforeAll(() => {
  home = makeHome();
});
afterAll(() => home.remove());

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(dir, f))
    .filter((f) => statSync(f).isFile());
}

describe('the compile cache of the built CLI', () => {
  it('lives in the user cache directory, not in the install, and garbage in it changes nothing a user sees', async () => {
    const cacheHome = path.join(home.dir, 'cache');
    const env = { XDG_CACHE_HOME: cacheHome };
    const first = await runCli(['carriers', 'catalog', 'sagawa'], { home: home.dir, env });
    expect(first.code, first.stderr).toBe(0);
    const cached = filesUnder(path.join(cacheHome, 'shipctl', 'compile-cache'));
    expect(cached.length).toBeGreaterThan(0);
    expect(readdirSync(path.join(REPO_ROOT, 'dist')).filter((f) => f.startsWith('.'))).toEqual([]);

    for (const f of cached) writeFileSync(f, 'not a code cache');
    const again = await runCli(['carriers', 'catalog', 'sagawa'], { home: home.dir, env });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toBe(first.stdout);
    expect(again.stderr).toBe(first.stderr);
  });
});
