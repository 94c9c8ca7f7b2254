// The V8 code cache of the built CLI (bin/compile-cache.js, issue 14): a run leaves the
// compiled chunks beside dist, and a damaged or stale cache never breaks a command — V8
// refuses it, the chunk is compiled from source and the cache written afresh.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../helpers/cli.js';

const CACHE = path.join(REPO_ROOT, 'dist', '.v8-cache');
const cached = () => readdirSync(CACHE).filter((f) => f.endsWith('.cjs.bin'));

describe('issue 14: the code cache of dist', () => {
  it('a run leaves its chunks compiled; garbage in the cache changes nothing a user sees, and is replaced', async () => {
    const first = await runCli(['carriers', 'catalog', 'sagawa']);
    expect(first.code, first.stderr).toBe(0);
    expect(cached()).toContain('main.cjs.bin');

    const garbage = Buffer.from('not a V8 code cache');
    for (const f of cached()) writeFileSync(path.join(CACHE, f), garbage);
    const again = await runCli(['carriers', 'catalog', 'sagawa']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toBe(first.stdout);
    expect(again.stderr).toBe(first.stderr);
    expect(readFileSync(path.join(CACHE, 'main.cjs.bin')).equals(garbage)).toBe(false);
  });
});
