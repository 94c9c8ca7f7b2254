// The commander tree reduced to what a completion script needs: per command path its
// subcommands, its own options (and which take a value, of what kind) and its
// positional arguments; plus the value lists those kinds name. The three shell
// renderers read only this, so all three offer the same candidates.
import { Help, type Argument, type Command, type Option } from 'commander';
import { CARRIERS, CARRIER_TYPES, type CarrierType } from '../../domain/catalog.js';
import {
  ARGUMENT_RULES,
  CARRIER_OPTION_RULES,
  KINDS,
  OPTION_RULES,
  findRule,
  placeholderKind,
  type CarrierField,
  type KindName,
  type ValueKind,
} from './values.js';
import { describeCommand, describeHelpCommand, describeOption, type Described } from './languages.js';
import { definitionOf } from '../program.js';
import type { AnyFlag } from '../define.js';
import { GLOBAL_FLAGS, SHIPMENT_FLAGS } from '../shared/flags.js';

export interface OptionNode {
  /** `-o`, `--out` */
  flags: string[];
  description: Described;
  /** Present when the option takes a value; `kind` undefined: nothing to offer. */
  value?: { kind?: string };
}

export interface CommandNode {
  /** Words from the root: `carriers rates upload`; '' for the root. */
  path: string;
  name: string;
  aliases: string[];
  /** The short line of lists, in each language the script can show. */
  description: Described;
  subcommands: CommandNode[];
  options: OptionNode[];
  /** Kind of each positional argument ('' when nothing to offer); `variadic`: the last one repeats. */
  args: string[];
  variadic: boolean;
}

export interface CompletionModel {
  root: CommandNode;
  /** Every kind a command uses, by name (sorted). */
  kinds: [string, ValueKind][];
  /** Per-carrier values, in catalog order. */
  carriers: readonly CarrierType[];
  perCarrier: Record<CarrierField, { byCarrier: [CarrierType, string[]][]; all: string[] }>;
  /** Service code → its carrier, so `--service sagawa_regular --pack-size <TAB>` knows the carrier. */
  serviceCarrier: [string, CarrierType][];
  /** Options that name the carrier on the line. */
  carrierOptions: string[];
}

export interface HelpTopicName {
  name: string;
  summary: string;
}

const FIELDS: CarrierField[] = ['services', 'packSizes', 'timeSlots', 'printSizes'];

/**
 * `topics`: the help topics `help <TAB>` offers. A command's short line (`summary`, as
 * `shipctl --help` lists it) is preferred to its full description.
 */
