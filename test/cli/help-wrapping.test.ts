// help papercuts — ragged breaks, a stray "(default: [])", utf16be,
// and the README's completion install on a fresh home.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Command } from 'commander';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { itNeeds } from '../helpers/tools.js';
import type { CommandKit } from '../../src/cli/define.js';
import { buildProgram } from '../../src/cli/program.js';
import { fakeStreams } from '../helpers/streams.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const kit: CommandKit = { dispatch: async () => undefined };

function walk(cmd: Command, p: string[] = []): [string, Command][] {
  return cmd.commands.flatMap((c) => [
    [[...p, c.name()].join(' '), c] as [string, Command],
    ...walk(c, [...p, c.name()]),
  ]);
}

describe('help', () => {
  it('at 80 columns no help line is wider than 80 (examples excepted) and no "(default: [])"', async () => {
    const io = fakeStreams();
    const program = await buildProgram([], kit, io, { loadAll: true });
    const all: [string, Command][] = [['(root)', program], ...walk(program)];
    const long: string[] = [];
    for (const [name, cmd] of all) {
      const before = io.out().length;
      cmd.outputHelp();
      const help = io.out().slice(before);
      expect(help, name).not.toContain('(default: [])');
      for (const line of help.split('\n'))
        if (stringWidth(line) > 80 && !/^\s*\$ /.test(line) && !/\\$/.test(line) && !/^\s{5,}--/.test(line))
          long.push(`${name}: ${line}`);
    }
    expect(long).toEqual([]);
  });

  it('a list of commands shows the first paragraph of each description, not a ragged second one', async () => {
    const io = fakeStreams();
    const program = await buildProgram(['addresses'], kit, io, { loadAll: true });
    program.commands.find((c) => c.name() === 'addresses')!.outputHelp();
    const list = io.out().split('Commands:')[1]!;
    expect(list).not.toMatch(/Saved addresses serve/);
  });

  it('batch ship --help lists utf16be, as docs/batch.md does', async () => {
    const io = fakeStreams();
    const program = await buildProgram(['batch'], kit, io, { loadAll: true });
    const ship = program.commands
      .find((c) => c.name() === 'batch')!
      .commands.find((c) => c.name() === 'ship')!;
    ship.outputHelp();
    expect(io.out()).toMatch(/--encoding <enc>\s+force the file encoding: utf8, sjis, utf16le, utf16be/);
    expect(readFileSync(path.join(ROOT, 'docs/batch.md'), 'utf8')).toContain('utf16be');
  });

  itNeeds(['bash'])("README's bash completion install works on a fresh home", () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const line = readme.split('\n').find((l) => l.includes('shipctl completion bash >'))!;
    expect(line).toMatch(/^mkdir -p /);
    const home = mkdtempSync(path.join(tmpdir(), 'shipctl-fresh-home-'));
    try {
      const bin = path.join(home, 'bin');
      mkdirSync(bin);
      const shim = path.join(bin, 'shipctl');
      writeFileSync(
        shim,
        `#!/bin/sh\nexec "${process.execPath}" "${path.join(ROOT, 'bin/shipctl.js')}" "$@"\n`,
      );
      chmodSync(shim, 0o755);
      const r = spawnSync('bash', ['-c', line], {
        env: { HOME: home, PATH: `${bin}:/usr/bin:/bin`, SHIPCTL_HOME: path.join(home, '.shipctl') },
        encoding: 'utf8',
      });
      expect(r.status, r.stderr).toBe(0);
      const file = path.join(home, '.local/share/bash-completion/completions/shipctl');
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain('complete');
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});
