// A fresh commander tree per run (never a module-level singleton: tests run many
// in one process). Only the invoked command's module is loaded; the others are
// registered by name and summary so `--help` and "did you mean" still see them.
import { Command, Help, Option } from 'commander';
import type { Writable } from 'node:stream';
import { displayWidth as stringWidth } from './output/width.js';
import { BREAK, markBreaks, wrapHelpText } from './output/wrap.js';
import {
  examplesSection,
  globalsOf,
  type AnyVerb,
  type CommandDefinition,
  type CommandKit,
  type AnyFlag,
  type NounDefinition,
} from './define.js';
import { BUILT_IN_FLAGS, GLOBAL_FLAGS } from './shared/flags.js';
import { HELP_TOPICS, addHelpTopic, helpTopicsSection } from './commands/help-topics/index.js';
import { COMMANDS, GROUP_ORDER, type CommandEntry } from './commands/index.js';
import { VERSION } from './version.js';
import { leadingWords } from './input/argv-words.js';
import { helpCatalog, messages } from '../i18n/index.js';
import { lineIn, type CommandHelp } from '../i18n/help.js';

export interface ProgramIo {
  stdout: Writable;
  stderr: Writable;
  /** Styles commander's own error line. */
  error?: (s: string) => string;
}

/** The command the user invoked (`help X` counts as X); undefined for none. */
export function invokedCommand(argv: readonly string[]): string | undefined {
  const words = leadingWords(argv);
  return words[0] === 'help' ? words[1] : words[0];
}

/**
 * `help X` where X is neither a command (nor an alias) nor a help topic: X and the
 * names closest to it. Commander would print the whole help without a word on what
 * was wrong.
 */
export function unknownHelpSubject(
  program: Command,
  argv: readonly string[],
): { subject: string; suggestions: string[] } | undefined {
  const [first, second] = leadingWords(argv);
  const asksHelp = argv.includes(BUILT_IN_FLAGS.help.long) || argv.includes('-h');
  // `help X` and `X --help` ask the same; commander would print the nearest help it has for
  // a word it does not know, and exit 0 as if the command existed.
  const subject = first === 'help' ? second : asksHelp ? first : undefined;
  if (subject === undefined) return undefined;
  const known = ['help', ...program.commands.flatMap((c) => [c.name(), ...c.aliases()])];
  if (HELP_TOPICS.some((t) => t.name === subject)) return undefined;
  if (known.includes(subject)) return first === 'help' ? undefined : unknownVerb(program, subject, second);
  const names = [
    ...program.commands
      .filter((c) => !COMMANDS.find((e) => e.name === c.name())?.hidden)
      .map((c) => c.name()),
    ...HELP_TOPICS.map((t) => t.name),
  ];
  return { subject, suggestions: closest(subject, names) };
}

/** `NOUN VERB --help` where the noun has verbs and VERB is none of them. */
function unknownVerb(
  program: Command,
  noun: string,
  verb: string | undefined,
): { subject: string; suggestions: string[] } | undefined {
  const command = program.commands.find((c) => c.name() === noun || c.aliases().includes(noun));
  if (!command || verb === undefined || command.commands.length === 0) return undefined;
  const verbs = command.commands.flatMap((c) => [c.name(), ...c.aliases()]);
  if (verbs.includes(verb)) return undefined;
  return {
    subject: `${command.name()} ${verb}`,
    suggestions: closest(
      verb,
      command.commands.map((c) => c.name()),
    ).map((v) => `${command.name()} ${v}`),
  };
}

/** The names nearest to `word`, when one is near enough to be what was meant. */
function closest(word: string, names: readonly string[]): string[] {
  const budget = Math.min(2, Math.max(1, Math.floor(word.length / 3)));
  const scored = names.map((name) => ({ name, d: editDistance(word.toLowerCase(), name) }));
  const best = Math.min(...scored.map((x) => x.d));
  return best <= budget ? scored.filter((x) => x.d === best).map((x) => x.name) : [];
}

/** Levenshtein distance, an adjacent swap counting as one edit. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** The width commander wraps help to: the terminal's, else 80. */
function helpWidth(out: Writable): number {
  const cols = (out as { isTTY?: boolean; columns?: number }).isTTY
    ? (out as { columns?: number }).columns
    : undefined;
  return cols && cols > 20 ? cols : 80;
}

