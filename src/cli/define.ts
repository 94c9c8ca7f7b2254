// The command layer: a command is a definition — its name, arguments, flags, help,
// examples and what it does to the world (`effects`) — plus a handler module loaded only
// when the command runs. program.ts turns definitions into commander commands; help,
// completion and any list of commands read the same definitions, so a flag is declared
// once (src/cli/shared/flags.ts when several commands take it) and typed where it is read.
import { InvalidArgumentError, type Command } from 'commander';
import type { Context, GlobalOptions } from './context.js';
import { messages } from '../i18n/index.js';
import type { Said } from '../domain/index.js';

/**
 * What running a command can do, for whoever must decide whether to run it (a person
 * reading help, a script, an agent):
 * - `reads`: asks the API or local state and changes nothing;
 * - `changes`: creates or updates account records that cost nothing (an address, an order);
 * - `buys`: can create a label the account is charged for;
 * - `deletes`: voids or deletes records;
 * - `writes-files`: writes files on this machine (labels, results, completion scripts);
 * - `local`: changes this machine's settings or state only (config, profiles, the sandbox).
 */
export type Effect = 'reads' | 'changes' | 'buys' | 'deletes' | 'writes-files' | 'local';

export const EFFECTS: readonly Effect[] = ['reads', 'changes', 'buys', 'deletes', 'writes-files', 'local'];

/** A handler: returns an exit code (undefined means 0) or throws. */
export type Run<Input> = (input: Input, ctx: Context) => Promise<number | void> | number | void;

/** A handler's module as a definition loads it. */
export type Handler = Promise<{ run: Run<never> }>;

declare const verbOf: unique symbol;
/**
 * What tells one verb's input from another's in the type only (never present at run time):
 * its name, arguments and flags. Two verbs with no arguments or flags would otherwise take
 * the same `{}`, and a handler wired to the wrong one would still compile.
 */
export interface VerbBrand<N extends string, As, Fs> {
  readonly [verbOf]?: readonly [N, As, Fs];
}

/**
 * How a definition names its handler so that the module is checked against the definition:
 * `handler: (load): Handler => load(import('./get.js'))` fails `tsc` when get.js's `run` takes
 * another verb's input. (The bare `(): Handler => import('./get.js')` is taken on trust.)
 */
export type LoadHandler<I> = (module: Promise<{ run: Run<I> }>) => Handler;

const loadHandler = <I>(module: Promise<{ run: Run<I> }>): Handler => module as unknown as Handler;

// ---- flags -------------------------------------------------------------------------------

type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
type LongName<F extends string> = F extends `${string}--${infer Rest}`
  ? Rest extends `${infer Name} ${string}`
    ? Name
    : Rest
  : never;
/**
 * The key commander stores a flag under: `--first-name <x>` → firstName, `--no-labels` → labels.
 * Taken flag by flag: for no flag at all (a verb without flags) it is no key, not every string.
 */
export type FlagKey<F extends string> = F extends unknown
  ? LongName<F> extends `no-${infer N}`
    ? Camel<N>
    : Camel<LongName<F>>
  : never;
/** `<value>` → string, `[value]` → string | true, `--no-x` → boolean, a bare switch → true. */
export type FlagValue<F extends string> =
  LongName<F> extends `no-${string}`
    ? boolean
    : F extends `${string}<${string}>`
      ? string
      : F extends `${string}[${string}]`
        ? string | true
        : true;

/**
 * What a flag's value is, read off its syntax: a switch (`--test`), a switch that turns a default
 * off (`--no-color`), a value it requires (`--to-zip <zip>`) or one it may take (`--secret [value]`).
 */
export type FlagValueKind = 'switch' | 'negated' | 'required' | 'optional';

/** A value read from a flag's text, or why it is refused (said through the catalogs, src/i18n). */
export type FlagReading<T> = { ok: true; value: T } | { ok: false; issue: string; readonly said?: Said };

