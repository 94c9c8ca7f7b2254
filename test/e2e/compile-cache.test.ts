// The V8 code cache of the built CLI (bin/compile-cache.js, issue 14): a run leaves the
// compiled chunks beside dist, and a damaged or stale cache never breaks a command — V8
// refuses it, the chunk is compiled from source and the cache written afresh.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../helpers/cli.js';

// The build's own directory (bin/compile-cache.js, dist/BUILD).
const CACHE = path.join(
  REPO_ROOT,
  'dist',
  '.v8-cache',
  readFileSync(path.join(REPO_ROOT, 'dist', 'BUILD'), 'utf8').trim(),
);
const cached = () => readdirSync(CACHE).filter((f) => f.endsWith('.bin'));

describe('issue 14: the code cache of dist', () => {
  it('a run leaves its chunks compiled; garbage in the cache changes nothing a user sees, and is replaced', async () => {
    const first = await runCli(['carriers', 'catalog', 'sagawa']);
    expect(first.code, first.stderr).toBe(0);
    expect(cached()).toContain('main.cjs.bin');
    expect(cached()).toContain('main.cjs.carriers_catalog.bin');

    const garbage = Buffer.from('not a V8 code cache');
    for (const f of cached()) writeFileSync(path.join(CACHE, f), garbage);
    const again = await runCli(['carriers', 'catalog', 'sagawa']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toBe(first.stdout);
    expect(again.stderr).toBe(first.stderr);
    // The cache the run read (its own, else the chunk's first) was refused and written afresh.
    const own = path.join(CACHE, 'main.cjs.carriers_catalog.bin');
    const read = existsSync(own) ? own : path.join(CACHE, 'main.cjs.bin');
    expect(readFileSync(read).equals(garbage)).toBe(false);
  });
});

describe('issue 14: each command keeps its own code cache of a chunk', () => {
  // A dist of its own (the repository's is shared with the tests running beside this one): a
  // chunk whose functions commands use differently, run as bin/shipctl.js runs it. Commands
  // are two-letter words (aa, ab…); the chunk exports a function per command.
  const dist = mkdtempSync(path.join(tmpdir(), 'shipctl-cc-'));
  const names = Array.from({ length: 26 }, (_, i) => `a${String.fromCharCode(97 + i)}`);
  const body = (name: string) =>
    Array.from(
      { length: 40 },
      (_, i) => `function ${name}${i}(x) { return [x, ${i}, '${name}'].join(':'); }`,
    ).join('\n');
  writeFileSync(
    path.join(dist, 'work-abc123.cjs'),
    names
      .map(
        (n) =>
          `${body(n)}\nexports.${n} = (x) => [${Array.from({ length: 40 }, (_, i) => `${n}${i}(x)`)}].length;`,
      )
      .join('\n'),
  );
  writeFileSync(path.join(dist, 'BUILD'), 'b1\n');
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
  const cacheDir = path.join(dist, '.v8-cache', 'b1');
  const cacheOf = (command?: string) =>
    readFileSync(path.join(cacheDir, `work-abc123.cjs${command ? `.${command}` : ''}.bin`));
  const owners = () =>
    new Set(
      readdirSync(cacheDir)
        .map((f) => /^work-abc123\.cjs\.([a-z]+)\.bin$/.exec(f)?.[1])
        .filter(Boolean),
    );
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('a command writes its own cache once, with what it compiled; another command leaves it alone', () => {
    expect(run('aa')).toBe('40');
    const first = cacheOf();
    const aa = cacheOf('aa');
    expect(run('ab')).toBe('40');
    const ab = cacheOf('ab');
    // ab started from the chunk's first cache and added its own functions to it.
    expect(ab.length).toBeGreaterThan(first.length);
    expect(cacheOf().equals(first)).toBe(true);
    expect(cacheOf('aa').equals(aa)).toBe(true);

    expect(run('ab')).toBe('40');
    expect(run('aa')).toBe('40');
    // Options before the command name it all the same (`shipctl --json rates` is rates).
    expect(run('--json', '--profile', 'p', 'ab')).toBe('40');
    expect(cacheOf('ab').equals(ab)).toBe(true);
    expect(cacheOf('aa').equals(aa)).toBe(true);
    expect([...owners()].sort()).toEqual(['aa', 'ab']);
  });

  it('a damaged own cache changes nothing a user sees and is written again', () => {
    const garbage = Buffer.from('not a V8 code cache');
    writeFileSync(path.join(cacheDir, 'work-abc123.cjs.aa.bin'), garbage);
    expect(run('aa')).toBe('40');
    expect(cacheOf('aa').equals(garbage)).toBe(false);
  });

  it('past 24 commands with caches of their own, a new command takes the place of the one written longest ago', () => {
    for (const n of names.slice(0, 24)) expect(run(n)).toBe('40');
    expect(owners().size).toBe(24);
    const writtenAt = (n: string) => statSync(path.join(cacheDir, `work-abc123.cjs.${n}.bin`)).mtimeMs;
    const oldest = [...owners()].sort((x, y) => writtenAt(x!) - writtenAt(y!))[0]!;
    expect(run(names[24]!)).toBe('40');
    expect(owners().size).toBe(24);
    expect(owners().has(names[24]!)).toBe(true);
    expect(owners().has(oldest)).toBe(false);
    // The one that gave up its place still runs, from the chunk's first cache, and comes back.
    expect(run(oldest)).toBe('40');
    expect(owners().has(oldest)).toBe(true);
    expect(owners().size).toBe(24);
  });

  it('a cache of another build is never read, though V8 would take it for a source of the same length', () => {
    // A build changes main.cjs without changing its length (its chunks are named by hashes of
    // one length): run under build b1, then as build b2 with other code of the same length.
    const other = mkdtempSync(path.join(tmpdir(), 'shipctl-cc-build-'));
    try {
      const main = (word: string) => `process.stdout.write('${word}');\n`;
      writeFileSync(path.join(other, 'BUILD'), 'b1\n');
      writeFileSync(path.join(other, 'main.cjs'), main('one'));
      const runIn = () =>
        spawnSync(
          process.execPath,
          [
            '-e',
            `require(${JSON.stringify(loader)})(${JSON.stringify(other)}, ['x']); require(${JSON.stringify(path.join(other, 'main.cjs'))})`,
          ],
          { encoding: 'utf8' },
        ).stdout;
      expect(runIn()).toBe('one');
      expect(runIn()).toBe('one');
      writeFileSync(path.join(other, 'BUILD'), 'b2\n');
      writeFileSync(path.join(other, 'main.cjs'), main('two'));
      expect(runIn()).toBe('two');
      expect(readdirSync(path.join(other, '.v8-cache')).sort()).toEqual(['b1', 'b2']);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
