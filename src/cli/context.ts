// Everything a handler needs, handed in rather than reached for: streams and TTY
// facts, settings, the config store, a prompter, a clock, and the API client as a
// *function*, so `--help` and flag errors never touch the config store, auth or
// the network. Tests build one with their own streams and dependencies.
import type { Command } from 'commander';
import type { ApiClient, ClientOptions } from '../api/client.js';
import {
  ConfigStore,
  ensurePrivateDir,
  redact,
  resolveSettings,
  type Env,
  type Settings,
} from '../config/index.js';
import { CliError, EXIT, UsageError } from './errors.js';
import { finishIo, type IoStreams, type RawStreams } from './io.js';
import { createNotices, createTheme, type Notices, type Theme } from './output/theme.js';
import { createPrompter, type Prompter } from './prompts/prompter.js';
import type { EmbeddedSandbox } from './embedded/embed.js';
import { VERSION } from './version.js';
import { tokenProblem } from '../api/token.js';
import { messages } from '../i18n/index.js';
import { GLOBAL_FLAG } from './shared/flags.js';

export interface GlobalOptions {
  json: boolean;
  profile?: string;
  baseUrl?: string;
  /** false with --no-input. */
  input: boolean;
  yes: boolean;
  debug: boolean;
  /**
   * --strict: inferred rules (src/domain/rules.ts) refuse before sending, as spec
   * rules do. Without it they only warn when the live service is the judge.
   */
  strict?: boolean;
  /** false with --no-color. */
  color: boolean;
}

export interface Context {
  readonly io: IoStreams;
  readonly env: Env;
  readonly globals: GlobalOptions;
  /** Themes per stream (colour only where that stream is a TTY). */
  readonly theme: { out: Theme; err: Theme };
  /** Status lines on stderr: success, warn, info, dim. */
  readonly notices: Notices;
  readonly prompter: Prompter;
  /** This machine's time, or the embedded sandbox's clock once that sandbox runs. */
  readonly now: () => Date;
  /**
   * The time the service judges requests by, for rules read off the clock (test
   * windows, shipment_date): in sandbox mode it starts the embedded sandbox and reads
   * its clock (`shipctl sandbox clock`), so a check here agrees with the sandbox's.
   */
  serviceNow(): Promise<Date>;
  readonly cwd: string;
  /** The command being run, in the tree it was parsed with (completion describes that tree). */
  readonly command?: Command;
  /** The resolved settings: the config file is read once, and at every call once the command
   *  has opened the store (so its own write is seen at once). */
  settings(): Settings;
  /** The writable config store (loads conf; only for commands that write). */
  store(): Promise<ConfigStore>;
  /**
   * Whether inferred rules refuse (true) or only warn (false): refuse with
   * --strict or in sandbox mode (the embedded sandbox enforces them anyway);
   * warn against any base URL, which is treated as the live service, the judge
   * of what it accepts (docs/internal/domain-rules.md, "Which service judges").
   */
  strictRules(): boolean;
  /** The API client of the resolved profile; starts the embedded sandbox in sandbox mode. */
  client(): Promise<ApiClient>;
  /** A client for an explicit endpoint, e.g. to check a token before `login` stores it. */
  clientFor(options: { baseUrl: string; token?: string; tokenOrigin?: string }): Promise<ApiClient>;
  /** Values masked in every line this run prints (tokens are registered automatically). */
  readonly secrets: readonly string[];
  addSecret(value: string | undefined): void;
  onClose(fn: () => Promise<unknown> | unknown): void;
  close(): Promise<void>;
}

export interface ContextDeps {
  now?: () => Date;
  cwd?: string;
  loadClient?: () => Promise<{ ApiClient: new (options: ClientOptions) => ApiClient }>;
  startSandbox?: (options: { dataDir: string }) => Promise<EmbeddedSandbox>;
}

/**
 * SHIPCTL_NOW: the calendar instant the CLI takes as "now" for its own date rules (ship dates,
 * test windows, `--since today`, list windows) when no embedded sandbox clock applies — so a
 * script or a test can agree with a served sandbox whose clock was set. Durations and retries
 * still run on real time.
 */
function pinnedNow(env: Env): Date | undefined {
  const raw = env.SHIPCTL_NOW?.trim();
  if (!raw) return undefined;
  const at = new Date(raw);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(at.getTime())) {
    const text = messages().support.context;
    throw new UsageError(text.badNow(raw), text.badNowHint);
  }
  return at;
}

