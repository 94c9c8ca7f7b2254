// The resident: one background shipctl per user, build and process environment that runs the
// commands which only read — `rates`, `shipments list`, `track`… — for the short processes a
// script starts per row (issue 14). Starting Node, loading the CLI's chunks and compiling them
// is most of such a command; a resident has done it once, so a run costs a connection, the
// requests and the printing. The process that was started (client.ts) hands over its argv,
// working directory and environment over a Unix socket and prints what comes back; the
// resident (server.ts) runs `runCli` with them, one run at a time.
//
// What keeps a run the same as one in its own process:
// - Only commands that never ask (no terminal on any of 0, 1, 2: they could not prompt), never
//   read stdin (an argument `-` keeps a run local) and change nothing but local caches.
// - Everything a run reads of its process is handed in: env, cwd, streams. What Node reads of
//   the environment once at start (time zone, locale, CA certificates, proxies, NODE_OPTIONS)
//   is part of the resident's key: another value is another resident.
// - A busy resident, a missing one or a failure before the first byte: the run is local.
// This module is what both sides share and what decides, cheaply, whether to try at all.
import { lstatSync, mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Env } from '../../config/paths.js';
import { leadingWords } from '../argv-words.js';
import { switchedOff } from '../env-switch.js';
import { isTerminal } from '../std-streams.js';

/**
 * The commands a resident runs, with their aliases: each only reads, and never prompts when no
 * terminal is attached. test/cli/resident.test.ts holds the names to what the program registers.
 */
export const RESIDENT_COMMANDS: ReadonlySet<string> = new Set([
  'rates',
  'track',
  'shipments list',
  'shipments ls',
  'shipments get',
  'shipments view',
  'shipments find',
  'shipments search',
  'shipments summary',
  'orders list',
  'orders ls',
  'carriers list',
  'carriers catalog',
  'addresses list',
  'warehouses list',
  'files list',
  'config list',
  'config get',
  'config path',
  'profiles list',
]);

/** Flags that make a resident command one that runs until stopped or writes a file. */
const LOCAL_FLAGS = new Set(['--watch', '--out', '-o', '--output']);

/** The command argv names, as the table above spells it: `shipments list`, `track`, or ''. */
export function commandWords(argv: readonly string[]): string {
  const words = leadingWords(argv);
  const two = words.join(' ');
  return RESIDENT_COMMANDS.has(two) ? two : (words[0] ?? '');
}

/** A path only this process can open as it means it: its own descriptors, stdin, /proc/self. */
const OWN_FILE = /^\/(dev|proc)\//;

/**
 * Whether a resident may run argv: its command is one above, it reads no stdin, waits for
 * nothing. `isSpecial` tells whether an argument names a file that is not a plain file or a
 * directory (a FIFO, `<(…)`): such a file is read where it was opened, so the run stays here.
 */
export function residentRuns(
  argv: readonly string[],
  isSpecial: (arg: string) => boolean = () => false,
): boolean {
  if (!RESIDENT_COMMANDS.has(commandWords(argv))) return false;
  for (const a of argv) {
    if (a === '--') return false;
    if (a === '-' || a.endsWith('=-')) return false;
    if (a === '--help' || a === '-h') return false;
    if (LOCAL_FLAGS.has(a.split('=')[0]!)) return false;
    const value = a.startsWith('--') && a.includes('=') ? a.slice(a.indexOf('=') + 1) : a;
    if (OWN_FILE.test(value) || isSpecial(value)) return false;
  }
  return true;
}

/** For residentRuns: whether `arg`, as a path from this directory, is a file but not a plain one. */
export function namesSpecialFile(arg: string): boolean {
  const st = statSync(arg, { throwIfNoEntry: false });
  return st !== undefined && !st.isFile() && !st.isDirectory();
}

/**
 * SHIPCTL_RESIDENT: `0` (or off, no, false) runs every command in its own process. Under a
 * faked clock (libfaketime) a process's time is its own, so no run is handed over either; nor
 * with TLS checks turned off, which Node warns about once per process: each run must say so.
 * Linux only: there the resident closes the descriptors its starter left open (server.ts).
 */
export function residentWanted(env: Env): boolean {
  if (switchedOff(env.SHIPCTL_RESIDENT)) return false;
  if (process.platform !== 'linux') return false;
  if (env.NODE_TLS_REJECT_UNAUTHORIZED !== undefined) return false;
  return !Object.keys(env).some((k) => k.startsWith('FAKETIME'));
}

/** Whether none of stdin, stdout and stderr is a terminal: a resident's run could not use one. */
export function noTerminal(): boolean {
  return !isTerminal(0) && !isTerminal(1) && !isTerminal(2);
}

