// The only place that reads argv and sets the exit code. `--version` is answered
// before anything is imported (not even version.ts: a chunk is a file to load),
// since it must cost no more than starting node.
declare const __SHIPCTL_VERSION__: string | undefined;

const argv = process.argv.slice(2);
const onlyFlags = argv.every((a) => a.startsWith('-'));

if (onlyFlags && (argv.includes('--version') || argv.includes('-V'))) {
  process.stdout.write(`${typeof __SHIPCTL_VERSION__ === 'string' ? __SHIPCTL_VERSION__ : '0.0.0-dev'}\n`);
} else {
  // A reader that goes away (`shipctl shipments list | head`) is not an error of
  // ours: stop quietly, as other Unix tools do, instead of an unhandled EPIPE.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw err;
  });
  const { runCli } = await import('./run.js');
  process.exitCode = await runCli(argv, { env: process.env });
}
