// Help topics: `shipctl help exit-codes`, `shipctl help environment`. Each is a
// hidden command whose help is the topic's text, so commander's own `help <name>`
// prints it; it is registered only when asked for (or for completions), and its
// text module is loaded only then.
import type { Command } from 'commander';
import { examplesSection } from '../../define.js';
import { helpCatalog, messages } from '../../../i18n/index.js';
import { lineIn } from '../../../i18n/help.js';

export interface HelpTopic {
  name: string;
  summary: string;
  load: () => Promise<{ text(): string; EXAMPLES: readonly string[] }>;
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    name: 'environment',
    summary: 'environment variables (SHIPCTL_TOKEN, SHIPCTL_PROFILE, NO_COLOR, CI, …)',
    load: () => import('./environment.js'),
  },
  {
    name: 'exit-codes',
    summary: 'what each exit code means, for scripts',
    load: () => import('./exit-codes.js'),
  },
  {
    name: 'durations',
    summary: 'how durations are written (90s, 15m, 1h30m) and where they are taken',
    load: () => import('./durations.js'),
  },
];

/** The topic's text in the run's language: a translation's own text, with the same examples. */
export async function topicText(topic: HelpTopic): Promise<string> {
  const english = await topic.load();
  const translated = helpCatalog()?.commands[`help ${topic.name}`];
  if (!translated) return english.text();
  return (
    translated.description +
    examplesSection(english.EXAMPLES.map((line) => translated.examples?.[line] ?? line))
  );
}

export async function addHelpTopic(program: Command, topic: HelpTopic): Promise<void> {
  const text = await topicText(topic);
  const cmd = program.command(topic.name, { hidden: true }).description(lineIn(helpCatalog(), topic.summary));
  cmd.configureHelp({ formatHelp: () => text });
  cmd.action(() => cmd.help());
}

/** The root help's pointer to the topics. */
export function helpTopicsSection(): string {
  const width = Math.max(...HELP_TOPICS.map((t) => t.name.length));
  const catalog = helpCatalog();
  const lines = HELP_TOPICS.map(
    (t) => `  shipctl help ${t.name.padEnd(width)}  ${lineIn(catalog, t.summary)}`,
  );
  return `\n${messages().common.help.titles['Help topics:']}\n${lines.join('\n')}\n`;
}