/** What Node and its libraries read of the environment once, at start: part of the key. */
const PROCESS_VARIABLES = [
  'TZ',
  'LANG',
  'LANGUAGE',
  'LC_ALL',
  'LC_CTYPE',
  'LC_TIME',
  'LC_NUMERIC',
  'LC_MESSAGES',
  'NODE_OPTIONS',
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'LD_PRELOAD',
  'LD_LIBRARY_PATH',
  'UV_THREADPOOL_SIZE',
];

/** FNV-1a, 52 bits: names a resident, secures nothing (the directory does: owner only). */
function fnv1a(text: string): string {
  let h = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++)
    h = BigInt.asUintN(64, (h ^ BigInt(text.charCodeAt(i))) * 0x100000001b3n);
  return (h >> 12n).toString(36);
}

/** The key of the resident for this build, this Node and this environment. */
export function residentKey(build: string, distDir: string, env: Env): string {
  // Without HOME, a run's home is the user's entry in the password database, read by the process.
  const facts = [
    build,
    distDir,
    process.execPath,
    `HOME?${env.HOME === undefined}`,
    ...PROCESS_VARIABLES.map((k) => `${k}=${env[k] ?? ''}`),
  ];
  return fnv1a(facts.join('\0'));
}

/**
 * The directory of this user's residents: $XDG_RUNTIME_DIR/shipctl, else shipctl-<uid> in the
 * temporary directory. Only a directory of this user's that no one else can enter is used:
 * a run hands over its environment (its token) through the socket in it. undefined: none fit.
 */
export function residentDir(env: Env, create: boolean): string | undefined {
  const uid = process.getuid?.();
  if (uid === undefined) return undefined;
  const runtime = env.XDG_RUNTIME_DIR;
  const dir =
    runtime && path.isAbsolute(runtime)
      ? path.join(runtime, 'shipctl')
      : path.join(env.TMPDIR || tmpdir(), `shipctl-${uid}`);
  const fits = (): boolean => {
    const st = lstatSync(dir);
    return st.isDirectory() && st.uid === uid && (st.mode & 0o077) === 0;
  };
  try {
    return fits() ? dir : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || !create) return undefined;
  }
  try {
    mkdirSync(dir, { mode: 0o700 });
    return fits() ? dir : undefined;
  } catch {
    return undefined;
  }
}

/** The socket of resident `key` in `dir`; undefined when the path is too long for a socket. */
export function socketPath(dir: string, key: string): string | undefined {
  const file = path.join(dir, `resident-${key}.sock`);
  // sun_path holds 108 bytes on Linux, 104 on macOS, with its terminating NUL.
  return Buffer.byteLength(file) < 104 ? file : undefined;
}

// Frames: one byte of type, four of length (big-endian), the payload.
export const FRAME = {
  /** resident → client, on connecting: ready to be handed a run (nothing is sent before it). */
  hello: 0x48,
  /** client → resident: the run, as JSON ({ argv, cwd, env }). */
  run: 0x52,
  /** resident → client: taken (payload: the resident's pid). */
  accepted: 0x41,
  /** resident → client: not taken (busy, or not a run it takes): run locally. */
  declined: 0x42,
  stdout: 0x31,
  stderr: 0x32,
  /** resident → client: what the run printed so far and prints next is reproducible. */
  reproducible: 0x50,
  /** resident → client: the exit code, as text; the last frame. */
  exit: 0x58,
} as const;

export interface RunRequest {
  argv: string[];
  cwd: string;
  env: Record<string, string | undefined>;
}

export function frame(type: number, payload: string | Uint8Array = ''): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  const head = Buffer.allocUnsafe(5);
  head[0] = type;
  head.writeUInt32BE(body.length, 1);
  return Buffer.concat([head, body]);
}

/** Splits a byte stream into frames, whatever the pieces it arrives in. */
export class FrameReader {
  #pending: Buffer = Buffer.alloc(0);

  /** The frames completed by `chunk`. */
  push(chunk: Buffer): { type: number; payload: Buffer }[] {
    this.#pending = this.#pending.length === 0 ? chunk : Buffer.concat([this.#pending, chunk]);
    const frames: { type: number; payload: Buffer }[] = [];
    while (this.#pending.length >= 5) {
      const size = this.#pending.readUInt32BE(1);
      if (this.#pending.length < 5 + size) break;
      frames.push({ type: this.#pending[0]!, payload: this.#pending.subarray(5, 5 + size) });
      this.#pending = this.#pending.subarray(5 + size);
    }
    return frames;
  }
}
