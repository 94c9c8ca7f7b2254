// The V8 code cache of the built CLI (bin/compile-cache.js, issue 14): a run leaves the
// compiled chunks beside dist, and a damaged or stale cache never breaks a command — V8
// refuses it, the chunk is compiled from source and the cache written afresh.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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

describe('issue 14: each command adds what it compiled to the cache, once', () => {
  // A dist of its own (the repository's is shared with the tests running beside this one): a
  // chunk whose functions two commands use differently, run as bin/shipctl.js runs it.
  const dist = mkdtempSync(path.join(tmpdir(), 'shipctl-cc-'));
  const body = (name: string) =>
    Array.from(
      { length: 40 },
      (_, i) => `function ${name}${i}(x) { return [x, ${i}, '${name}'].join(':'); }`,
    ).join('\n');
  writeFileSync(
    path.join(dist, 'work-abc123.cjs'),
    `${body('one')}\n${body('two')}\nexports.one = (x) => [${Array.from({ length: 40 }, (_, i) => `one${i}(x)`)}].length;\nexports.two = (x) => [${Array.from({ length: 40 }, (_, i) => `two${i}(x)`)}].length;\n`,
  );
  writeFileSync(
    path.join(dist, 'main.cjs'),
    `const work = require('./work-abc123.cjs');\nprocess.stdout.write(String(work[process.argv.at(-1)]('x')));\n`,
  );
  const loader = path.join(REPO_ROOT, 'bin', 'compile-cache.js');
  const run = (...argv: string[]) => {
    const res = spawnSync(
      process.execPath,
      [
        '-e',
        `require(${JSON.stringify(loader)})(${JSON.stringify(dist)}, process.argv.slice(1)); require(${JSON.stringify(path.join(dist, 'main.cjs'))})`,
        '--',
        ...argv,
      ],
      { encoding: 'utf8' },
    );
    expect(res.status, res.stderr).toBe(0);
    return res.stdout;
  };
  const cacheFile = path.join(dist, '.v8-cache', 'work-abc123.cjs.bin');
  const trained = () =>
    JSON.parse(readFileSync(path.join(dist, '.v8-cache', 'trained.json'), 'utf8')) as Record<
      string,
      string[]
    >;
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('a second command writes the chunk again with its own functions, a repeated one does not', () => {
    expect(run('one')).toBe('40');
    const first = readFileSync(cacheFile);
    expect(trained()['work-abc123.cjs']).toEqual(['one']);

    expect(run('two')).toBe('40');
    const second = readFileSync(cacheFile);
    expect(trained()['work-abc123.cjs']).toEqual(['one', 'two']);
    // It holds the functions of both commands now, so it is larger than the first one.
    expect(second.length).toBeGreaterThan(first.length);

    expect(run('two')).toBe('40');
    expect(run('one')).toBe('40');
    // Options before the command name it all the same (`shipctl --json rates` is rates).
    expect(run('--json', '--profile', 'p', 'two')).toBe('40');
    expect(readFileSync(cacheFile).equals(second)).toBe(true);
  });

  it('a trained.json that is not an object (null, a list, garbage) changes nothing a user sees', () => {
    const file = path.join(dist, '.v8-cache', 'trained.json');
    for (const damaged of ['null', '[1,2]', '{not json']) {
      writeFileSync(file, damaged);
      expect(run('one')).toBe('40');
      expect(run('two')).toBe('40');
      expect(trained()['work-abc123.cjs']).toEqual(expect.arrayContaining(['two']));
    }
  });
});
