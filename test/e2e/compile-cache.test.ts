// The built CLI runs with Node's own compile cache, kept in the user's cache directory: a run
// leaves the compiled chunks there, never inside the install, and a damaged cache never changes
// what a command prints — Node refuses it and compiles from source. A cache directory another
// user can write is never used: a forged entry there would run their code as you.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, cleanEnv, makeHome, REPO_ROOT, runCli } from '../helpers/cli.js';

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

/**
 * A copy of the install's launcher and entry, and a cache entry for that entry forged the way an
 * attacker would: the bytecode of a payload of the same length (V8 checks only the length of the
 * source), its header given the real source's hash (what Node checks). The payload writes `proof`.
 */
function forgeCache(root: string, cacheHome: string, proof: string): { bin: string } {
  const install = path.join(root, 'install');
  mkdirSync(path.join(install, 'bin'), { recursive: true });
  mkdirSync(path.join(install, 'dist'));
  for (const f of ['shipctl.js', 'package.json'])
    copyFileSync(path.join(REPO_ROOT, 'bin', f), path.join(install, 'bin', f));
  const entry = path.join(install, 'dist', 'main.cjs');
  const real = readFileSync(path.join(REPO_ROOT, 'dist', 'main.cjs'), 'utf8');
  const head = `require('node:fs').writeFileSync(${JSON.stringify(proof)}, 'ran');\n`;
  const payload = `${head}/*${'x'.repeat(real.length - head.length - 4)}*/`;
  const bin = path.join(install, 'bin', 'shipctl.js');
  const cacheDir = path.join(cacheHome, 'shipctl', 'compile-cache');
  writeFileSync(entry, payload);
  spawnSync(process.execPath, [bin, '--version'], {
    env: { ...cleanEnv(root), NODE_COMPILE_CACHE: cacheDir },
  });
  writeFileSync(entry, real);
  rmSync(proof); // the payload ran once, to be compiled
  const [from, to] = [crc32(Buffer.from(payload)), crc32(Buffer.from(real))];
  for (const f of filesUnder(cacheDir)) {
    const bytes = readFileSync(f);
    for (let at = 0; at < 32; at += 4) if (bytes.readUInt32LE(at) === from) bytes.writeUInt32LE(to, at);
    writeFileSync(f, bytes);
  }
  return { bin };
}

describe('a compile cache another user could write', () => {
  it.skipIf(process.platform === 'win32')(
    'a forged entry in a shared writable XDG_CACHE_HOME (mode 1777) is not run; --debug says why',
    () => {
      const root = path.join(home.dir, 'forged');
      const shared = path.join(root, 'shared');
      const proof = path.join(root, 'payload-ran');
      mkdirSync(shared, { recursive: true });
      const { bin } = forgeCache(root, shared, proof);
      expect(existsSync(proof)).toBe(false);

      // The forgery is real: a process that honours that cache runs the payload.
      const honoured = spawnSync(process.execPath, [bin, '--version'], {
        env: { ...cleanEnv(root), NODE_COMPILE_CACHE: path.join(shared, 'shipctl', 'compile-cache') },
      });
      expect(honoured.status).toBe(0);
      expect(existsSync(proof)).toBe(true);
      rmSync(proof);

      chmodSync(shared, 0o1777);
      const run = spawnSync(process.execPath, [bin, '--version'], {
        env: cleanEnv(root, { XDG_CACHE_HOME: shared }),
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/^\d+\.\d+\.\d+/);
      expect(existsSync(proof)).toBe(false);

      const said = spawnSync(process.execPath, [BIN, '--debug', 'carriers', 'catalog', 'sagawa'], {
        env: cleanEnv(root, { XDG_CACHE_HOME: shared }),
        encoding: 'utf8',
      });
      expect(said.status, said.stderr).toBe(0);
      expect(said.stderr).toContain(`compile cache not used: ${shared} is writable by other users`);
    },
  );
});
