// On a Node older than the one shipctl needs, the launcher says so in one line before loading
// anything that would fail with a stack trace. Needs an older node on the machine (the
// development machines' default is Node 20); skipped where none is found.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';

/** A node on PATH (or a usual system place) older than 22.13, if the machine has one. */
function olderNode(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/local/bin'];
  for (const dir of dirs) {
    const bin = path.join(dir, 'node');
    if (!existsSync(bin)) continue;
    const v = spawnSync(bin, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
    const [major, minor] = v.split('.').map(Number);
    if (major! < 22 || (major === 22 && minor! < 13)) return bin;
  }
  return undefined;
}

const old = olderNode();

describe.skipIf(!old)('shipctl on an unsupported Node (needs a node older than 22.13 on PATH)', () => {
  it.each([['--version'], ['rates', '--to-zip', '530-0001']])(
    '`shipctl %s` says in one line which Node it found and which it needs, exit 1',
    (...args) => {
      const r = spawnSync(old!, [path.join(REPO_ROOT, 'bin', 'shipctl.js'), ...args], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', LANG: 'C' },
      });
      expect(r.status).toBe(1);
      expect(r.stdout).toBe('');
      const found = spawnSync(old!, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
      expect(r.stderr).toBe(`shipctl: Node.js ${found} is too old: shipctl needs Node.js 22.13 or newer\n`);
    },
  );

  it('says it in Japanese to a Japanese locale', () => {
    const r = spawnSync(old!, [path.join(REPO_ROOT, 'bin', 'shipctl.js'), '--version'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', LANG: 'ja_JP.UTF-8' },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^shipctl: Node\.js [\d.]+ では動きません。Node\.js 22\.13 以上が必要です\n$/);
  });
});
