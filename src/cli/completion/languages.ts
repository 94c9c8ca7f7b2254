// A completion script is written once (by the package build, or by `shipctl completion` into a
// user's home) and read in whatever language the shell later runs in: it carries every
// description in English and in Japanese and picks one when TAB is pressed. Both come from the
// definitions and the catalogs, never from the language of the run that wrote the script.
import type { Command, Option } from 'commander';
import { en } from '../../i18n/en/index.js';
import { help, ja } from '../../i18n/ja/index.js';
import { lineIn } from '../../i18n/help.js';
import { COMMANDS } from '../commands/index.js';
import type { AnyFlag } from '../define.js';
import { BUILT_IN_FLAGS, GLOBAL_FLAGS } from '../shared/flags.js';
import { NOUN_HELP_COMMAND, definitionOf } from '../program.js';

export interface Described {
  readonly en: string;
  readonly ja: string;
}

const firstLine = (s: string | undefined): string => (s ?? '').split('\n')[0]!.trim();

/** A command's short line in lists, as `shipctl --help` and a noun's help show it. */
export function describeCommand(cmd: Command, path: string): Described {
  const definition = definitionOf(cmd);
  const fallback = firstLine(cmd.summary() || cmd.description());
  if (!definition) return { en: fallback, ja: fallback };
  const translated = help.commands[path];
  const entry = cmd.parent?.parent ? undefined : COMMANDS.find((e) => e.name === definition.name);
  if (definition.summary) return { en: definition.summary, ja: translated?.summary ?? definition.summary };
  if (entry) return { en: entry.summary, ja: lineIn(help, entry.summary) };
  return {
    en: firstLine(definition.description),
    ja: firstLine(translated?.description ?? definition.description),
  };
}

/** Commander's implicit `help [command]`: the root's names topics too. */
export function describeHelpCommand(atRoot: boolean): Described {
  return atRoot
    ? { en: en.common.help.helpCommand, ja: ja.common.help.helpCommand }
    : { en: NOUN_HELP_COMMAND, ja: lineIn(help, NOUN_HELP_COMMAND) };
}

export function describeOption(cmd: Command, option: Option): Described {
  if (option.long === BUILT_IN_FLAGS.help.long)
    return { en: en.common.help.helpOption, ja: ja.common.help.helpOption };
  if (option.long === BUILT_IN_FLAGS.version.long)
    return { en: en.common.help.version, ja: ja.common.help.version };
  const definition = definitionOf(cmd);
  const flags: readonly AnyFlag[] = [
    ...(definition?.kind === 'verb' ? definition.flags : []),
    ...GLOBAL_FLAGS,
  ];
  const spec = flags.find((f) => f.flags === option.flags);
  const english = firstLine(spec?.help ?? option.description);
  return { en: english, ja: firstLine(lineIn(help, english)) };
}
