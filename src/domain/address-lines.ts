// A domestic label prints each address line in a box of so many characters
// (DOMESTIC_ADDRESS_LINE_MAX). A line too long for its box is carried on into the next
// line where it can break without changing what it says: at a space, between the town and
// its 番地, after a Kyoto 通/下ル/上ル/入ル or a 町/丁目/番地; never inside a name or a number.
// What still does not fit is left as written, for validateAddress to refuse with its count.
import { DOMESTIC_ADDRESS_LINE_MAX } from './limits.js';
import { problem, say, type Problem } from './problems.js';

const FIELDS = ['address1', 'address2', 'extra'] as const;

/**
 * A line's length as the label systems count it: in full-width characters (全角), two
 * half-width ones (ASCII, ｶﾅ) making one. Rounded up: 15½ does not fit 15.
 */
export function fullWidthLength(text: string): number {
  let halves = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    halves += cp < 0x80 || (cp >= 0xff61 && cp <= 0xff9f) ? 1 : 2;
  }
  return Math.ceil(halves / 2);
}

/** Where `text` may break at or before `max` characters: the last boundary that keeps the meaning. */
function breakAt(text: string, max: number): [string, string] | undefined {
  const chars = [...text];
  for (let i = Math.min(max, chars.length - 1); i > 0; i--) {
    const before = chars[i - 1]!;
    const after = chars[i]!;
    const space = /\s/.test(after) || /\s/.test(before);
    const intoNumber = /[0-9０-９]/.test(after) && !/[0-9０-９\-－ー−の]/.test(before);
    const afterWord = /[通ルる町目地]/.test(before) && !/[0-9０-９\-－]/.test(after);
    if (space || intoNumber || afterWord) {
      const head = chars.slice(0, i).join('').trim();
      const tail = chars.slice(i).join('').trim();
      if (head !== '' && tail !== '' && fullWidthLength(head) <= max) return [head, tail];
    }
  }
  return undefined;
}

export interface FittedLines {
  /** The address lines to send, when some were carried on; empty when nothing changed. */
  set: Record<string, string>;
  /** What was moved, said for the person (one per line that was too long). */
  notes: Problem[];
}

/**
 * The address lines of `address` (at wire path `path`) fitted to the carrier's line boxes:
 * lines in order, a too-long one broken into the next, the lines after it moving down.
 */
export function fitAddressLines(
  address: Record<string, unknown>,
  carrier: string | undefined,
  path: string,
): FittedLines {
  const none = { set: {}, notes: [] };
  const limits = carrier ? DOMESTIC_ADDRESS_LINE_MAX[carrier] : undefined;
  if (!limits || address.country !== 'JP') return none;
  const given = FIELDS.map((f) => (typeof address[f] === 'string' ? (address[f] as string).trim() : ''));
  const slots = FIELDS.filter((f) => limits[f] !== undefined);
  if (given.every((line, i) => fullWidthLength(line) <= (limits[FIELDS[i]!] ?? Infinity))) return none;
  // A line in a field the carrier has no box for (extra, for yamato) stays where it is.
  const queue = given.filter((line, i) => line !== '' && slots.includes(FIELDS[i]!));
  const out: string[] = [];
  const notes: Problem[] = [];
  for (const slot of slots) {
    const next = queue.shift();
    if (next === undefined) break;
    const max = limits[slot]!;
    if (fullWidthLength(next) <= max) {
      out.push(next);
      continue;
    }
    const parts = breakAt(next, max);
    if (!parts) return none;
    out.push(parts[0]);
    queue.unshift(parts[1]);
    notes.push(
      problem(
        `${path}.${slot}`,
        say(
          'address.linesMoved',
          `${path}.${slot}`,
          fullWidthLength(next),
          carrier!,
          max,
          parts.map((p) => `"${p}"`).join(' / '),
        ),
      ),
    );
  }
  if (queue.length > 0) return none;
  const set: Record<string, string> = {};
  slots.forEach((slot, i) => {
    set[slot] = out[i] ?? '';
  });
  return { set, notes };
}

/** The address with its lines fitted (a new object when any moved), and what moved. */
export function withFittedLines<T extends Record<string, unknown>>(
  address: T,
  carrier: string | undefined,
  path: string,
): { address: T; notes: Problem[] } {
  const fitted = fitAddressLines(address, carrier, path);
  if (fitted.notes.length === 0) return { address, notes: [] };
  const out: Record<string, unknown> = { ...address };
  for (const [member, line] of Object.entries(fitted.set)) {
    if (line === '') delete out[member];
    else out[member] = line;
  }
  return { address: out as T, notes: fitted.notes };
}
