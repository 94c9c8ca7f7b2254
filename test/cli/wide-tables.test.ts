// A table at a terminal too narrow for it leaves out what says least, says so once on stderr
// (`… 2 columns hidden (…): --wide shows them`), and `--wide` — one flag, taken by every
// command that prints a table — shows every column whole. Piped rows never change.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allDefinitions } from '../../src/cli/commands/index.js';
import { verbsOf } from '../../src/cli/define.js';
import { printTable, type Column } from '../../src/cli/output/table.js';
import { createTheme } from '../../src/cli/output/theme.js';
import { runCli } from '../../src/cli/run.js';
import { TABLE_FLAGS } from '../../src/cli/shared/flags.js';
import { fakeStreams } from '../helpers/streams.js';

interface Row {
  id: string;
  name: string;
  note: string;
  created: string;
}
const ROWS: Row[] = [
  { id: 'API-AAAAAAAAAA', name: '山田 太郎 様方 山田商店 御中', note: 'fragile, this side up', created: 'x' },
  { id: 'API-BBBBBBBBBB', name: 'John Smith', note: '', created: 'y' },
];
const COLUMNS: Column<Row>[] = [
  { header: 'id', get: (r) => r.id, fixed: true },
  { header: 'name', get: (r) => r.name, minWidth: 12 },
  { header: 'note', get: (r) => r.note, dropOrder: 2, minWidth: 12 },
  { header: 'created', get: (r) => r.created, dropOrder: 1 },
];
const theme = createTheme(false);

/** Where a table goes: a terminal of `columns` (or a pipe), with or without --wide. */
const target = (tty: boolean, wide = false) => ({
  ...fakeStreams({ tty, columns: 36 }),
  stdoutIsTTY: tty,
  wide,
});

describe('a table too wide for the terminal', () => {
  it('leaves out the droppable columns and says which, once, however many tables are printed', () => {
    const io = target(true);
    printTable(io, theme, ROWS, COLUMNS);
    printTable(io, theme, ROWS, COLUMNS);
    expect(io.out().split('\n')[0]).toMatch(/^ID\s+NAME$/);
    expect(io.err()).toBe('… 2 columns hidden (note, created): --wide shows them\n');
  });

  it('--wide: every column, every cell whole, nothing said', () => {
    const io = target(true, true);
    printTable(io, theme, ROWS, COLUMNS);
    expect(io.out().split('\n')[0]).toMatch(/^ID\s+NAME\s+NOTE\s+CREATED$/);
    expect(io.out()).toContain('山田 太郎 様方 山田商店 御中');
    expect(io.err()).toBe('');
  });

  it('piped: every column, tab-separated, nothing said', () => {
    const io = target(false);
    printTable(io, theme, ROWS, COLUMNS);
    expect(io.out()).toBe(
      'API-AAAAAAAAAA\t山田 太郎 様方 山田商店 御中\tfragile, this side up\tx\nAPI-BBBBBBBBBB\tJohn Smith\t\ty\n',
    );
    expect(io.err()).toBe('');
  });
});

describe('--wide on the command line', () => {
  async function catalog(args: string[]) {
    const streams = fakeStreams({ tty: true, columns: 80 });
    const home = mkdtempSync(path.join(tmpdir(), 'shipctl-wide-'));
    try {
      const code = await runCli(['carriers', 'catalog', ...args], {
        env: { SHIPCTL_HOME: home, NO_COLOR: '1' },
        streams,
      });
      return { code, out: streams.out(), err: streams.err() };
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  }

  it('carriers catalog at 80 columns names what it left out; with --wide it shows it', async () => {
    const narrow = await catalog([]);
    expect(narrow.code).toBe(0);
    expect(narrow.out).not.toContain('PRINT SIZES');
    expect(narrow.err).toContain('columns hidden (pack sizes, print sizes, test labels): --wide shows them');
    const wide = await catalog(['--wide']);
    expect(wide.code).toBe(0);
    expect(wide.out.split('\n')[0]).toMatch(/PACK SIZES\s+PRINT SIZES\s+TEST LABELS\s+TRACKING$/);
    expect(wide.err).not.toContain('hidden');
  });
});

describe('the --wide flag', () => {
  // Every command that prints a table (output/table.ts) on a terminal.
  const TABLE_COMMANDS = [
    'addresses add',
    'addresses list',
    'batch status',
    'carriers add',
    'carriers catalog',
    'carriers list',
    'carriers update',
    'config list',
    'files list',
    'files upload',
    'orders list',
    'orders ship',
    'profiles list',
    'rates',
    'sandbox faults clear',
    'sandbox faults list',
    'sandbox faults set',
    'sandbox webhooks deliveries',
    'shipments find',
    'shipments list',
    'shipments summary',
    'sub-users create',
    'sub-users get',
    'sub-users list',
    'track',
    'warehouses add',
    'warehouses list',
  ];

  it('is taken by every command that prints a table, and by those only', async () => {
    const taking = verbsOf(await allDefinitions())
      .filter(({ verb }) => verb.flags.some((f) => f.long === '--wide'))
      .map(({ path: words, verb }) => {
        // The one flag, with its one help text: never a look-alike declared again.
        expect(verb.flags, words).toContain(TABLE_FLAGS.wide);
        return words;
      });
    expect(taking.sort()).toEqual(TABLE_COMMANDS);
  });

  it('is declared once, in src/cli/shared/flags.ts', () => {
    const root = path.resolve(import.meta.dirname, '../../src');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const p = path.join(dir, name);
        return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
      });
    const declaring = files(root).filter((f) => /flag\(\s*'--wide'/.test(readFileSync(f, 'utf8')));
    expect(declaring.map((f) => path.relative(root, f))).toEqual([path.join('cli', 'shared', 'flags.ts')]);
  });
});
