// What a run did, counted: `7 scanned`, `4 shipped`, `1 failed`. At a terminal the counts
// stand in a column, right-aligned as numbers read in a table, one per line under the first;
// piped (a log, a script's stderr) they stay one line that grep finds whole.
import type { Notices } from './theme.js';
import { displayWidth } from './width.js';

export interface TallyItem {
  /** Left out when undefined: a line of text under the counts (`total 5,400 JPY`). */
  count?: number;
  /** What was counted, after the number: `shipped`, `already shipped (1 printed again)`. */
  text: string;
}

/** At a terminal with thousands separators, as amounts are shown; piped as the digits alone. */
const countText = (n: number): string => n.toLocaleString('en-US');

/** `7 scanned: 4 shipped, 1 failed, total 5,400 JPY`: the first item, then the rest after a colon. */
export function tallySentence(items: readonly TallyItem[], options: { headed?: boolean } = {}): string {
  const parts = items.map((i) => (i.count === undefined ? i.text : `${i.count} ${i.text}`));
  if (!options.headed || parts.length < 2) return parts.join(', ');
  return `${parts[0]!}: ${parts.slice(1).join(', ')}`;
}

/**
 * The items one per line, their counts right-aligned in one column (a line without a count is
 * indented to the text). The first line is meant to follow a notice's mark (`✓ `, `! `); the
 * others are indented as far, so every count stands under the first.
 */
export function tallyLines(items: readonly TallyItem[], markWidth = 2): string[] {
  const width = Math.max(
    0,
    ...items.map((i) => (i.count === undefined ? 0 : displayWidth(countText(i.count)))),
  );
  return items.map((item, index) => {
    const count = item.count === undefined ? '' : countText(item.count);
    const line = `${' '.repeat(width - displayWidth(count))}${count}${width > 0 ? ' ' : ''}${item.text}`;
    return index === 0 ? line : ' '.repeat(markWidth) + line;
  });
}

/**
 * A run's tally on stderr, as a success (✓) or a warning (!): at a terminal in a column of
 * counts, else as one line. `after`: a last line (`see shipctl batch status …`).
 */
export function printTally(
  io: { stderrIsTTY: boolean },
  notices: Notices,
  items: readonly TallyItem[],
  options: { ok: boolean; headed?: boolean; after?: string },
): void {
  const say = (text: string) => (options.ok ? notices.success(text) : notices.warn(text));
  if (!io.stderrIsTTY) {
    say(tallySentence(items, options) + (options.after ? ` (${options.after})` : ''));
    return;
  }
  const [first, ...rest] = tallyLines(items);
  say(first!);
  for (const line of rest) notices.info(line);
  if (options.after) notices.info(`  ${options.after}`);
}

/** Counts as the cells of one column: right-aligned to the widest (`['120', '  3']`). */
export function countColumn(counts: readonly number[]): string[] {
  const texts = counts.map(String);
  const width = Math.max(0, ...texts.map((t) => t.length));
  return texts.map((t) => t.padStart(width));
}

/** `key  value` lines, the values in one column (a summary written the same piped or not). */
export function renderPairs(pairs: readonly (readonly [string, string])[]): string {
  const width = Math.max(0, ...pairs.map(([k]) => displayWidth(k)));
  return pairs.map(([k, v]) => `${k}${' '.repeat(width - displayWidth(k))}  ${v}\n`).join('');
}