/** Reads a flag's text into the value it sends (`80サイズ` → 80). `now`: for words such as `today`. */
export type FlagReader<T = unknown> = (text: string, now: Date) => FlagReading<T>;

/** The readers a definition names (src/cli/request/values.ts FLAG_READERS). */
export type FlagReaderName =
  'upper' | 'carrier' | 'timeSlot' | 'cool' | 'packSize' | 'day' | 'count' | 'amount' | 'positiveAmount';

export interface FlagSpec<F extends string = string, V = unknown> {
  /** As commander takes it: `-q, --query <text>`, `--test`, `--no-color`. */
  readonly flags: F;
  readonly help: string;
  /** `--query`: how messages name the flag. */
  readonly long: string;
  /** Its value's kind, from the syntax. */
  readonly value: FlagValueKind;
  /**
   * The name the flag takes where it is not typed on a command line — an MCP tool's argument, a
   * settings key: `--pack-size` → `pack_size`.
   */
  readonly argument: string;
  /** The member of the request body its value fills (`setup.pack_size`), when it fills one. */
  readonly wire?: string;
  /** Reads its text into the value sent at `wire`: the one reader every command uses (by name). */
  readonly read?: FlagReaderName;
  /** What shell completion offers for its value: a kind of src/cli/completion/values.ts. */
  readonly complete?: string;
  /** Commander's parser (`collect`, `positiveInt`): refuses at parse time, before the command runs. */
  readonly parse?: (value: string, previous: V) => V;
  readonly defaultValue?: V;
  readonly choices?: readonly string[];
  readonly hidden?: boolean;
  /** Only for the type: what the handler reads under FlagKey<F>. */
  readonly __value?: V;
}

/** What a flag declares beyond its syntax and help. */
export interface FlagExtra<V> {
  parse?: (value: string, previous: V) => V;
  defaultValue?: V;
  hidden?: boolean;
  wire?: string;
  read?: FlagReaderName;
  complete?: string;
  /** When the argument name is not the long name in snake case. */
  argument?: string;
}

/**
 * A flag, declared once. `parse` (e.g. `collect` for a repeatable flag) or `choices` set the
 * value's type; otherwise it follows the flag's syntax.
 */
export function flag<
  const F extends string,
  const C extends readonly string[] = never,
  V = [C] extends [never] ? FlagValue<F> : C[number],
  const W extends string = never,
>(
  flags: F,
  help: string,
  extra: FlagExtra<V> & { choices?: C; wire?: W } = {},
): FlagSpec<F, NoInfer<V>> & WireMember<W> {
  const long = /--[a-z0-9][a-z0-9-]*/i.exec(flags)?.[0];
  if (!long) throw new Error(`flag ${flags}: no --long name`);
  const value: FlagValueKind = /^--no-/.test(long)
    ? 'negated'
    : flags.includes('<')
      ? 'required'
      : flags.includes('[')
        ? 'optional'
        : 'switch';
  const argument = long.replace(/^--(no-)?/, '').replace(/-/g, '_');
  return { flags, help, long, value, argument, ...extra } as FlagSpec<F, V> & WireMember<W>;
}

/** A flag that fills a member keeps the member's path in its type (checked by request/flags.ts). */
type WireMember<W extends string> = [W] extends [never] ? unknown : { readonly wire: W };

/** Several flags as one message names them: `--ddp/--ddu`. */
export const flagNames = (specs: readonly AnyFlag[], between = '/'): string =>
  specs.map((spec) => spec.long).join(between);

/** `to-zip` → toZip: the keys commander stores values under (the type `Camel`, at run time). */
const camelCase = (words: string): string => words.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

/** The key commander stores a flag's value under (`--to-zip` → toZip, `--no-print` → print). */
export function flagKey(spec: AnyFlag): string {
  return camelCase(spec.long.replace(/^--(no-)?/, ''));
}

