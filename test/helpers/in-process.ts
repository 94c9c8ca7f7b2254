// The CLI's whole run (runCli of src/cli/run.ts) inside the test's process, the way the
// spawned binary runs it (helpers/cli.ts runCli) but without starting Node: the same clean
// environment (the test's, never process.env), a temporary SHIPCTL_HOME as the working
// directory, stdin from the test's input, stdout and stderr captured from non-TTY streams.
// What only a process shows (startup, signals, the real exit status, TTYs, the built bundle)
// stays with the spawned runner.
import { cleanEnv, makeHome, type CliResult, type RunCliOptions } from './cli.js';
import { fakeStreams } from './streams.js';

export interface InProcessOptions extends RunCliOptions {
  /**
   * stdout (and stdin) on a terminal this many columns wide, stderr kept apart as a file would
   * be: what helpers/terminal.ts shows through a real pty, for the tables a packer reads.
   */
  terminal?: { columns: number };
}

/** The CLI run in this process; answers as `runCli` of helpers/cli.ts does (signal is always null). */
export async function runInProcess(args: readonly string[], o: InProcessOptions = {}): Promise<CliResult> {
  const { runCli } = await import('../../src/cli/run.js');
  const temp = o.home ? undefined : makeHome();
  const home = o.home ?? temp!.dir;
  const timeoutMs = o.timeoutMs ?? 30_000;
  const fake = fakeStreams({ input: o.input });
  const streams = o.terminal
    ? { ...fake, stdinIsTTY: true, stdoutIsTTY: true, stderrIsTTY: false, columns: o.terminal.columns }
    : fake;
  let timer: NodeJS.Timeout | undefined;
  // A run cannot be killed in process: a hung one fails the test with what it printed so far.
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `shipctl ${args.join(' ')} did not finish within ${timeoutMs} ms\n` +
              `stdout:\n${fake.out()}\nstderr:\n${fake.err()}`,
          ),
        ),
      timeoutMs,
    );
  });
  try {
    const run = runCli(args, { env: cleanEnv(home, o.env), streams, deps: { cwd: o.cwd ?? home } });
    const code = await Promise.race([run, hung]);
    return { code, signal: null, stdout: fake.out(), stderr: fake.err() };
  } finally {
    clearTimeout(timer);
    temp?.remove();
  }
}
