// The only place that reads argv and sets the exit code. `--version` is answered before
// anything else is imported, since it must cost no more than starting node. The build emits
// CommonJS (no top-level await), so the run is one async function.
declare const __SHIPCTL_VERSION__: string | undefined;

async function main(argv: string[]): Promise<void> {
  const onlyFlags = argv.every((a) => a.startsWith('-'));
  // The definitions (shared/flags.ts BUILT_IN_FLAGS.version) are not loaded for this answer.
  // eslint-disable-next-line shipctl/no-flag-literal -- answered before anything is imported
  if (onlyFlags && (argv.includes('--version') || argv.includes('-V'))) {
    process.stdout.write(`${typeof __SHIPCTL_VERSION__ === 'string' ? __SHIPCTL_VERSION__ : '0.0.0-dev'}\n`);
  } else if (argv[0] === '__sandbox-daemon') {
    // The warm sandbox (embedded/warm.ts starts it); not a command: no parsing, no help.
    const { runSandboxDaemon } = await import('./embedded/daemon.js');
    process.exitCode = await runSandboxDaemon(argv[1] ?? '', Number(argv[2]));
  } else {
    // A failed stdout write (EPIPE, ENOSPC) never becomes a stack trace: output/stdout-guard.ts.
    const { guardStdout } = await import('./output/stdout-guard.js');
    const stdout = guardStdout();
    const [{ runCli }, { processStreams }] = await Promise.all([import('./run.js'), import('./io.js')]);
    process.exitCode = await runCli(argv, { env: process.env, streams: processStreams(stdout) });
  }
}

void main(process.argv.slice(2));
