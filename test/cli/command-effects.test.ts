// What each command does to the world is on its definition (`effects`), so a list of every
// command that spends money or deletes, or that only reads, comes from the definitions alone —
// no handler is read. docs/command-effects.md is that list (UPDATE_EFFECTS=1 rewrites it).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allDefinitions } from '../../src/cli/commands/index.js';
import { EFFECTS, verbsOf, type Effect } from '../../src/cli/define.js';

const DOC = path.resolve(import.meta.dirname, '../../docs/command-effects.md');

async function verbs() {
  return verbsOf(await allDefinitions()).filter(
    ({ path: words, verb }) => !verb.hidden && !words.startsWith('__'),
  );
}

function render(list: { path: string; verb: { effects: readonly Effect[]; description: string } }[]): string {
  const line = ({ path: words, verb }: (typeof list)[number]) =>
    `| \`shipctl ${words}\` | ${verb.effects.join(', ')} |`;
  const section = (title: string, rows: typeof list) =>
    `## ${title}\n\n| Command | Effects |\n| --- | --- |\n${rows.map(line).join('\n')}\n`;
  const has = (effect: Effect) => list.filter(({ verb }) => verb.effects.includes(effect));
  return [
    '# What each command does',
    '',
    'Generated from the command definitions (`effects` in src/cli/commands/*/index.ts) by',
    'test/cli/command-effects.test.ts; `UPDATE_EFFECTS=1 npx vitest run test/cli/command-effects.test.ts`',
    'rewrites it. reads: changes nothing; changes: creates or updates account records that cost',
    'nothing; buys: can create a label the account is charged for; deletes: voids or deletes;',
    'writes-files: writes files on this machine; local: changes only this machine’s settings or state.',
    '',
    section('Spend money (buys)', has('buys')),
    section('Delete or void (deletes)', has('deletes')),
    section(
      'Only read (reads, nothing else)',
      list.filter(({ verb }) => verb.effects.join() === 'reads'),
    ),
    section('Every command', list),
  ].join('\n');
}

describe('command effects', () => {
  it('every command says what it does, in the known words', async () => {
    for (const { path: words, verb } of await verbs()) {
      expect(verb.effects.length, words).toBeGreaterThan(0);
      for (const effect of verb.effects) expect(EFFECTS, words).toContain(effect);
    }
  });

  it('the commands that can spend money are the ones that make labels, the raw API call and the MCP server', async () => {
    const buying = (await verbs()).filter(({ verb }) => verb.effects.includes('buys')).map((v) => v.path);
    expect(buying.sort()).toEqual(['api', 'batch ship', 'mcp', 'orders ship', 'ship', 'station scan']);
  });

  it('docs/command-effects.md is the list the definitions give', async () => {
    const fresh = render(await verbs());
    if (process.env.UPDATE_EFFECTS) writeFileSync(DOC, fresh);
    expect(readFileSync(DOC, 'utf8')).toBe(fresh);
  });
});
