// The usual end-to-end setup: one sandbox on an ephemeral port for the file, a fresh
// SHIPCTL_HOME for each test, and `shipctl(args)` running the CLI against that sandbox with its
// token. The CLI runs in the test's process (helpers/in-process.ts) unless the file asks for the
// built binary in a process of its own (`{ spawned: true }`), for what only a process shows.
// The CLI is told the sandbox's clock (SHIPCTL_NOW), so its own date rules agree with a sandbox
// whose clock the test pinned or moved.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { makeHome, runCli, type CliResult } from './cli.js';
import { runInProcess, type InProcessOptions } from './in-process.js';
import { startTestSandbox, type TestSandbox, type TestSandboxOptions } from './sandbox.js';

export type Runner = (args: readonly string[], o?: InProcessOptions) => Promise<CliResult>;

export interface HowToRun {
  /** The built binary in its own process (startup, signals, exit status, TTY); default in process. */
  spawned?: boolean;
  /** One SHIPCTL_HOME for the whole file (its tests build on each other's settings); default one a test. */
  home?: 'each-test' | 'file';
  /** A fresh sandbox (and its pinned clock) for each test; default one for the file. */
  sandbox?: 'each-test' | 'file';
}

export const runnerOf = (how: HowToRun = {}): Runner =>
  how.spawned
    ? (args, o = {}) => {
        if (o.terminal)
          throw new Error('a spawned CLI at a terminal is helpers/terminal.ts runCliAtTerminal');
        return runCli(args, o);
      }
    : runInProcess;

export interface SandboxCli {
  readonly sb: TestSandbox;
  readonly home: { dir: string; remove(): void };
  /** shipctl against the sandbox, with its token and its clock as SHIPCTL_NOW. */
  shipctl(
    args: readonly string[],
    env?: Record<string, string | undefined>,
    o?: InProcessOptions,
  ): Promise<CliResult>;
  /** shipctl in the same home, told nothing of the sandbox (local commands, other servers). */
  run(args: readonly string[], o?: InProcessOptions): Promise<CliResult>;
}

/** `opts` as a function: called for each sandbox started (a fresh pinned clock for each test). */
export function useSandboxCli(
  opts: TestSandboxOptions | (() => TestSandboxOptions) = {},
  how: HowToRun = {},
): SandboxCli {
  const run = runnerOf(how);
  let sb: TestSandbox | undefined;
  let home: ReturnType<typeof makeHome> | undefined;
  const [start, stop] = how.sandbox === 'each-test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  start(async () => {
    sb = await startTestSandbox(typeof opts === 'function' ? opts() : opts);
  });
  stop(() => sb?.close());
  const [before, after] = how.home === 'file' ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(() => {
    home = makeHome();
  });
  after(() => home?.remove());
  const it: SandboxCli = {
    get sb() {
      if (!sb) throw new Error('the sandbox starts in beforeAll');
      return sb;
    },
    get home() {
      if (!home) throw new Error('the home is made in beforeEach');
      return home;
    },
    shipctl: (args, env = {}, o = {}) =>
      run(['--base-url', it.sb.url, ...args], {
        home: it.home.dir,
        ...o,
        env: { SHIPCTL_TOKEN: it.sb.token, SHIPCTL_NOW: it.sb.deps.clock.now().toISOString(), ...env },
      }),
    run: (args, o = {}) => run(args, { home: it.home.dir, ...o }),
  };
  return it;
}

/** A free sagawa test label's argv, but for the recipient's zip (and --dry-run, when wanted). */
export const SAGAWA_TEST_SHIP = [
  'ship',
  '--carrier',
  'sagawa',
  '--test',
  '--to-name',
  'A',
  '--to-address1',
  'x',
  '--pack-size',
  '60',
] as const;
