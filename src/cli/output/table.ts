// Lists for people and for scripts. On a TTY: a borderless table (cli-table3) whose
// columns are measured by display width, so 東京都 takes the room of six Latin
// letters, fitted to the terminal's width (the widest text column is cut with …). Piped: tab-separated rows without a header, timestamps absolute ISO,
// the form `cut` and `awk` expect (gh's habit).
import { createRequire } from 'node:module';
import { terminalSafe } from './terminal-text.js';
import { displayWidth as stringWidth } from './width.js';
import type { Writable } from 'node:stream';
import { formatIso, formatJst } from './format.js';
import type { Theme } from './theme.js';

export interface Column<R> {
  header: string;
  get: (row: R) => unknown;
  /** `time` cells are shown in JST on a TTY and as absolute ISO when piped. */
  kind?: 'text' | 'time' | 'number';
  /** A `time` column whose header says JST: its TTY cells leave the zone out (four cells). */
  zoneInHeader?: boolean;
  align?: 'left' | 'right';
  /** Never cut to fit the terminal (ids, times: a cut one is a wrong one). */
  fixed?: boolean;
  /**
   * Where a cell too wide for the terminal is cut: at its end (names, places), or in its
   * middle (references such as `B3f9a2c1d-1001`, whose end tells the rows apart).
   */
  cut?: 'end' | 'middle';
  /** May be left out when the terminal is too narrow, lowest first (see fitColumns). */
  dropOrder?: number;
  /**
   * A text column that says what a row is about (a tracking event's details) is not cut below
   * this many cells: a droppable column goes first (default MIN_TEXT_WIDTH).
   */
  minWidth?: number;
  /** On a terminal, left out when no row has a value (piped rows keep every column). */
  hideWhenEmpty?: boolean;
  /** Colour by meaning on a TTY, e.g. `(s, row, t) => row.ok ? s : t.error(s)`. */
  style?: (text: string, row: R, theme: Theme) => string;
}

export interface TableTarget {
  stdout: Writable;
  stderr: Writable;
  stdoutIsTTY: boolean;
  /** The terminal's width: a TTY table is fitted to it. */
  columns?: number | undefined;
}

const GAP = 2;
/** A text column is not squeezed below this (display cells), so a few letters and … remain. */
const MIN_TEXT_WIDTH = 8;

/** Cuts text to at most `width` display cells, ending in … when anything was cut. */
export function truncateToWidth(text: string, width: number): string {
  if (stringWidth(text) <= width) return text;
  if (width <= 1) return width === 1 ? '…' : '';
  let out = '';
  let used = 0;
  for (const ch of text) {
    const w = stringWidth(ch);
    if (used + w > width - 1) break;
    out += ch;
    used += w;
  }
  return `${out}…`;
}

/**
 * Cuts text to at most `width` display cells by taking out its middle (…): the start and,
 * with a little more room, the end remain — what tells references of one run apart.
 */
export function truncateMiddle(text: string, width: number): string {
  if (stringWidth(text) <= width) return text;
  if (width < 5) return truncateToWidth(text, width);
  const chars = [...text];
  const headRoom = Math.floor((width - 1) * 0.4);
  let head = '';
  let used = 0;
  for (const ch of chars) {
    if (used + stringWidth(ch) > headRoom) break;
    head += ch;
    used += stringWidth(ch);
  }
  let tail = '';
  for (let i = chars.length - 1; i >= 0; i--) {
    const w = stringWidth(chars[i]!);
    if (used + w > width - 1) break;
    tail = chars[i]! + tail;
    used += w;
  }
  return `${head}…${tail}`;
}

export interface FitColumn {
  /** Natural width: the widest cell or header. */
  width: number;
  /** Never cut (ids, times, numbers). */
  fixed: boolean;
  /** Dropped when nothing else fits, lowest first; undefined = always shown. */
  dropOrder?: number | undefined;
  /** Not cut below this (default MIN_TEXT_WIDTH). */
  minWidth?: number | undefined;
}

/**
 * Which columns to show and how wide, so the table fits `max` cells. First, while
 * the table cannot fit even with every text column at MIN_TEXT_WIDTH, the column
 * with the lowest dropOrder goes (one the rest already says, such as the carrier
 * beside its service). Then the widest text column gives way, then the next widest;
 * fixed columns keep their width, since a cut id or time would mislead.
 */
