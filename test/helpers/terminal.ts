// Runs the built CLI with its stdout on a pseudo-terminal of a chosen width, the way a packer
// at an 80-column terminal sees it: util-linux `script` gives the child a pty, `stty cols`
// sets its width. stderr goes to a file, so stdout holds the table alone (no spinner frames).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BIN, buildError, cleanEnv, type CliResult } from './cli.js';

export interface TerminalRunOptions {
  /** The terminal's width in columns. */
  columns: number;
  /** SHIPCTL_HOME (also where stderr is kept). */
  home: string;
  env?: Record<string, string | undefined>;
  timeoutMs?: number;
}

const shellQuote = (word: string): string => `'${word.replace(/'/g, `'\\''`)}'`;

export async function runCliAtTerminal(args: readonly string[], o: TerminalRunOptions): Promise<CliResult> {
  const failed = buildError();
  if (failed) throw new Error(`the build failed in globalSetup, so the CLI cannot run:\n${failed}`);
  const stderrFile = path.join(o.home, `terminal-stderr-${process.pid}-${Date.now()}.txt`);
  const command = [
    `stty cols ${o.columns} rows 50`,
    `exec ${[process.execPath, BIN, ...args].map(shellQuote).join(' ')} 2>${shellQuote(stderrFile)}`,
  ].join('; ');
  const timeoutMs = o.timeoutMs ?? 30_000;
  const { code, signal, output } = await new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    output: string;
  }>((resolve, reject) => {
    // -q: no "Script started" lines; -e: the child's exit code; -c: the command; /dev/null: no typescript file.
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      cwd: o.home,
      env: cleanEnv(o.home, o.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (output += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`shipctl ${args.join(' ')} timed out at a terminal after ${timeoutMs} ms\n${output}`));
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (exitCode, exitSignal) => {
      clearTimeout(timer);
      resolve({ code: exitCode, signal: exitSignal, output });
    });
  });
  let stderr = '';
  try {
    stderr = readFileSync(stderrFile, 'utf8');
  } catch {
    // The CLI never started (the shell failed): the pty output says why.
  }
  // A terminal ends lines with CR LF.
  return { code, signal, stdout: output.replace(/\r\n/g, '\n'), stderr };
}
