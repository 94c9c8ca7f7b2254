// Under a Japanese locale every help page reads Japanese and fits an 80-column terminal like
// the English one: Japanese has no spaces, so help must break lines between its characters.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import stringWidth from 'string-width';
import { afterEach, describe, expect, it } from 'vitest';
import type { CommandKit } from '../../src/cli/define.js';
import { HELP_TOPICS } from '../../src/cli/commands/help-topics/index.js';
import { buildProgram } from '../../src/cli/program.js';
import { useLanguage } from '../../src/i18n/index.js';
import { fakeStreams } from '../helpers/streams.js';
import { makeHome, runCli } from '../helpers/cli.js';

const kit: CommandKit = { dispatch: async () => undefined };

function walk(cmd: Command, path: string[] = []): [string, Command][] {
  return cmd.commands.flatMap((c) => [
    [[...path, c.name()].join(' '), c] as [string, Command],
    ...walk(c, [...path, c.name()]),
  ]);
}

/** Every help page of the whole tree, as an 80-column terminal gets it. */
async function helpPages(): Promise<[string, string][]> {
  const io = fakeStreams();
  const program = await buildProgram([], kit, io, { loadAll: true });
  const pages: [string, string][] = [];
  for (const [name, cmd] of [['shipctl', program] as [string, Command], ...walk(program)]) {
    const before = io.out().length;
    cmd.outputHelp();
    pages.push([name, io.out().slice(before)]);
  }
  return pages;
}

describe('Japanese help', () => {
  afterEach(() => useLanguage('en'));

  it('fits every help page and topic in 80 columns, examples aside, and leaves no English heading', async () => {
    await useLanguage('ja');
    const pages = await helpPages();
    expect(pages.map(([name]) => name)).toEqual(
      expect.arrayContaining(HELP_TOPICS.map((topic) => topic.name)),
    );
    const wide: string[] = [];
    for (const [name, page] of pages)
      for (const line of page.split('\n'))
        // An example stays whole so that it can be copied, in English too.
        if (stringWidth(line) > 80 && !/^\s*\$ |^ {6}\S/.test(line)) wide.push(`${name}: ${line}`);
    expect(wide).toEqual([]);
    const headings = pages.flatMap(([name, page]) =>
      (page.match(/^[A-Z][\w ]*:$/gm) ?? []).map((heading) => `${name}: ${heading}`),
    );
    expect(headings).toEqual([]);
  });

  it('breaks a Japanese option line between characters, never before a closing mark', async () => {
    await useLanguage('ja');
    const pages = new Map(await helpPages());
    const rates = pages.get('rates')!;
    expect(rates).toMatch(/^付加サービス:$/m);
    const continued = rates.split('\n').filter((line) => /^ {20,}\S/.test(line));
    expect(continued.length).toBeGreaterThan(0);
    for (const line of continued) expect(line.trim()).not.toMatch(/^[、。）」]/);
  });

  it('keeps the English help as it was', async () => {
    await useLanguage('en');
    const pages = new Map(await helpPages());
    expect(pages.get('rates')).toMatch(/^Extras:$/m);
    expect(pages.get('shipments')).toContain('display help for command');
  });
});

describe('Japanese help from the built CLI', () => {
  it('an unknown help subject and a bad batch flag are refused in Japanese (exit 2)', async () => {
    const home = makeHome();
    try {
      const ja = { home: home.dir, env: { LANG: 'ja_JP.UTF-8' } };
      const help = await runCli(['help', 'shipmnts'], ja);
      expect(help.code).toBe(2);
      expect(help.stderr).toContain("'shipmnts' という名前のコマンドもヘルプの項目もありません");
      expect(help.stderr).toContain('`shipctl help shipments` のことですか？');
      writeFileSync(path.join(home.dir, 'orders.csv'), 'order_id,name,zip,address1\n1,山田,1000001,千代田1-1\n');
      const size = await runCli(['batch', 'ship', 'orders.csv', '--pack-size', '0', '--dry-run'], ja);
      expect(size.code).toBe(2);
      expect(size.stderr).toContain('--pack-size: 「0」はサイズ（60, 80, 100 など）ではありません');
    } finally {
      home.remove();
    }
  });

  it('shipctl --help, a topic and a noun read Japanese under ja_JP.UTF-8, English under C.UTF-8', async () => {
    const home = makeHome();
    try {
      const ja = { home: home.dir, env: { LANG: 'ja_JP.UTF-8' } };
      const root = await runCli(['--help'], ja);
      expect(root.code).toBe(0);
      expect(root.stdout).toMatch(/^出荷のコマンド:$/m);
      expect(root.stdout).toMatch(/^ {2}rates {2,}運送会社の運賃を安い順に比較$/m);
      expect(root.stdout).toMatch(/^ {2}shipctl help exit-codes {2,}終了コードの意味/m);
      const topic = await runCli(['help', 'exit-codes'], ja);
      expect(topic.stdout).toMatch(/^ {2}130 {4}利用者による中止/m);
      // The examples are the English topic's: commands do not change with the language.
      expect(topic.stdout).toContain('$ shipctl batch ship orders.csv; echo "exit code $?"');
      const noun = await runCli(['carriers', '--help'], ja);
      expect(noun.stdout).toMatch(/^ {2}help(?: \[command\])? +コマンドのヘルプを表示します$/m);
      const english = await runCli(['--help'], { home: home.dir });
      expect(english.stdout).toMatch(/^Shipping commands:$/m);
      expect(english.stdout).toMatch(/^ {2}rates {2,}Compare rates across carriers, cheapest first$/m);
    } finally {
      home.remove();
    }
  });
});