export function fitColumns(
  cols: readonly FitColumn[],
  max: number | undefined,
): { keep: boolean[]; widths: number[] } {
  const keep = cols.map(() => true);
  const widths = cols.map((c) => c.width);
  if (!max || max <= 0) return { keep, widths };
  const shown = () => cols.map((_, i) => i).filter((i) => keep[i]);
  const gaps = () => GAP * Math.max(0, shown().length - 1);
  const floor = (i: number) =>
    cols[i]!.fixed ? cols[i]!.width : Math.min(cols[i]!.width, cols[i]!.minWidth ?? MIN_TEXT_WIDTH);
  for (;;) {
    const least = shown().reduce((a, i) => a + floor(i), 0) + gaps();
    if (least <= max) break;
    const droppable = shown()
      .filter((i) => cols[i]!.dropOrder !== undefined)
      .sort((a, b) => cols[a]!.dropOrder! - cols[b]!.dropOrder!);
    if (droppable.length === 0) break;
    keep[droppable[0]!] = false;
  }
  for (;;) {
    const over = shown().reduce((a, i) => a + widths[i]!, 0) + gaps() - max;
    if (over <= 0) break;
    const candidates = shown()
      .filter((i) => widths[i]! > floor(i))
      .sort((a, b) => widths[b]! - widths[a]!);
    const widest = candidates[0];
    if (widest === undefined) break;
    const next = candidates.find((i) => widths[i]! < widths[widest]!);
    const target = Math.max(floor(widest), next === undefined ? 0 : widths[next]!, widths[widest]! - over);
    widths[widest] = Math.min(widths[widest]! - 1, target);
  }
  return { keep, widths };
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
    return tty ? (col.zoneInHeader ? formatJst(v).replace(/ JST$/, '') : formatJst(v)) : formatIso(v);
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
  options: { tty: boolean; theme: Theme; columns?: number | undefined },
): string {
  if (!options.tty) {
    return rows.map((row) => columns.map((c) => oneLine(cellText(c, row, false))).join('\t') + '\n').join('');
  }
  const cells = rows.map((row) => columns.map((c) => oneLine(cellText(c, row, true))));
  const present = columns.map((c, i) => !c.hideWhenEmpty || cells.some((t) => t[i] !== ''));
  columns = columns.filter((_, i) => present[i]);
  const natural = cells.map((t) => t.filter((_, i) => present[i]));
  const fitted = fitColumns(
    columns.map((c, i) => ({
      width: Math.max(stringWidth(c.header), ...natural.map((t) => stringWidth(t[i]!))),
      fixed: Boolean(c.fixed) || c.kind === 'time' || c.kind === 'number',
      dropOrder: c.dropOrder,
      minWidth: c.minWidth,
    })),
    options.columns,
  );
  const shownIdx = columns.map((_, i) => i).filter((i) => fitted.keep[i]);
  columns = shownIdx.map((i) => columns[i]!);
  const widths = shownIdx.map((i) => fitted.widths[i]!);
  const headers = columns.map((c, k) => truncateToWidth(c.header.toUpperCase(), widths[k]!));
  const texts = natural.map((t) =>
    shownIdx.map((i, k) =>
      (columns[k]!.cut === 'middle' ? truncateMiddle : truncateToWidth)(t[i]!, widths[k]!),
    ),
  );
  // Required here, not imported: a command's help and piped output never draw a table.
  const Table = createRequire(import.meta.url)('cli-table3') as typeof import('cli-table3');
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
  table.push(headers.map((h, i) => options.theme.bold(fit(h, i))));
  texts.forEach((t, r) => {
    table.push(
      t.map((text, i) => {
        const col = columns[i]!;
        return col.style ? col.style(fit(text, i), rows[r]!, options.theme) : fit(text, i);
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
  options: { empty?: string } = {},
): void {
  if (rows.length === 0) {
    if (options.empty && io.stdoutIsTTY) io.stderr.write(`${options.empty}\n`);
    return;
  }
  io.stdout.write(renderTable(rows, columns, { tty: io.stdoutIsTTY, theme, columns: io.columns }));
}

/** A column of lines printed one at a time (a scan loop), before the next row is known. */
export interface LineColumn {
  /** The width it starts at (display cells); a longer value widens it from that line on. */
  width: number;
  align?: 'left' | 'right';
  /**
   * A name: it keeps its width and a longer value is cut with … (at most `width`, less on a
   * narrow terminal), so one long name does not shift every later line.
   */
  cut?: boolean;
}

/** A cell and how to colour it once padded (`t.success` for a ✓). */
export interface StyledCell {
  text: string;
  style: (padded: string) => string;
}

/**
 * Lines in columns, one at a time: `format(cells)` pads each cell to its column, so the lines
 * of a session read as a table although none is known before it is printed. Ids and numbers
 * are never cut: a longer one widens its column (later lines align on the new width). A
 * line with fewer cells than columns ends in free text: its last cell is neither padded
 * nor cut (a ✗ line's reason). Fitted to `terminalWidth` by cutting the `cut` columns.
 */
export function lineColumns(
  columns: readonly LineColumn[],
  terminalWidth?: number,
): (cells: readonly (string | StyledCell)[]) => string {
  const widths = columns.map((c) => c.width);
  return (cells) => {
    const texts = cells.map((c) => oneLine(typeof c === 'string' ? c : c.text));
    const last = texts.length - 1;
    texts.forEach((text, i) => {
      const col = columns[i];
      if (col && !col.cut && i < last) widths[i] = Math.max(widths[i]!, stringWidth(text));
    });
    // The free text at the end takes its room too: on a line with a long one, the names
    // give way (that line's later columns then shift) rather than the line wrapping.
    const fitted = fitColumns(
      texts.map((text, i) => {
        const col = columns[i];
        return i === last || !col
          ? { width: stringWidth(text), fixed: true }
          : { width: widths[i]!, fixed: !col.cut };
      }),
      terminalWidth,
    ).widths;
    const parts = texts.map((text, i) => {
      const col = columns[i];
      const cell = cells[i]!;
      const shown =
        i === last || !col
          ? text
          : pad(col.cut ? truncateToWidth(text, fitted[i]!) : text, fitted[i]!, col.align ?? 'left');
      return typeof cell === 'string' ? shown : cell.style(shown);
    });
    return parts.join(' '.repeat(GAP)).trimEnd();
  };
}
