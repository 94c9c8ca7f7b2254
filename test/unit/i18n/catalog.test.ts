// One catalog per language: every English message has its Japanese, no Japanese message lacks
// its English, and every text of the command definitions' help has a translation (and no
// translation is left over from a text that is gone).
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/en/index.js';
import { ja, help } from '../../../src/i18n/ja/index.js';
import { allDefinitions, COMMANDS } from '../../../src/cli/commands/index.js';
import { HELP_TOPICS } from '../../../src/cli/commands/help-topics/index.js';
import { GLOBAL_FLAGS } from '../../../src/cli/shared/flags.js';
import type { CommandDefinition } from '../../../src/cli/define.js';
import { NOUN_HELP_COMMAND } from '../../../src/cli/program.js';

/** Every message of a catalog by its dotted key, and its kind (a text, or a function of its placeholders). */
function leaves(catalog: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, 'text');
    else if (typeof value === 'function') found.set(path, `function of ${value.length}`);
    else for (const [inner, kind] of leaves(value as object, path)) found.set(inner, kind);
  }
  return found;
}

/** The English texts of the definitions' help a translation must give. */
async function helpTexts(): Promise<{ commands: Map<string, CommandDefinition>; lines: Set<string> }> {
  const commands = new Map<string, CommandDefinition>();
  const lines = new Set<string>();
  const walk = (definition: CommandDefinition, prefix: string) => {
    const path = prefix + definition.name;
    commands.set(path, definition);
    if (definition.kind === 'noun') for (const verb of definition.verbs) walk(verb, `${path} `);
    else {
      for (const spec of definition.flags) if (!spec.hidden) lines.add(spec.help);
      for (const spec of definition.args) lines.add(spec.help);
      for (const heading of Object.keys(definition.groups ?? {})) lines.add(heading);
    }
  };
  for (const definition of await allDefinitions()) if (!definition.hidden) walk(definition, '');
  for (const entry of COMMANDS)
    if (!entry.hidden) {
      lines.add(entry.summary);
      lines.add(`${entry.group} commands:`);
    }
  for (const spec of GLOBAL_FLAGS) if (!spec.hidden) lines.add(spec.help);
  for (const topic of HELP_TOPICS) lines.add(topic.summary);
  lines.add(NOUN_HELP_COMMAND);
  return { commands, lines };
}

describe('the Japanese catalog', () => {
  it('has a Japanese message for every English key, of the same kind, and none without an English key', () => {
    const english = leaves(en);
    const japanese = leaves(ja);
    console.info(`catalog: ${english.size} keys, ${japanese.size} Japanese entries`);
    expect([...english.keys()].filter((key) => !japanese.has(key))).toEqual([]);
    expect([...japanese.keys()].filter((key) => !english.has(key))).toEqual([]);
    for (const [key, kind] of english) expect(`${key}: ${japanese.get(key)}`).toBe(`${key}: ${kind}`);
  });

  it('writes its messages in Japanese, not English left in place', () => {
    const untranslated: string[] = [];
    const visit = (enValue: unknown, jaValue: unknown, path: string) => {
      if (typeof enValue === 'string') {
        if (jaValue === enValue && /[a-z]{3,} [a-z]{3,}/i.test(enValue)) untranslated.push(path);
      } else if (enValue && typeof enValue === 'object')
        for (const key of Object.keys(enValue))
          visit((enValue as never)[key], (jaValue as never)[key], `${path}.${key}`);
    };
    visit(en, ja, '');
    expect(untranslated).toEqual([]);
  });
});

describe('the Japanese help', () => {
  it('translates every command, flag, argument and heading of the definitions', async () => {
    const { commands, lines } = await helpTexts();
    const missingCommands = [...commands].filter(([path, definition]) => {
      const translated = help.commands[path];
      if (!translated) return true;
      if (definition.summary && !translated.summary) return true;
      if (definition.notes && !translated.notes) return true;
      return definition.examples.some((line) => line.startsWith('#') && !translated.examples?.[line]);
    });
    const missingLines = [...lines].filter((line) => !help.lines[line]);
    const topics = HELP_TOPICS.filter((topic) => !help.commands[`help ${topic.name}`]);
    console.info(
      `help: ${commands.size} commands, ${lines.size} lines; Japanese: ${Object.keys(help.commands).length} commands and topics, ${Object.keys(help.lines).length} lines`,
    );
    expect(missingCommands.map(([path]) => path)).toEqual([]);
    expect(missingLines).toEqual([]);
    expect(topics.map((topic) => topic.name)).toEqual([]);
  });

  it('keeps no translation of a text the definitions no longer have', async () => {
    const { commands, lines } = await helpTexts();
    const topicPaths = new Set(HELP_TOPICS.map((topic) => `help ${topic.name}`));
    expect(Object.keys(help.commands).filter((path) => !commands.has(path) && !topicPaths.has(path))).toEqual(
      [],
    );
    expect(Object.keys(help.lines).filter((line) => !lines.has(line))).toEqual([]);
    for (const [path, translated] of Object.entries(help.commands)) {
      const definition = commands.get(path);
      if (!definition) continue;
      expect(
        Object.keys(translated.examples ?? {}).filter((line) => !definition.examples.includes(line)),
      ).toEqual([]);
    }
  });
});
