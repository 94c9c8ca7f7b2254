// Colours are named by meaning, never by hue, and are off unless the stream is a
// TTY and the user has not asked for plain output (--no-color, NO_COLOR).
import { lineBreakPieces } from '../../domain/index.js';
import { terminalSafe } from './terminal-text.js';
import { displayWidth } from './width.js';
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

/**
 * The pieces of a space-free word a line may break between: Japanese between its words, as
 * the domain's line-break rule says (never 対|応, never a colon or a closing mark first on a
 * line), and a run of other characters whole — so an English word, a flag or a path never breaks.
 */
function breakUnits(word: string): string[] {
  const units = lineBreakPieces(word);
  return units.length > 0 ? units : [''];
}

/**
 * A message broken between words into lines of at most `width` columns, the lines after the
 * first indented by `hang` columns. Japanese, written without spaces, breaks between its words. A word wider than a line (a path, a URL) stays whole: the terminal breaks those.
 */
export function wrapWords(text: string, width: number, hang = 0): string[] {
  const lines: string[] = [];
  const pad = ' '.repeat(hang);
  const lead = /^ */.exec(text)![0];
  let cur = lead;
  for (const word of text.slice(lead.length).split(' ')) {
    breakUnits(word).forEach((unit, i) => {
      const next = i > 0 || cur === lead ? cur + unit : `${cur} ${unit}`;
      if (cur !== lead && cur !== pad && displayWidth(next) > width) {
        lines.push(cur);
        cur = pad + unit;
      } else cur = next;
    });
  }
  lines.push(cur);
  return lines;
}

/**
 * Status lines for people, on stderr: they never mix with results on stdout. At a terminal of
 * `columns` columns a long line breaks between words, continuing under its text.
 */
export function createNotices(stderr: Writable, theme: Theme, columns?: number): Notices {
  // Messages quote CSV cells and API text: no terminal control sequences get through.
  const line = (
    m: string,
    options: { mark?: string; markStyle?: (s: string) => string; style?: (s: string) => string } = {},
  ) => {
    const mark = options.mark ? `${options.mark} ` : '';
    const text = terminalSafe(m);
    const lines = columns && columns > 20 ? wrapWords(text, columns - mark.length) : [text];
    const style = options.style ?? ((s: string) => s);
    const first = options.mark ? `${(options.markStyle ?? style)(options.mark)} ` : '';
    const pad = ' '.repeat(mark.length);
    stderr.write(`${lines.map((l, i) => (i === 0 ? first : pad) + style(l)).join('\n')}\n`);
  };
  // A warning the client raised before sending often comes back in the API's answer
  // (delivery.warnings): the user reads it once.
  const warned = new Set<string>();
  return {
    success: (m) => line(m, { mark: '✓', markStyle: theme.success }),
    warn: (m) => {
      if (warned.has(m)) return;
      warned.add(m);
      line(m, { mark: '!', markStyle: theme.warn });
    },
    info: (m) => line(m),
    dim: (m) => line(m, { style: theme.dim }),
  };
}
