// Colours are named by meaning, never by hue, and are off unless the stream is a
// TTY and the user has not asked for plain output (--no-color, NO_COLOR).
import { terminalSafe } from './terminal-text.js';
import { Chalk } from 'chalk';
import type { Writable } from 'node:stream';

export interface Theme {
  error(s: string): string;
  warn(s: string): string;
  success(s: string): string;
  dim(s: string): string;
  bold(s: string): string;
}

export function createTheme(enabled: boolean): Theme {
  const c = new Chalk({ level: enabled ? 1 : 0 });
  return {
    error: (s) => c.red(s),
    warn: (s) => c.yellow(s),
    success: (s) => c.green(s),
    dim: (s) => c.dim(s),
    bold: (s) => c.bold(s),
  };
}

/** Status lines for people, on stderr: they never mix with results on stdout. */
export interface Notices {
  success(message: string): void;
  warn(message: string): void;
  info(message: string): void;
  dim(message: string): void;
}

export function createNotices(stderr: Writable, theme: Theme): Notices {
  // Messages quote CSV cells and API text: no terminal control sequences get through.
  const line = (s: string) => void stderr.write(`${terminalSafe(s)}\n`);
  // A warning the client raised before sending often comes back in the API's answer
  // (delivery.warnings): the user reads it once.
  const warned = new Set<string>();
  return {
    success: (m) => line(`${theme.success('✓')} ${m}`),
    warn: (m) => {
      if (warned.has(m)) return;
      warned.add(m);
      line(`${theme.warn('!')} ${m}`);
    },
    info: (m) => line(m),
    dim: (m) => line(theme.dim(m)),
  };
}
