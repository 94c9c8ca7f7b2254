// Lists for people and for scripts. Piped: tab-separated rows without a header, timestamps
// absolute ISO, the form `cut` and `awk` expect (gh's habit). On a TTY: a borderless table
// fitted to the terminal's width, laid out here and drawn by cli-table3.
//
// The layout is ours, since it is what no table library decides for us: columns measured by
// display width (output/width.ts: 東京都 takes the room of six Latin letters); what says least
// left out first, and stderr told so once (--wide shows it); then the widest text column cut
// with … (at its end or in its middle), wrapped within its column, or set on lines of its own
// under its row, as the column asks; each cell padded to its column and coloured (a colour
// covers a cell's padding, never the gap after it).
// The drawing, the cells' lines side by side two spaces apart with a cell shorter than its
// row's tallest filled out with blanks, is cli-table3's (borderless, no padding of its own,
// the widths given): before writing by hand what a well-kept library does, use the library.
// It is required on first use, so help and piped output never load it. The lines set under a
// row are printed after that row's lines, not handed to it: they take the terminal's width,
// and a cell spanning the columns is as wide as the grid (less a cell a gap, counted as one),
// which would cut them with ….
import { createRequire } from 'node:module';
import { terminalSafe } from './terminal-text.js';
import { displayWidth as stringWidth } from './width.js';
import type { Writable } from 'node:stream';
import { formatIso, formatJst } from './format.js';
import type { Theme } from './theme.js';
import { wrapToWidth } from './wrap.js';
import { TABLE_FLAGS } from '../shared/flags.js';
import { messages } from '../../i18n/index.js';

export interface Column<R> {
  header: string;
  get: (row: R) => unknown;
  /**
   * What a person reads in the cell on a TTY, when it differs from the value piped rows carry
   * for scripts: a status code's words in the reader's language (`in_transit` → 輸送中).
   */
  shown?: (row: R) => unknown;
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
  /**
   * What a TTY does with a cell wider than its column: cut it (the default, where `cut`
   * says); `wrap` it onto more lines within the column (a list of time slots, an order's
   * contents: a line break in the value starts a line of its own); or, for a sentence that
   * says why (a refusal's reason), set it `below` its row, whole, as wide as the terminal.
   */
  overflow?: 'cut' | 'wrap' | 'below';
  /** Colour by meaning on a TTY, e.g. `(s, row, t) => row.ok ? s : t.error(s)`. */
  style?: (text: string, row: R, theme: Theme) => string;
}

