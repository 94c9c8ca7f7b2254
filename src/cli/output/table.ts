// Lists for people and for scripts. On a TTY: a borderless table (cli-table3) whose
// columns are measured by display width, so 東京都 takes the room of six Latin
// letters. Piped: tab-separated rows without a header, timestamps absolute ISO,
// the form `cut` and `awk` expect (gh's habit).
import { terminalSafe } from './terminal-text.js';
import Table from 'cli-table3';
import stringWidth from 'string-width';
import type { Writable } from 'node:stream';
import { formatIso, formatJst } from './format.js';
import type { Theme } from './theme.js';

export interface Column<R> {
  header: string;
  get: (row: R) => unknown;
  /** `time` cells are shown in JST on a TTY and as absolute ISO when piped. */
  kind?: 'text' | 'time' | 'number';
  align?: 'left' | 'right';
  /** Colour by meaning on a TTY, e.g. `(s, row, t) => row.ok ? s : t.error(s)`. */
  style?: (text: string, row: R, theme: Theme) => string;
}

export interface TableTarget {
  stdout: Writable;
  stderr: Writable;
  stdoutIsTTY: boolean;
}

const NO_BORDER = {
  top: '',
  'top-mid': '',
  'top-left': '',
  'top-right': '',
  bottom: '',
  'bottom-mid': '',
  'bottom-left': '',
  'bottom-right': '',
  left: '',
  'left-mid': '',
  mid: '',
  'mid-mid': '',
  right: '',
  'right-mid': '',
  middle: '  ',
};

function cellText<R>(col: Column<R>, row: R, tty: boolean): string {
  const v = col.get(row);
  if (v === undefined || v === null) return '';
  if (col.kind === 'time' && (typeof v === 'string' || v instanceof Date))
    return tty ? formatJst(v) : formatIso(v);
  if (typeof v === 'boolean') return tty ? (v ? 'yes' : 'no') : String(v);
  if (v instanceof Date) return formatIso(v);
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

const oneLine = (s: string): string => terminalSafe(s.replace(/[\t\r\n]+/g, ' '));

function pad(text: string, width: number, align: 'left' | 'right'): string {
  const fill = ' '.repeat(Math.max(0, width - stringWidth(text)));
  return align === 'right' ? fill + text : text + fill;
}

export function renderTable<R>(
  rows: readonly R[],
  columns: readonly Column<R>[],
  opts: { tty: boolean; theme: Theme },
): string {
  if (!opts.tty) {
    return rows.map((row) => columns.map((c) => oneLine(cellText(c, row, false))).join('\t') + '\n').join('');
  }
  const texts = rows.map((row) => columns.map((c) => oneLine(cellText(c, row, true))));
  const headers = columns.map((c) => c.header.toUpperCase());
  const widths = columns.map((_, i) =>
    Math.max(stringWidth(headers[i]!), ...texts.map((t) => stringWidth(t[i]!))),
  );
  const table = new Table({
    chars: NO_BORDER,
    style: { head: [], border: [], 'padding-left': 0, 'padding-right': 0, compact: true },
    colWidths: widths,
    wordWrap: false,
  });
  const align = (c: Column<R>) => c.align ?? (c.kind === 'number' ? 'right' : 'left');
  // A left-aligned last column is not padded, so no coloured trailing blanks remain.
  const last = columns.length - 1;
  const fit = (text: string, i: number) =>
    i === last && align(columns[i]!) === 'left' ? text : pad(text, widths[i]!, align(columns[i]!));
  table.push(headers.map((h, i) => opts.theme.bold(fit(h, i))));
  texts.forEach((t, r) => {
    table.push(
      t.map((text, i) => {
        const col = columns[i]!;
        return col.style ? col.style(fit(text, i), rows[r]!, opts.theme) : fit(text, i);
      }),
    );
  });
  return table
    .toString()
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .concat('\n');
}

/** Prints rows; an empty list prints `empty` on stderr (TTY only) and is not an error. */
export function printTable<R>(
  io: TableTarget,
  theme: Theme,
  rows: readonly R[],
  columns: readonly Column<R>[],
  opts: { empty?: string } = {},
): void {
  if (rows.length === 0) {
    if (opts.empty && io.stdoutIsTTY) io.stderr.write(`${opts.empty}\n`);
    return;
  }
  io.stdout.write(renderTable(rows, columns, { tty: io.stdoutIsTTY, theme }));
}
