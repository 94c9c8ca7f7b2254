// Spinners go to stderr, only on a TTY, and only for work that lasts: one that
// flashes for 50 ms is noise, so it appears after ~300 ms (Vercel's habit).
import { defaultExport } from '../../config/default-export.js';
import type { Writable } from 'node:stream';

export interface Spinner {
  update(text: string): void;
  stop(): void;
}

const NOOP: Spinner = { update() {}, stop() {} };

export function startSpinner(
  io: { stderr: Writable; stderrIsTTY: boolean; colorStderr: boolean },
  text: string,
  options: { delayMs?: number } = {},
): Spinner {
  if (!io.stderrIsTTY) return NOOP;
  let current = text;
  let stopped = false;
  let spinner: { text: string; stop(): unknown } | undefined;
  const timer = setTimeout(async () => {
    const ora = defaultExport<typeof import('ora').default>(await import('ora'));
    if (stopped) return;
    spinner = ora({
      text: current,
      stream: io.stderr as NodeJS.WritableStream,
      // Raw mode on stdin would swallow Ctrl+C and fight with prompts.
      discardStdin: false,
      color: io.colorStderr ? 'cyan' : false,
    }).start();
  }, options.delayMs ?? 300);
  timer.unref();
  return {
    update(t) {
      current = t;
      if (spinner) spinner.text = t;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      spinner?.stop();
    },
  };
}

export async function withSpinner<T>(
  io: { stderr: Writable; stderrIsTTY: boolean; colorStderr: boolean },
  text: string,
  work: () => Promise<T>,
): Promise<T> {
  const s = startSpinner(io, text);
  try {
    return await work();
  } finally {
    s.stop();
  }
}