export function describeProgram(program: Command, topics: readonly HelpTopicName[] = []): CompletionModel {
  const kinds = new Map<string, ValueKind>();
  const use = (name: string, kind: ValueKind): string => {
    kinds.set(name, kind);
    return name;
  };
  const known = (name: string | undefined): string | undefined =>
    name === undefined ? undefined : use(name, KINDS[name as keyof typeof KINDS]);
  /** A declared `.choices()` list: named after the option, suffixed when another list has the name. */
  const choices = (base: string, values: readonly string[]): string => {
    const same = Object.entries(KINDS).find(
      ([, k]) => k.type === 'list' && k.values.join('\n') === values.join('\n'),
    );
    if (same) return use(same[0], same[1]);
    const clean =
      base
        .replace(/[^a-z0-9]+/gi, '_')
        .replace(/^_+|_+$/g, '')
        .toLowerCase() || 'value';
    for (let n = 1; ; n++) {
      const name = n === 1 ? `${clean}_choices` : `${clean}_choices_${n}`;
      const had = kinds.get(name);
      if (!had) return use(name, { type: 'list', values: [...values] });
      if (had.type === 'list' && had.values.join('\n') === values.join('\n')) return name;
    }
  };

  const helper = new Help();
  /** The kind the flag's definition declares (`complete`), read off the command's definition. */
  const declaredKind = (cmd: Command, opt: Option): KindName | undefined => {
    const definition = definitionOf(cmd);
    const specs: readonly AnyFlag[] =
      definition?.kind === 'verb' ? definition.flags : cmd.parent ? [] : GLOBAL_FLAGS;
    const kind = specs.find((spec) => spec.long === opt.long)?.complete;
    return kind !== undefined && kind in KINDS ? (kind as KindName) : undefined;
  };
  const optionKind = (cmd: Command, opt: Option, path: string): string | undefined => {
    const long = opt.long ?? opt.short ?? '';
    const declared = declaredKind(cmd, opt);
    // Carrier-dependent values win even over declared choices: they narrow by carrier.
    if (declared && KINDS[declared].type === 'per-carrier') return known(declared);
    const perCarrier = findRule(CARRIER_OPTION_RULES, long, path);
    if (perCarrier) return known(perCarrier);
    if (opt.argChoices?.length) return choices(long, opt.argChoices);
    // A rule for this command (orders' carriers are fewer) wins over what the flag declares everywhere.
    const narrow = findRule(OPTION_RULES, long, path, { narrowOnly: true });
    if (narrow) return known(narrow);
    if (declared) return known(declared);
    const rule = findRule(OPTION_RULES, long, path);
    if (rule) return known(rule);
    return known(placeholderKind(/[<[]([^>\]]+?)(\.\.\.)?[>\]]/.exec(opt.flags)?.[1] ?? ''));
  };
  const argKind = (arg: Argument, path: string): string | undefined => {
    if (arg.argChoices?.length) return choices(arg.name(), arg.argChoices);
    return known(findRule(ARGUMENT_RULES, arg.name(), path));
  };

  const visit = (cmd: Command, path: string, parent?: Command): CommandNode => {
    // commander's implicit `help [command]` is not among its parent's commands.
    const isHelpCommand = parent !== undefined && cmd.name() === 'help' && !parent.commands.includes(cmd);
    const subs = helper.visibleCommands(cmd);
    const node: CommandNode = {
      path,
      name: cmd.name(),
      aliases: cmd.aliases(),
      description: isHelpCommand ? describeHelpCommand(path === 'help') : describeCommand(cmd, path),
      subcommands: [],
      options: helper.visibleOptions(cmd).map((opt) => ({
        flags: [opt.short, opt.long].filter((f): f is string => Boolean(f)),
        description: describeOption(cmd, opt),
        ...(opt.required || opt.optional ? { value: { kind: optionKind(cmd, opt, path) } } : {}),
      })),
      args: cmd.registeredArguments.map((a) => argKind(a, path) ?? ''),
      variadic: cmd.registeredArguments.at(-1)?.variadic ?? false,
    };
    if (isHelpCommand) {
      // `help [command]` completes the commands beside it, and at the top the help topics.
      const names = helper
        .visibleCommands(parent)
        .filter((c) => c !== cmd)
        .map((c) => c.name());
      if (path === 'help') names.push(...topics.map((t) => t.name));
      const owner = path.replace(/ ?help$/, '');
      node.args = [
        use(owner ? `commands_${owner.replace(/\W+/g, '_')}` : 'commands', { type: 'list', values: names }),
      ];
    }
    node.subcommands = subs.map((c) => visit(c, path ? `${path} ${c.name()}` : c.name(), cmd));
    // A noun whose verb is taken when none is written (`shipctl station --pack-size 60` is `station
    // scan`) offers that verb's options too: what runs when typed is what Tab offers.
    const defaultVerb = (definitionOf(cmd) as { defaultVerb?: string } | undefined)?.defaultVerb;
    const taken = node.subcommands.find((c) => c.name === defaultVerb);
    if (taken) {
      const have = new Set(node.options.flatMap((o) => o.flags));
      node.options.push(...taken.options.filter((o) => !o.flags.some((f) => have.has(f))));
    }
    return node;
  };

  const root = visit(program, '');
  const perCarrier = Object.fromEntries(
    FIELDS.map((field) => {
      const byCarrier = CARRIER_TYPES.map((c): [CarrierType, string[]] => [c, valuesOf(c, field)]);
      const all = [...new Set(byCarrier.flatMap(([, v]) => v))];
      if (field === 'packSizes') all.sort((a, b) => Number(a) - Number(b));
      return [field, { byCarrier, all }];
    }),
  ) as CompletionModel['perCarrier'];
  return {
    root,
    kinds: [...kinds].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    carriers: CARRIER_TYPES,
    perCarrier,
    serviceCarrier: CARRIER_TYPES.flatMap((c) =>
      CARRIERS[c].services.map((s): [string, CarrierType] => [s.code, c]),
    ),
    carrierOptions: [SHIPMENT_FLAGS.carrier.long],
  };
}

function valuesOf(c: CarrierType, field: CarrierField): string[] {
  return CARRIERS[c][field].map((v: string | number | { code: string }) =>
    typeof v === 'object' ? v.code : String(v),
  );
}

/** Every node of the tree, depth first (root first). */
export function allNodes(node: CommandNode): CommandNode[] {
  return [node, ...node.subcommands.flatMap(allNodes)];
}

/** Snake-case name of a per-carrier field, as the scripts use it. */
export const fieldKind = (f: CarrierField): string => f.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