export async function buildProgram(
  argv: readonly string[],
  kit: CommandKit,
  io: ProgramIo,
  options: { loadAll?: boolean } = {},
): Promise<Command> {
  const wanted = invokedCommand(argv);
  const words = leadingWords(argv);
  // A command that describes the whole tree (completion) is built with all of it.
  const named = options.loadAll ? undefined : COMMANDS.find((entry) => entry.name === wanted);
  if (named && namedVerb((await named.load()).definition, words.slice(1))?.needsWholeTree)
    return buildProgram(argv, kit, io, { loadAll: true });
  const chrome = messages().common.help;
  const program = new Command('shipctl')
    .description(chrome.program)
    .version(VERSION, '-V, --version', chrome.version);
  for (const spec of GLOBAL_FLAGS) program.addOption(optionOf(spec));
  program
    .helpOption('-h, --help', chrome.helpOption)
    .exitOverride()
    .showHelpAfterError(chrome.afterError)
    .showSuggestionAfterError(true)
    .configureOutput({
      writeOut: (text) => void io.stdout.write(wrapHelpText(text, helpWidth(io.stdout))),
      writeErr: (text) => void io.stderr.write(text),
      outputError: (text, write) => {
        const said = commanderErrorIn(text);
        write(io.error ? io.error(said) : said);
      },
    })
    .configureHelp({
      showGlobalOptions: true,
      // 大阪府 takes six columns, not three: wrap and pad by what the terminal shows.
      displayWidth: (str: string) => stringWidth(str),
      boxWrap(this: Help, str: string, width: number) {
        // Commander breaks lines at spaces only; Japanese has none between its words.
        return Help.prototype.boxWrap.call(this, markBreaks(str), width).replaceAll(BREAK, '');
      },
      // Commander's headings (Usage:, Options:, …) in the run's language.
      styleTitle: (title: string) => (chrome.titles as Readonly<Record<string, string>>)[title] ?? title,
      optionDescription(this: Help, option: Option) {
        // A repeatable flag starts from an empty list: "(default: [])" tells nobody anything.
        const text = Help.prototype.optionDescription.call(this, option);
        const shown =
          Array.isArray(option.defaultValue) && option.defaultValue.length === 0
            ? text.replace(/ \(default: \[\]\)$/, '')
            : text;
        return chrome.optionExtras(shown);
      },
      argumentDescription(this: Help, argument) {
        return chrome.optionExtras(Help.prototype.argumentDescription.call(this, argument));
      },
      subcommandDescription(cmd: Command) {
        // In a list of commands, the first paragraph of each description: a second one
        // squeezed into the narrow column broke into ragged lines.
        return cmd.summary() || cmd.description().split('\n')[0]!;
      },
      subcommandTerm(this: Help, cmd: Command) {
        // At the top level a name is enough; verbs show their arguments.
        return cmd.parent?.parent ? Help.prototype.subcommandTerm.call(this, cmd) : cmd.name();
      },
    })
    .addHelpText(
      'after',
      examplesSection([
        'shipctl rates --carrier yamato --to-zip 1000001 --weight 1200',
        'shipctl login --with-token < token.txt',
        'shipctl config list',
        'shipctl api GET /v1/carriers',
      ]) + helpTopicsSection(),
    );
  const catalog = helpCatalog();
  const ordered = [...COMMANDS].sort((a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group));
  // The other commands are named only where a list of them can be shown: the root's help, and
  // "did you mean" for a word that is no command. A known command runs without them.
  const known = !options.loadAll && COMMANDS.some((entry) => entry.name === wanted);
  for (const entry of ordered) {
    const before = program.commands.length;
    if (options.loadAll || entry.name === wanted) {
      const { definition } = await entry.load();
      addCommand(program, definition, kit, options.loadAll || words[0] !== wanted ? [] : words.slice(1), '');
      // Lists of commands (the root's help, completion) show a short line: the definition's, else the table's.
      const added = program.commands.at(-1);
      if (added && !added.summary()) added.summary(lineIn(catalog, entry.summary));
    } else if (!known) placeholder(program, entry);
    for (const cmd of program.commands.slice(before))
      cmd.helpGroup(lineIn(catalog, `${entry.group} commands:`));
  }
  // A topic is a hidden command whose help is its text: `help <topic>` prints it.
  for (const topic of HELP_TOPICS)
    if (options.loadAll || topic.name === wanted) await addHelpTopic(program, topic);
  program.commandsGroup(chrome.otherCommands).helpCommand('help [command]', chrome.helpCommand);
  return program;
}

/** The verb argv's words name under a command, if they name one. */
function namedVerb(definition: CommandDefinition, words: readonly string[]): AnyVerb | undefined {
  if (definition.kind === 'verb') return definition;
  const next = definition.verbs.find(
    (verb) => verb.name === words[0] || verb.aliases?.includes(words[0] ?? ''),
  );
  return next && namedVerb(next, words.slice(1));
}

