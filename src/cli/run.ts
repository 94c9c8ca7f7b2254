// One CLI run: build the program, parse, dispatch to the verb, map any failure to
// an exit code, close what the run opened (API client, embedded sandbox).
// `--help` and usage errors stay cheap: the context (config, prompts), the error
// reporter and the colour library are imported only when they are needed.
import type { Env } from '../config/index.js';
import type { CommandKit, Run } from './define.js';
import type { Context, ContextDeps, GlobalOptions } from './context.js';
import { finishIo, processStreams, type RawStreams } from './io.js';
import { leadingWords } from './input/argv-words.js';
import { commanderExitCode } from './exit-codes.js';
import { buildProgram, unknownHelpSubject } from './program.js';
import { outputIsReproducible } from './output/stdout-guard.js';
import { BUILT_IN_FLAGS, GLOBAL_FLAG, TABLE_FLAGS } from './shared/flags.js';
import { inLanguage, messages } from '../i18n/index.js';
import { languageOf } from '../i18n/language.js';
import { configuredLanguage, readConfigFile } from '../config/file.js';
import { resolvePaths } from '../config/paths.js';

/** The `language` setting, unless SHIPCTL_LANG decides; unreadable config reads as none. */
function settingOfLanguage(argv: readonly string[], env: Env): string | undefined {
  if (env.SHIPCTL_LANG?.trim()) return undefined;
  const { long } = GLOBAL_FLAG.profile;
  const at = argv.indexOf(long);
  const profileFlag =
    at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith(`${long}=`))?.slice(long.length + 1);
  try {
    return configuredLanguage(readConfigFile(resolvePaths(env).configFile), env, profileFlag);
  } catch {
    return undefined;
  }
}

export interface RunOptions {
  env: Env;
  streams?: RawStreams;
  deps?: ContextDeps;
}

export async function runCli(argv: readonly string[], options: RunOptions): Promise<number> {
  // The language first: the program's help, and every message after, are built in it. It is the
  // run's own, so a second run in the same process (a test, a host) may speak another at once.
  const language = languageOf(options.env, settingOfLanguage(argv, options.env));
  return inLanguage(language, () => runInLanguage(argv, options));
}

async function runInLanguage(argv: readonly string[], options: RunOptions): Promise<number> {
  const streams = options.streams ?? processStreams();
  const cacheSkipped = (globalThis as Record<symbol, unknown>)[Symbol.for('shipctl.compileCacheSkipped')] as
    { dir: string; why: 'owner' | 'writable' } | undefined;
  if (cacheSkipped && argv.includes(GLOBAL_FLAG.debug.long))
    streams.stderr.write(`${messages().common.compileCacheSkipped(cacheSkipped.dir, cacheSkipped.why)}\n`);
  // Before the flags are parsed, colour and --debug are read off argv for errors.
  const early = finishIo(streams, { color: !argv.includes(GLOBAL_FLAG.noColor.long), env: options.env });
  if (
    argv.includes(BUILT_IN_FLAGS.help.long) ||
    argv.includes('-h') ||
    ['help', 'completion', undefined].includes(leadingWords(argv)[0])
  )
    outputIsReproducible();
  let ctx: Context | undefined;
  let code = 0;
  const kit: CommandKit = {
    async dispatch(verb, input, globals: GlobalOptions, command) {
      const [{ createContext }, handler] = await Promise.all([import('./context.js'), verb.handler()]);
      // --wide belongs to the tables (output/table.ts), not the handler: every table the command prints takes it.
      const wide = verb.flags.some((f) => f.long === TABLE_FLAGS.wide.long) && command.opts().wide === true;
      ctx ??= createContext({ streams, env: options.env, globals, deps: options.deps, command, wide });
      // The definition typed the input its handler takes; commander's values were bound to it.
      code = (await (handler.run as Run<unknown>)(input, ctx)) ?? 0;
    },
  };
  try {
    const error = early.colorStderr ? (await import('./output/theme.js')).createTheme(true).error : undefined;
    const program = await buildProgram(argv, kit, { stdout: streams.stdout, stderr: streams.stderr, error });
    if (argv.length === 0) {
      program.outputHelp();
      return 0;
    }
    const unknown = unknownHelpSubject(program, argv);
    if (unknown) {
      const { UsageError } = await import('./errors.js');
      const [one, ...more] = unknown.suggestions.map((n) =>
        n.includes(' ') ? `\`shipctl ${n} --help\`` : `\`shipctl help ${n}\``,
      );
      const text = messages().support.helpSubject;
      throw new UsageError(
        text.unknown(unknown.subject),
        one ? text.didYouMean([one, ...more]) : text.listed,
      );
    }
    await program.parseAsync([...argv], { from: 'user' });
    return code;
  } catch (err) {
    // commander has printed the help, the version or its usage message itself: nothing is left
    // to report, so the error reporting (and its chunk) is not loaded for it.
    const commander = commanderExitCode(err);
    if (commander !== undefined) return commander;
    const { reportError } = await import('./errors.js');
    return reportError(err, ctx?.io ?? early, {
      debug: ctx?.globals.debug ?? argv.includes(GLOBAL_FLAG.debug.long),
      secrets: [...(ctx?.secrets ?? []), options.env.SHIPCTL_TOKEN],
      sandbox: inSandboxMode(ctx),
    });
  } finally {
    await ctx?.close().catch(() => undefined);
  }
}

/** Whether the run talked to the embedded sandbox; unreadable settings read as not. */
function inSandboxMode(ctx: Context | undefined): boolean {
  try {
    return ctx?.settings().sandbox === true;
  } catch {
    return false;
  }
}
