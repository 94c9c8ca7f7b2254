// What a command file needs to declare itself: `action()` binds commander's
// arguments into the verb's options object and hands it, with the run's context,
// to the verb's `run(opts, ctx)`; `examples()` writes the help's Examples section.
import type { Command } from 'commander';
import type { Context, GlobalOptions } from './context.js';

/** A verb's handler: returns an exit code (undefined means 0) or throws. */
export type Run<O> = (opts: O, ctx: Context) => Promise<number | void> | number | void;

/** Built per run by run.ts; tests substitute one that records the options instead. */
export interface CommandKit {
  dispatch<O>(run: Run<O>, opts: O, globals: GlobalOptions): Promise<void>;
  /**
   * The word argv names after the command (`carriers catalog sagawa` → `catalog`), set by
   * buildProgram when only that verb of a noun need be built; unset when all are.
   */
  verb?: string;
}

/** A verb's module, or a group of verbs (`carriers rates`), as a noun registers it. */
export interface VerbModule {
  register(noun: Command, kit: CommandKit): void;
}

/**
 * A noun's verbs, each under its name and aliases (`'list ls'`). When argv names one of them,
 * only that one is built: the others' options are work for a command that does not run them
 * (about a twentieth of `carriers catalog`). The noun's help, a verb that is none
 * ("did you mean") and the completion tree get every verb. test/cli/verbs.test.ts holds each
 * name to the command its module registers.
 */
export function registerVerbs(
  noun: Command,
  kit: CommandKit,
  verbs: readonly (readonly [names: string, verb: VerbModule])[],
): void {
  const wanted = kit.verb;
  const only = wanted === undefined ? undefined : verbs.find(([names]) => names.split(' ').includes(wanted));
  for (const [, verb] of verbs) if (!only || verb === only[1]) verb.register(noun, kit);
}

/** The root program's options, whatever command they were typed after. */
export function globalsOf(cmd: Command): GlobalOptions {
  let root = cmd;
  while (root.parent) root = root.parent;
  const o = root.opts<Partial<GlobalOptions>>();
  return {
    json: Boolean(o.json),
    profile: o.profile,
    baseUrl: o.baseUrl,
    input: o.input !== false,
    yes: Boolean(o.yes),
    debug: Boolean(o.debug),
    strict: Boolean(o.strict),
    color: o.color !== false,
  };
}

/**
 * Wraps a verb for `.action()`. `bind` receives what commander passes: the
 * positional arguments in order, then the command's own flags.
 */
export function action<O>(kit: CommandKit, bind: (...args: any[]) => O, run: Run<O>) {
  return async (...args: unknown[]): Promise<void> => {
    const cmd = args[args.length - 1] as Command;
    await kit.dispatch(run, bind(...args.slice(0, -1)), globalsOf(cmd));
  };
}

/**
 * A verb whose handler lives in a module of its own, imported only when the verb runs: the
 * definition (flags, help, completion) then loads none of what the handler needs (api/, zod,
 * undici, the batch stack). `export const run = lazyRun(() => import('./ship-run.js'));`
 */
export function lazyRun<O>(
  load: () => Promise<{ run: Run<O> }>,
): (opts: O, ctx: Context) => Promise<number | void> {
  return async (opts, ctx) => (await load()).run(opts, ctx);
}

/** The help's `Examples:` section; a line starting with `#` is a comment. */
export function examples(...lines: string[]): string {
  const body = lines.map((l) => (l.startsWith('#') ? `  ${l}` : `  $ ${l}`)).join('\n');
  return `\nExamples:\n${body}\n`;
}

/** An option as declared: its flags (`--first-name <name>`, `--token`, `--no-labels`) and help. */
export type OptionSpec = readonly [flags: string, description: string];

/** Declares options in order (help and completions follow it); their values are `FlagsOf<specs>`. */
export function addOptions(cmd: Command, specs: readonly OptionSpec[]): Command {
  for (const [flags, description] of specs) cmd.option(flags, description);
  return cmd;
}

type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
type LongName<F extends string> = F extends `${string}--${infer Rest}`
  ? Rest extends `${infer Name} ${string}`
    ? Name
    : Rest
  : never;
/** The key commander stores a flag under: `--first-name <x>` → firstName, `--no-labels` → labels. */
type KeyOf<F extends string> = F extends unknown
  ? LongName<F> extends `no-${infer N}`
    ? Camel<N>
    : Camel<LongName<F>>
  : never;
/** `<value>` → string, `[value]` → string | true, `--no-x` → false, a bare switch → true. */
type ValueOf<F extends string> = F extends unknown
  ? LongName<F> extends `no-${string}`
    ? false
    : F extends `${string}<${string}>`
      ? string
      : F extends `${string}[${string}]`
        ? string | true
        : true
  : never;
type WithKey<F extends string, K extends string> = F extends unknown
  ? KeyOf<F> extends K
    ? F
    : never
  : never;
type FlagValues<F extends string> = { [K in KeyOf<F>]?: ValueOf<WithKey<F, K>> };

/**
 * What commander hands a verb's action for these option specs, inferred from their flags: no
 * cast in a bind function, and a renamed flag fails to type-check where it is read.
 */
export type FlagsOf<S extends readonly OptionSpec[]> = FlagValues<S[number][0]>;

/** Collects a repeatable option (`-q a=1 -q b=2`). */
export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/**
 * Puts options already declared under help headings (commander's option help groups),
 * by long flag. Unlike `optionsGroup()` before each block, it leaves the declaration
 * order alone, which the shell completions follow. A group appears in help where its
 * first option was declared; options not named stay under "Options:" with -h.
 */
export function groupOptions(cmd: Command, groups: Readonly<Record<string, readonly string[]>>): Command {
  for (const [heading, flags] of Object.entries(groups))
    for (const flag of flags) {
      const option = cmd.options.find((o) => o.long === flag);
      // A renamed flag must not silently fall back to the plain list.
      if (!option) throw new Error(`${cmd.name()}: no option ${flag} to show under "${heading}"`);
      option.helpGroup(heading);
    }
  return cmd;
}