export interface TableTarget {
  stdout: Writable;
  stderr: Writable;
  stdoutIsTTY: boolean;
  /** The terminal's width: a TTY table is fitted to it. */
  columns?: number | undefined;
  /** --wide: every column shown whole, however narrow the terminal. */
  wide?: boolean;
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

function cellText<R>(col: Column<R>, row: R, tty: boolean): string {
  const v = tty && col.shown ? col.shown(row) : col.get(row);
  if (v === undefined || v === null) return '';
  if (col.kind === 'time' && (typeof v === 'string' || v instanceof Date))
    return tty ? (col.zoneInHeader ? formatJst(v).replace(/ JST$/, '') : formatJst(v)) : formatIso(v);
  if (typeof v === 'boolean') return tty ? (v ? messages().common.yes : messages().common.no) : String(v);
  if (v instanceof Date) return formatIso(v);
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

const oneLine = (s: string): string => terminalSafe(s.replace(/[\t\r\n]+/g, ' '));

/** A TTY cell's lines: a `wrap` column keeps the line breaks of its value; any other is one line. */
const cellLines = (text: string, overflow: Column<unknown>['overflow']): string[] =>
  overflow === 'wrap' ? text.split(/\r?\n/).map(oneLine) : [oneLine(text)];

function pad(text: string, width: number, align: 'left' | 'right'): string {
  const fill = ' '.repeat(Math.max(0, width - stringWidth(text)));
  return align === 'right' ? fill + text : text + fill;
}

/** What a table printed on a terminal left out to fit it: the headers of the dropped columns. */
interface Layout {
  text: string;
  hidden: string[];
}

/** How far a line under its row (`overflow: 'below'`) is set in, so it reads as part of that row. */
const BELOW_INDENT = '  ';

function layoutTable<R>(
  rows: readonly R[],
  columns: readonly Column<R>[],
  options: { tty: boolean; theme: Theme; columns?: number | undefined },
): Layout {
  if (!options.tty) {
    const text = rows.map((row) => columns.map((c) => oneLine(cellText(c, row, false))).join('\t') + '\n');
    return { text: text.join(''), hidden: [] };
  }
  const cells = rows.map((row) => columns.map((c) => cellLines(cellText(c, row, true), c.overflow)));
  const filled = (i: number) => cells.some((t) => t[i]!.some((line) => line !== ''));
  const present = columns.map((_, i) => i).filter((i) => !columns[i]!.hideWhenEmpty || filled(i));
  const natural = (i: number) =>
    Math.max(stringWidth(columns[i]!.header), ...cells.flatMap((t) => t[i]!.map((l) => stringWidth(l))));
  const fit = (idx: readonly number[]) =>
    fitColumns(
      idx.map((i) => ({
        width: natural(i),
        fixed: Boolean(columns[i]!.fixed) || columns[i]!.kind === 'time' || columns[i]!.kind === 'number',
        dropOrder: columns[i]!.dropOrder,
        minWidth: columns[i]!.minWidth,
      })),
      options.columns,
    );
  // A sentence that would be cut in the grid (a refusal's reason) goes under its row instead,
  // whole; the grid is then fitted again without it, so what it pushed out comes back.
  let fitted = fit(present);
  const below = present.filter(
    (i, k) => columns[i]!.overflow === 'below' && (!fitted.keep[k] || fitted.widths[k]! < natural(i)),
  );
  const grid = present.filter((i) => !below.includes(i));
  if (below.length > 0) fitted = fit(grid);
  const shown = grid.filter((_, k) => fitted.keep[k]);
  const widths = grid.map((_, k) => fitted.widths[k]!).filter((_, k) => fitted.keep[k]);
  const hidden = grid.filter((_, k) => !fitted.keep[k]).map((i) => columns[i]!.header);

  const theme = options.theme;
  const align = (c: Column<R>) => c.align ?? (c.kind === 'number' ? 'right' : 'left');
  // A left-aligned last column is not padded, so no coloured trailing blanks remain.
  const last = shown.length - 1;
  const place = (text: string, k: number) =>
    k === last && align(columns[shown[k]!]!) === 'left'
      ? text
      : pad(text, widths[k]!, align(columns[shown[k]!]!));
  const header = shown.map((i, k) => [
    theme.bold(place(truncateToWidth(columns[i]!.header.toUpperCase(), widths[k]!), k)),
  ]);
  const body = rows.map((row, r) =>
    shown.map((i, k) => {
      const col = columns[i]!;
      const width = widths[k]!;
      const lines =
        col.overflow === 'wrap'
          ? cells[r]![i]!.flatMap((l) => wrapToWidth(l, width))
          : [(col.cut === 'middle' ? truncateMiddle : truncateToWidth)(cells[r]![i]![0]!, width)];
      // An empty line of a value is not coloured, nor are the blanks that fill out a shorter
      // cell (cli-table3's): nothing is there.
      return lines.map((text) =>
        col.style && text !== '' ? col.style(place(text, k), row, theme) : place(text, k),
      );
    }),
  );
  const under = rows.map((row, r) =>
    below.flatMap((i) => {
      const col = columns[i]!;
      const text = cells[r]![i]!.join(' ');
      if (text === '') return [];
      const label = `${col.header}: `;
      // Only a table fitted to a width sets a column below its rows.
      const room = Math.max(MIN_TEXT_WIDTH, options.columns! - BELOW_INDENT.length - stringWidth(label));
      return wrapToWidth(text, room).map((line, j) => {
        const lead = BELOW_INDENT + (j === 0 ? label : ' '.repeat(stringWidth(label)));
        return lead + (col.style ? col.style(line, row, theme) : line);
      });
    }),
  );
  const [head, ...drawn] = drawGrid([header, ...body], widths);
  const out = head!.concat(drawn.flatMap((lines, r) => lines.concat(under[r]!)));
  return { text: out.map((l) => l.trimEnd()).join('\n') + '\n', hidden };
}

/** A grid row: each column's lines, padded to its width and coloured. */
type GridRow = readonly (readonly string[])[];

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
  middle: ' '.repeat(GAP),
};

/** No padding of cli-table3's own, no colour on its header or borders: the cells come padded and coloured. */
const TABLE_STYLE = { head: [], border: [], 'padding-left': 0, 'padding-right': 0, compact: true };

/**
 * The lines of each grid row: its cells side by side, GAP apart, a cell shorter than the row's
 * tallest filled out with blanks, drawn by cli-table3 (its borders empty, it adds no line of its
 * own). cli-table3 measures text with its own string-width: a symbol it counts narrower than
 * output/width.ts (© ™ ✔, newer emoji) gets a blank more, a line wider than its column is cut.
 */
function drawGrid(cells: readonly GridRow[], columnWidths: readonly number[]): string[][] {
  const { rows, widths } = withoutEmptyColumns(cells, columnWidths);
  const heights = rows.map((row) => Math.max(1, ...row.map((lines) => lines.length)));
  // No column left (the only one went under its rows): each row is its blank line.
  if (widths.length === 0) return heights.map((h) => Array.from({ length: h }, () => ''));
  // Required here, not imported: a command's help and piped output never draw a table.
  const Table = createRequire(import.meta.url)('cli-table3') as typeof import('cli-table3');
  const drawn = chunks(rows).flatMap((part) => {
    const grid = new Table({ chars: NO_BORDER, style: TABLE_STYLE, colWidths: [...widths], wordWrap: false });
    for (const row of part) grid.push(row.map((lines) => lines.join('\n')));
    return grid.toString().split('\n');
  });
  let at = 0;
  return heights.map((h) => drawn.slice(at, (at += h)));
}

/**
 * The grid without its empty columns of no width (a picker's headerless price column when
 * nothing was quoted), which cli-table3 would draw one cell wide: the gap each one made goes
 * in front of the next column, into its lines and its width.
 */
function withoutEmptyColumns(
  rows: readonly GridRow[],
  widths: readonly number[],
): { rows: GridRow[]; widths: number[] } {
  const leads: (string | undefined)[] = [];
  let lead = '';
  widths.forEach((width, k) => {
    if (width === 0 && rows.every((row) => row[k]!.every((line) => line === ''))) lead += NO_BORDER.middle;
    else [leads[k], lead] = [lead, ''];
  });
  const kept = widths.map((_, k) => k).filter((k) => leads[k] !== undefined);
  return {
    rows: rows.map((row) => kept.map((k) => row[k]!.map((line) => leads[k]! + line))),
    widths: kept.map((k) => widths[k]! + leads[k]!.length),
  };
}

/**
 * cli-table3 lays a table out in a time growing with the square of its cells (it looks among
 * them for spanning ones): 3,000 rows of 8 columns take 1.9 s in one table, 0.8 s in tables of
 * 100. The rows are drawn in tables of CHUNK; a row is drawn alike in any, its widths given.
 */
const CHUNK = 100;
const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export function renderTable<R>(
  rows: readonly R[],
  columns: readonly Column<R>[],
  options: { tty: boolean; theme: Theme; columns?: number | undefined },
): string {
  return layoutTable(rows, columns, options).text;
}

/** The streams told that columns were left out: a run says so once, however many tables it prints. */
const toldHidden = new WeakSet<Writable>();

/**
 * Prints rows: on a terminal fitted to its width (unless --wide), piped as TSV. When columns
 * had to be left out, stderr says which once and how to see them. An empty list prints
 * `empty` on stderr (TTY only) and is not an error.
 */
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
  const { text, hidden } = layoutTable(rows, columns, {
    tty: io.stdoutIsTTY,
    theme,
    columns: io.wide ? undefined : io.columns,
  });
  io.stdout.write(text);
  if (hidden.length > 0 && !toldHidden.has(io.stderr)) {
    toldHidden.add(io.stderr);
    io.stderr.write(`${hiddenColumnsNote(hidden)}\n`);
  }
}

/** `… 2 columns hidden (id, created): --wide shows them` */
function hiddenColumnsNote(headers: readonly string[]): string {
  const text = messages().support.output;
  return text.hiddenColumns(headers.join(text.listSeparator), headers.length, TABLE_FLAGS.wide.long);
}

/**
 * Rows as aligned lines without a header, measured like a terminal table (the choices of a
 * picker: one line per choice, its columns lined up under one another).
 */
export function renderRowLines<R>(
  rows: readonly R[],
  columns: readonly Column<R>[],
  options: { theme: Theme; columns?: number | undefined },
): string[] {
  if (rows.length === 0) return [];
  const headless = columns.map((c) => ({ ...c, header: '' }));
  return renderTable(rows, headless, { tty: true, ...options })
    .split('\n')
    .slice(1, rows.length + 1);
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