/** A flag as commander's Option. */
export function optionOf(spec: AnyFlag): Option {
  const option = new Option(spec.flags, lineIn(helpCatalog(), spec.help));
  if (spec.parse) option.argParser(spec.parse as (value: string, previous: unknown) => unknown);
  if (spec.defaultValue !== undefined) option.default(spec.defaultValue);
  if (spec.choices) option.choices(spec.choices);
  if (spec.hidden) option.hideHelp();
  return option;
}

/** Commander's description of a noun's `help [command]`: the catalog translates it by this text. */
export const NOUN_HELP_COMMAND = 'display help for command';

/** The definition each commander command was built from: help, completion and lists read it. */
const DEFINED = new WeakMap<Command, CommandDefinition>();
export const definitionOf = (cmd: Command): CommandDefinition | undefined => DEFINED.get(cmd);

/**
 * Adds a command and, for a noun, its verbs. When argv names one verb (`carriers catalog`),
 * only that verb is built: the others' options are work for a command that does not run them.
 * The noun's help, a word that is no verb ("did you mean") and completion get every verb.
 */
function addCommand(
  parent: Command,
  definition: CommandDefinition,
  kit: CommandKit,
  words: readonly string[],
  parentPath: string,
): void {
  const cmd = parent.command(definition.name, {
    hidden: Boolean(definition.hidden),
    isDefault:
      parent.parent !== null &&
      (DEFINED.get(parent) as NounDefinition | undefined)?.defaultVerb === definition.name,
  });
  DEFINED.set(cmd, definition);
  const path = parentPath + definition.name;
  const translated: CommandHelp | undefined = helpCatalog()?.commands[path];
  cmd.description(translated?.description ?? definition.description);
  if (definition.summary) cmd.summary(translated?.summary ?? definition.summary);
  for (const alias of definition.aliases ?? []) cmd.alias(alias);
  if (definition.kind === 'noun') {
    const only = definition.verbs.find(
      (verb) => verb.name === words[0] || verb.aliases?.includes(words[0] ?? ''),
    );
    for (const verb of definition.verbs)
      if (!only || verb === only) addCommand(cmd, verb, kit, only ? words.slice(1) : [], `${path} `);
    // Commander's own `help [command]` under a noun says "display help for command", in English.
    const catalog = helpCatalog();
    if (catalog) cmd.helpCommand('help [command]', lineIn(catalog, NOUN_HELP_COMMAND));
  } else addVerb(cmd, definition, kit);
  const examples = definition.examples.map((line) => translated?.examples?.[line] ?? line);
  const notes = definition.notes ? (translated?.notes ?? definition.notes) : '';
  cmd.addHelpText('after', notes + examplesSection(examples));
}

function addVerb(cmd: Command, verb: AnyVerb, kit: CommandKit): void {
  for (const spec of verb.args) {
    const argument = cmd.createArgument(spec.name, lineIn(helpCatalog(), spec.help));
    if (spec.choices) argument.choices(spec.choices);
    cmd.addArgument(argument);
  }
  for (const spec of verb.flags) {
    const option = optionOf(spec);
    // An argument and a flag stored under one key would overwrite each other.
    if (verb.args.some((a) => a.key === option.attributeName()))
      throw new Error(`${verb.name}: argument and ${spec.long} share the key ${option.attributeName()}`);
    cmd.addOption(option);
  }
  for (const [heading, specs] of Object.entries(verb.groups ?? {}))
    for (const spec of specs) {
      const option = cmd.options.find((candidate) => candidate.long === spec.long);
      // A flag listed under a heading must be one the verb takes.
      if (!option) throw new Error(`${verb.name}: no option ${spec.long} to show under "${heading}"`);
      option.helpGroup(lineIn(helpCatalog(), heading));
    }
  verb.configure?.(cmd);
  cmd.action(async (...values: unknown[]) => {
    const command = values[values.length - 1] as Command;
    const parsed: Record<string, unknown> = {};
    verb.args.forEach((spec, i) => {
      parsed[spec.key] = command.processedArgs[i];
    });
    for (const [key, value] of Object.entries(command.opts())) if (value !== undefined) parsed[key] = value;
    const input = verb.bind ? verb.bind(parsed as never) : parsed;
    await kit.dispatch(verb, input, globalsOf(command), command);
  });
}

function placeholder(program: Command, entry: CommandEntry): void {
  program
    .command(entry.name, { hidden: Boolean(entry.hidden) })
    .description(lineIn(helpCatalog(), entry.summary));
}

/**
 * Commander's own error line (an unknown option, a missing argument) in the run's language:
 * commander writes these in English, so each is recognised by its shape and said again.
 */
function commanderErrorIn(text: string): string {
  return messages().common.help.commanderError(text);
}
