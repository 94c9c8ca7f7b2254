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
import { HELP_TOPICS } from '../../src/cli/commands/help-topics/index.js';
import { COMMANDS } from '../../src/cli/commands/index.js';
import type { CommandDefinition, CommandKit } from '../../src/cli/define.js';
import { buildProgram } from '../../src/cli/program.js';
import { makeHome } from '../helpers/cli.js';
import { fakeStreams } from '../helpers/streams.js';
import { runCliAtTerminal } from '../helpers/terminal.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const kit: CommandKit = { dispatch: async () => undefined };

function walk(cmd: Command, p: string[] = []): [string, Command][] {
  return cmd.commands.flatMap((c) => [
    [[...p, c.name()].join(' '), c] as [string, Command],
    ...walk(c, [...p, c.name()]),
  ]);
}

/** Every definition of the tree, with the words that run it. */
async function definitions(): Promise<[string, CommandDefinition][]> {
  const all: [string, CommandDefinition][] = [];
  const walkDefinition = (d: CommandDefinition, words: string) => {
    all.push([`${words}${d.name}`, d]);
    if (d.kind === 'noun') for (const verb of d.verbs) walkDefinition(verb, `${words}${d.name} `);
  };
  for (const entry of COMMANDS) walkDefinition((await entry.load()).definition, '');
  return all;
}

/**
 * The lines of prose (not indented: a table, a sample or an example is) that a hard line break
 * cuts mid-sentence: a line followed by more prose must end a sentence or lead into a list.
 */
function brokenMidSentence(text: string): string[] {
  const lines = text.split('\n');
  const prose = (l: string | undefined) => l !== undefined && l !== '' && !/^\s/.test(l);
  return lines.filter((line, i) => prose(line) && prose(lines[i + 1]) && !/[.:!?]$/.test(line));
}

describe('help', () => {
  it('help prose is written in paragraphs that flow: no description, note or topic breaks a sentence', async () => {
    const broken: string[] = [];
    for (const [name, d] of await definitions())
      for (const text of [d.description, d.notes ?? ''])
        broken.push(...brokenMidSentence(text).map((l) => `${name}: ${l}`));
    for (const topic of HELP_TOPICS)
      broken.push(...brokenMidSentence((await topic.load()).text()).map((l) => `help ${topic.name}: ${l}`));
    expect(broken).toEqual([]);
  });

  it('station --help and help environment wrap their prose to the terminal: wide on a wide one, within a narrow one', async () => {
    const home = makeHome();
    try {
      const wide = await runCliAtTerminal(['station', '--help'], { columns: 120, home: home.dir });
      expect(wide.code).toBe(0);
      expect(wide.stdout).toMatch(/code and Enter\)\. Errors are shown/);
      const env = await runCliAtTerminal(['help', 'environment'], { columns: 120, home: home.dir });
      expect(env.stdout).toMatch(/the platform’s usual places \(Linux:/);
      for (const args of [
        ['station', '--help'],
        ['help', 'environment'],
      ]) {
        // At 80 columns nothing wraps, examples included.
        const at80 = await runCliAtTerminal(args, { columns: 80, home: home.dir });
        for (const line of at80.stdout.split('\n')) expect(stringWidth(line), line).toBeLessThanOrEqual(80);
        const narrow = await runCliAtTerminal(args, { columns: 60, home: home.dir });
        const notes = narrow.stdout.slice(0, narrow.stdout.indexOf('Examples:'));
        for (const line of notes.split('\n')) expect(stringWidth(line), line).toBeLessThanOrEqual(60);
      }
    } finally {
      home.remove();
    }
  });

  it('a list of verbs shows each one’s summary whole: a verb of several sentences has a short one', async () => {
    const long: string[] = [];
    for (const [name, d] of await definitions())
      if (!d.summary && /[.;] [A-Z]/.test(d.description)) long.push(name);
    expect(long).toEqual([]);
    const io = fakeStreams();
    const program = await buildProgram(['carriers'], kit, io, { loadAll: true });
    program.commands.find((c) => c.name() === 'carriers')!.outputHelp();
    const list = io.out().split('Commands:')[1]!.split('Examples:')[0]!;
    expect(list).toMatch(
      /^ {2}add \[options\] \[type\] +Register a carrier account \(POST \/v1\/carriers\)$/m,
    );
    expect(list).not.toContain('exactly the');
    expect(list).toMatch(
      /catalog \[options\] \[type\] +What each carrier offers: services, pack sizes, time\n\s+slots, print sizes…; works offline\n/,
    );
  });

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
