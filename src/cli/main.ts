// The only place that reads argv and sets the exit code. `--version` is answered
// before anything is imported (not even version.ts: a chunk is a file to load),
// since it must cost no more than starting node. The build emits CommonJS (no top-level
// await), so the run is one async function.
declare const __SHIPCTL_VERSION__: string | undefined;

async function main(argv: string[]): Promise<void> {
  const onlyFlags = argv.every((a) => a.startsWith('-'));
  if (onlyFlags && (argv.includes('--version') || argv.includes('-V'))) {
    process.stdout.write(`${typeof __SHIPCTL_VERSION__ === 'string' ? __SHIPCTL_VERSION__ : '0.0.0-dev'}\n`);
  } else if (argv[0] === '__sandbox-daemon') {
    // The warm sandbox (sandbox-warm.ts starts it); not a command: no parsing, no help.
    const { runSandboxDaemon } = await import('./sandbox-daemon.js');
    process.exitCode = await runSandboxDaemon(argv[1] ?? '', Number(argv[2]));
  } else if (argv[0] === '__resident') {
    // The resident (resident/server.ts; resident/client.ts starts it); not a command either.
    const { runResident } = await import('./resident/server.js');
    process.exit(await runResident(argv[1] ?? '', argv[2] ? Number(argv[2]) : undefined));
  } else {
    // A failed stdout write (EPIPE, ENOSPC) never becomes a stack trace: stdout-guard.ts.
    const { guardStdout, deferStdoutVerdict } = await import('./stdout-guard.js');
    guardStdout();
    // A command that only reads, run by the resident when one answers (resident/shared.ts).
    const { residentRuns, residentWanted, noTerminal, namesSpecialFile } = await import('./resident/shared.js');
    if (residentWanted(process.env) && noTerminal() && residentRuns(argv, namesSpecialFile)) {
      const { runInResident } = await import('./resident/client.js');
      const run = runInResident(argv, process.env);
      deferStdoutVerdict(run);
      const code = await run;
      if (code !== undefined) {
        process.exitCode = code;
        return;
      }
      deferStdoutVerdict(undefined); // made here after all: its own writes, as any run's
    }
    const { runCli } = await import('./run.js');
    process.exitCode = await runCli(argv, { env: process.env });
  }
}

void main(process.argv.slice(2));