/** The same flag with the help this command gives it (`--carrier` filters a list, picks a label's carrier). */
export function describedAs<F extends string, V>(
  spec: FlagSpec<F, V>,
  help: string,
  extra: { defaultValue?: V; hidden?: boolean; complete?: string } = {},
): FlagSpec<F, V> {
  return { ...spec, help, ...extra };
}

/** Parses a positive whole number (`--limit`, `--page`). */
export function positiveInt(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1)
    throw new InvalidArgumentError(messages().common.flagValues.positiveInt);
  return n;
}

/** Collects a repeatable flag (`-q a=1 -q b=2`). */
export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

// A flag of any value type (a table of flags of different types).

export type AnyFlag = FlagSpec<string, any>;

/** The values commander parses for these flags, by key. */
export type FlagsInput<Fs extends readonly AnyFlag[]> = {
  [S in Fs[number] as FlagKey<S['flags']>]?: S extends FlagSpec<string, infer V> ? V : never;
};

// ---- arguments ---------------------------------------------------------------------------

export interface ArgSpec<N extends string = string, K extends string = string> {
  /** As commander takes it: `<shipment>`, `[file]`, `<ids...>`. */
  readonly name: N;
  /** The input's key: the name camelCased, unless a flag of the verb has that key. */
  readonly key: K;
  readonly help: string;
  readonly choices?: readonly string[];
}

type ArgName<N extends string> = N extends `${'<' | '['}${infer Inner}${'>' | ']'}`
  ? Inner extends `${infer Name}...`
    ? Camel<Name>
    : Camel<Inner>
  : never;

export function arg<const N extends string, const K extends string = ArgName<N>>(
  name: N,
  help: string,
  extra: { choices?: readonly string[]; key?: K } = {},
): ArgSpec<N, NoInfer<K>> {
  const key = extra.key ?? camelCase(name.replace(/^[<[]|\.\.\.|[\]>]$/g, ''));
  return { name, help, key: key as K, ...(extra.choices ? { choices: extra.choices } : {}) };
}

type ArgValue<N extends string> = N extends `${string}...${string}`
  ? string[]
  : N extends `<${string}`
    ? string
    : string | undefined;
type ArgsInput<As extends readonly ArgSpec[]> = { [A in As[number] as A['key']]: ArgValue<A['name']> };

/** What a handler receives: the arguments by name, then the flags by key. */
export type InputOf<As extends readonly ArgSpec[], Fs extends readonly AnyFlag[]> = ArgsInput<As> &
  FlagsInput<Fs>;

// ---- commands ----------------------------------------------------------------------------

interface CommandText {
  /** The command's word, and the other words it answers to. */
  readonly name: string;
  readonly aliases?: readonly string[];
  /** Help's first paragraph; its first line is the summary in lists unless `summary` says otherwise. */
  readonly description: string;
  readonly summary?: string;
  readonly examples: readonly string[];
  /** Prose shown before the examples (what a reader should know before trying one). */
  readonly notes?: string;
  readonly hidden?: boolean;
}

export interface VerbDefinition<
  As extends readonly ArgSpec[] = readonly ArgSpec[],
  Fs extends readonly AnyFlag[] = readonly AnyFlag[],
  Input = InputOf<As, Fs>,
  N extends string = string,
> extends CommandText {
  readonly kind: 'verb';
  readonly name: N;
  readonly args: As;
  readonly flags: Fs;
  /** Help headings over the flags (`'Recipient:'`), each listing flags of `flags`; the rest stay under "Options:". */
  readonly groups?: Readonly<Record<string, readonly AnyFlag[]>>;
  readonly effects: readonly Effect[];
  /** From what commander parsed to what the handler takes, when that is more than the parsed values. */
  readonly bind?: (parsed: InputOf<As, Fs>) => Input;
  /**
   * The handler's module, imported when the command runs: `(): Handler => import('./get.js')`.
   * The module types its `run` by the definition (`Input<typeof get>`); the annotation
   * lets TypeScript read the definition before the module that refers back to it.
   */
  readonly handler: () => Handler;
  /** What commander needs beyond flags and arguments (e.g. `passThroughOptions`). */
  readonly configure?: (cmd: Command) => void;
  /** Completion needs the whole tree: the run builds every command for this one. */
  readonly needsWholeTree?: boolean;
}

