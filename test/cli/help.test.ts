// Every command, once loaded, explains itself: a description, its options apart
// from the global ones, and an Examples section. Walks the whole tree, so commands
// added later are held to it too.
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { CommandKit } from '../../src/cli/define.js';
import { HELP_TOPICS } from '../../src/cli/commands/help-topics/index.js';
import { COMMANDS } from '../../src/cli/commands/index.js';
import { buildProgram } from '../../src/cli/program.js';
import { fakeStreams } from '../helpers/streams.js';

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const kit: CommandKit = { dispatch: async () => undefined };

function walk(cmd: Command, path: string[] = []): [string, Command][] {
  return cmd.commands.flatMap((c) => [
    [[...path, c.name()].join(' '), c] as [string, Command],
    ...walk(c, [...path, c.name()]),
  ]);
}

describe('help', () => {
  it('gives every command a description and an "Examples:" section', async () => {
    const io = fakeStreams();
    const program = await buildProgram([], kit, io, { loadAll: true });
    const all = walk(program);
    expect(all.map(([name]) => name)).toEqual(expect.arrayContaining(COMMANDS.map((c) => c.name)));
    for (const [name, cmd] of all) {
      const before = io.out().length;
      cmd.outputHelp();
      const help = io.out().slice(before);
      expect(cmd.description(), name).not.toBe('');
      expect(help, `${name} --help`).toMatch(/^Examples:$/m);
    }
  });

  it('shows each command’s own options apart from the global ones', async () => {
    const io = fakeStreams();
    const program = await buildProgram([], kit, io, { loadAll: true });
    // Help topics (hidden, their help is their text) have no options to show.
    const topics = new Set(HELP_TOPICS.map((t) => t.name));
    for (const [name, cmd] of walk(program).filter(([n]) => !topics.has(n))) {
      const before = io.out().length;
      cmd.outputHelp();
      const help = io.out().slice(before);
      expect(help, `${name} --help`).toMatch(/^Options:$/m);
      expect(help, `${name} --help`).toMatch(/^Global Options:$/m);
      expect(help.indexOf('Global Options:'), `${name} --help`).toBeGreaterThan(help.indexOf('Options:'));
    }
  });

  it('groups the many options of `ship` under headings, before the global ones', async () => {
    const io = fakeStreams();
    const program = await buildProgram(['ship', '--help'], kit, io);
    program.commands.find((c) => c.name() === 'ship')!.outputHelp();
    const headings: string[] = io.out().match(/^[A-Z][\w ]*:$/gm) ?? [];
    expect(headings).toEqual(expect.arrayContaining(['Carrier and service:', 'Recipient:', 'Parcel:']));
    expect(headings.indexOf('Recipient:')).toBeLessThan(headings.indexOf('Global Options:'));
  });

  it('lists every top-level command without loading any of them', async () => {
    const io = fakeStreams();
    const program = await buildProgram(['--help'], kit, io);
    program.outputHelp();
    for (const entry of COMMANDS.filter((c) => !c.hidden))
      expect(io.out()).toMatch(
        new RegExp(`^  ${entry.name}\\s+${escapeRegExp(entry.summary.slice(0, 20))}`, 'm'),
      );
    for (const entry of COMMANDS.filter((c) => c.hidden)) expect(io.out()).not.toContain(entry.name);
  });
});