export function createContext(options: {
  streams: RawStreams;
  env: Env;
  globals: GlobalOptions;
  deps?: ContextDeps;
  command?: Command;
  /** --wide was given: tables show every column whole. */
  wide?: boolean;
}): Context {
  const { env, globals, deps = {} } = options;
  const io = finishIo(options.streams, { color: globals.color, env, wide: options.wide });
  const theme = { out: createTheme(io.colorStdout), err: createTheme(io.colorStderr) };
  const notices = createNotices(
    io.stderr,
    theme.err,
    io.stderrIsTTY ? (io.stderr as { columns?: number }).columns : undefined,
  );
  const ci = Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';
  const canPrompt = globals.input && !ci && io.stdinIsTTY && io.stderrIsTTY;
  const secrets: string[] = [];
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  let client: Promise<ApiClient> | undefined;
  let sandboxClock: (() => Date) | undefined;
  const pinned = pinnedNow(env);
  // The settings of this run, read once: a command that writes the config file opens the store
  // first, and from then on every call reads the file again, so its own write is seen at once.
  let settingsRead: Settings | undefined;
  let rereadSettings = false;

  const ctx: Context = {
    io,
    env,
    globals,
    theme,
    notices,
    prompter: createPrompter(io, { canPrompt, yes: globals.yes }),
    now: deps.now ?? (() => sandboxClock?.() ?? pinned ?? new Date()),
    async serviceNow() {
      if (!deps.now && ctx.settings().sandbox) await ctx.client();
      return ctx.now();
    },
    cwd: deps.cwd ?? process.cwd(),
    command: options.command,
    secrets,
    addSecret(value) {
      if (value && !secrets.includes(value)) secrets.push(value);
    },
    settings() {
      if (settingsRead && !rereadSettings) return settingsRead;
      const s = resolveSettings({ flags: { profile: globals.profile, baseUrl: globals.baseUrl }, env });
      ctx.addSecret(s.token.value);
      ctx.addSecret(s.stored.token);
      settingsRead = s;
      return s;
    },
    store: () => {
      rereadSettings = true;
      return ConfigStore.open(ctx.settings().paths);
    },
    strictRules: () => Boolean(globals.strict) || ctx.settings().sandbox,
    client() {
      client ??= openClient();
      return client;
    },
    async clientFor({ baseUrl, token, tokenOrigin }) {
      ctx.addSecret(token);
      // Before the client is made: a token a header cannot carry is the user's to fix (exit 2),
      // not a network failure to retry.
      const problem = token === undefined ? undefined : tokenProblem(token);
      if (problem) {
        const text = messages().support.token;
        throw new UsageError(
          problem === 'line_break'
            ? text.lineBreak(tokenOrigin ?? text.given)
            : text.badCharacter(tokenOrigin ?? text.given),
          text.fix,
        );
      }
      const { ApiClient } = await (deps.loadClient ?? (() => import('../api/client.js')))();
      const api = new ApiClient({
        baseUrl,
        token,
        userAgent: `shipctl/${VERSION} node/${process.versions.node} ${process.platform}`,
        debug: globals.debug
          ? (line) => io.stderr.write(`${theme.err.dim(redact(line, secrets))}\n`)
          : undefined,
      });
      ctx.onClose(() => api.close());
      return api;
    },
    onClose(fn) {
      cleanups.push(fn);
    },
    async close() {
      // Last registered first: the client closes before the sandbox it talks to.
      for (const fn of cleanups.splice(0).reverse()) await fn();
    },
  };

  async function openClient(): Promise<ApiClient> {
    const s = ctx.settings();
    if (!s.sandbox) {
      // Without a token the live service answers "Wrong token!", which reads like a revoked
      // token; say what is really wrong before sending anything.
      if (!s.token.value) {
        const text = messages().support.context;
        throw new CliError(text.noToken(s.profile.value, s.baseUrl.value!), {
          exitCode: EXIT.auth,
          hint: text.noTokenHint,
        });
      }
      return ctx.clientFor({ baseUrl: s.baseUrl.value!, token: s.token.value, tokenOrigin: s.token.origin });
    }
    const sandbox = await startSandbox(s.paths.dataDir);
    ctx.onClose(() => sandbox.close());
    ctx.addSecret(sandbox.token);
    sandboxClock = sandbox.now;
    notices.dim(messages().support.context.sandboxNotice);
    // SHIPCTL_TOKEN still wins, e.g. to act as a sandbox sub-user.
    return ctx.clientFor({
      baseUrl: sandbox.baseUrl,
      token: s.token.value ?? sandbox.token,
      tokenOrigin: s.token.value === undefined ? undefined : s.token.origin,
    });
  }

  async function startSandbox(dataDir: string): Promise<EmbeddedSandbox> {
    ensurePrivateDir(dataDir);
    try {
      if (deps.startSandbox) return await deps.startSandbox({ dataDir });
      // The warm sandbox of this data directory (one HTTP call away), else one in this process.
      const { connectWarm, warmIdleMs } = await import('./embedded/warm.js');
      const warm = await connectWarm(dataDir, {
        idleMs: warmIdleMs(env.SHIPCTL_SANDBOX_IDLE),
        env,
        debug: globals.debug ? (line) => io.stderr.write(`${theme.err.dim(line)}\n`) : undefined,
      });
      if (warm) return warm;
      const { startEmbeddedSandbox } = await import('./embedded/embed.js');
      return await startEmbeddedSandbox({ dataDir });
    } catch (err) {
      if (err instanceof UsageError) throw err;
      const code = (err as NodeJS.ErrnoException).code;
      const missing =
        code === 'ERR_MODULE_NOT_FOUND' || code === 'ERR_DLOPEN_FAILED' || code === 'MODULE_NOT_FOUND';
      const text = messages().support.context;
      throw new CliError(missing ? text.sandboxMissing : text.sandboxFailed((err as Error).message), {
        cause: err,
        hint: text.sandboxHint(GLOBAL_FLAG.baseUrl.long),
      });
    }
  }

  return ctx;
}
