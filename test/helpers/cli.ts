// Runs the built CLI (`node bin/shipctl.js`) as a child process, the way a user or
// a script does: a temporary SHIPCTL_HOME, a clean environment (no SHIPCTL_*, no CI
// leaking in from the developer's shell), NO_COLOR, stdin a pipe (so never a TTY).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BIN = path.join(REPO_ROOT, 'bin', 'shipctl.js');

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunCliOptions {
  /** Added to the clean environment; `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** Written to stdin, which is then closed (stdin is always closed). */
  input?: string | Buffer;
  /** SHIPCTL_HOME to use; a fresh temporary one (removed afterwards) when omitted. */
  home?: string;
  cwd?: string;
  /** Kills the child and fails after this long (default 30 s). */
  timeoutMs?: number;
}

/** Variables passed through from the parent; everything else is dropped. */
const PASS = ['PATH', 'SYSTEMROOT', 'TMPDIR', 'TEMP', 'TMP', 'TZ'];
/**
 * libfaketime's variables (`faketime 'DATE' npm test` sets LD_PRELOAD, FAKETIME as an offset and
 * FAKETIME_SHARED): handed on so the CLI lives at the same instant as the test that runs it.
 */
const isFaketimeVar = (k: string): boolean => k === 'LD_PRELOAD' || k.startsWith('FAKETIME');

export function cleanEnv(
  home: string,
  extra: Record<string, string | undefined> = {},
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const k of PASS) if (process.env[k] !== undefined) env[k] = process.env[k]!;
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && isFaketimeVar(k)) env[k] = v;
  // HOME points into the temporary directory too: nothing may touch the real one.
  // English unless the test gives LANG (or SHIPCTL_LANG): what the developer's shell reads does not matter.
  Object.assign(env, { HOME: home, USERPROFILE: home, SHIPCTL_HOME: home, NO_COLOR: '1', LANG: 'C.UTF-8' });
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

/** A temporary directory for SHIPCTL_HOME; call `remove()` when done. */
export function makeHome(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shipctl-test-'));
  // A process that just ended (a server, the warm sandbox) may still be closing its files there.
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }) };
}

export function buildError(): string | undefined {
  try {
    return inject('shipctlBuildError') || undefined;
  } catch {
    return undefined; // outside vitest
  }
}

export async function runCli(args: readonly string[], o: RunCliOptions = {}): Promise<CliResult> {
  const failed = buildError();
  if (failed) throw new Error(`the build failed in globalSetup, so the CLI cannot run:\n${failed}`);
  const temp = o.home ? undefined : makeHome();
  const home = o.home ?? temp!.dir;
  const timeoutMs = o.timeoutMs ?? 30_000;
  try {
    return await new Promise<CliResult>((resolve, reject) => {
      const child = spawn(process.execPath, [BIN, ...args], {
        cwd: o.cwd ?? home,
        env: cleanEnv(home, o.env),
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(
          new Error(
            `shipctl ${args.join(' ')} timed out after ${timeoutMs} ms\nstdout:\n${stdout}\nstderr:\n${stderr}`,
          ),
        );
      }, timeoutMs);
      child.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal, stdout, stderr });
      });
      // A child that exits before reading its stdin must not fail the test.
      child.stdin.on('error', () => undefined);
      child.stdin.end(o.input ?? '');
    });
  } finally {
    temp?.remove();
  }
}