// A verb whose input type is not known here (a table of verbs of different shapes).

export type AnyVerb = VerbDefinition<readonly ArgSpec[], readonly AnyFlag[], any>;

export interface NounDefinition extends CommandText {
  readonly kind: 'noun';
  /** Its verbs, and nouns under it (`sandbox clock set`). */
  readonly verbs: readonly CommandDefinition[];
  /** The verb run when the noun is typed alone (`shipctl profiles` lists them). */
  readonly defaultVerb?: string;
}

export type CommandDefinition = NounDefinition | AnyVerb;

/** What defineVerb takes: a definition whose handler may be checked against it (`LoadHandler`). */
export type VerbDeclaration<
  N extends string,
  As extends readonly ArgSpec[],
  Fs extends readonly AnyFlag[],
  Input,
> = Omit<VerbDefinition<As, Fs, Input, N>, 'kind' | 'args' | 'flags' | 'handler'> & {
  args?: As;
  flags?: Fs;
  /**
   * `(load): Handler => load(import('./get.js'))`: the module's `run` must take this verb's
   * input (`Input<typeof get>`), or `tsc` fails. Written after `bind`, which sets that input.
   */
  handler: (load: LoadHandler<Input & VerbBrand<N, As, Fs>>) => Handler;
};

export function defineVerb<
  const N extends string,
  const As extends readonly ArgSpec[] = readonly [],
  const Fs extends readonly AnyFlag[] = readonly [],
  Input = InputOf<As, Fs>,
>(definition: VerbDeclaration<N, As, Fs, Input>): VerbDefinition<As, Fs, Input, N> {
  const { handler } = definition;
  return {
    ...definition,
    kind: 'verb',
    args: (definition.args ?? []) as As,
    flags: (definition.flags ?? []) as Fs,
    handler: () => handler(loadHandler),
  };
}

export function defineNoun(definition: Omit<NounDefinition, 'kind'>): NounDefinition {
  return { ...definition, kind: 'noun' };
}

/** What a verb's handler takes, read off its definition. */

export type Input<D> =
  D extends VerbDefinition<infer As, infer Fs, infer I, infer N> ? I & VerbBrand<N, As, Fs> : never;

/** Built per run by run.ts; tests substitute one that records what a verb would receive. */
export interface CommandKit {
  dispatch(verb: AnyVerb, input: unknown, globals: GlobalOptions, command: Command): Promise<void>;
}

/** The root program's options, whatever command they were typed after. */
export function globalsOf(command: Command): GlobalOptions {
  let root = command;
  while (root.parent) root = root.parent;
  const given = root.opts<Partial<GlobalOptions>>();
  return {
    json: Boolean(given.json),
    profile: given.profile,
    baseUrl: given.baseUrl,
    input: given.input !== false,
    yes: Boolean(given.yes),
    debug: Boolean(given.debug),
    strict: Boolean(given.strict),
    color: given.color !== false,
  };
}

/** The help's `Examples:` section; a line starting with `#` is a comment. */
export function examplesSection(lines: readonly string[]): string {
  const body = lines.map((line) => (line.startsWith('#') ? `  ${line}` : `  $ ${line}`)).join('\n');
  return `\n${messages().common.help.titles['Examples:']}\n${body}\n`;
}

/** Every verb of a tree of definitions, with the words that run it (`shipments void`). */
export function verbsOf(
  definitions: readonly CommandDefinition[],
  prefix = '',
): { path: string; verb: AnyVerb }[] {
  return definitions.flatMap((definition) =>
    definition.kind === 'verb'
      ? [{ path: prefix + definition.name, verb: definition }]
      : verbsOf(definition.verbs, `${prefix}${definition.name} `),
  );
}
