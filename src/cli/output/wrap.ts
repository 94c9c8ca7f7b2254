import { displayWidth as stringWidth } from './width.js';

/**
 * Where a line may break though no space is there: a zero-width no-break space, which regular
 * expressions count as white space (commander's help wraps at `\s`) and which takes no column.
 */
export const BREAK = '\uFEFF';

/** Closing marks, small kana and the long vowel mark never start a line; opening marks never end one. */
const NO_BREAK_BEFORE =
  /^[、。，．,.)）」』】〕〉》］}・ー…‥：；:;！？!?ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ％%]/u;
const NO_BREAK_AFTER = /[（「『【〔〈《［([{]$/u;

/**
 * Text with BREAK between two characters where a line may break without a space: Japanese is
 * written without spaces, so any two characters of which one is wide may part, except before a
 * closing mark or after an opening one. Latin text comes back as it was.
 */
export function markBreaks(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const chars = [...text];
  let out = chars[0] ?? '';
  for (let i = 1; i < chars.length; i++) {
    const before = chars[i - 1]!;
    const ch = chars[i]!;
    const wide = stringWidth(before) === 2 || stringWidth(ch) === 2;
    if (wide && before !== ' ' && ch !== ' ' && !NO_BREAK_BEFORE.test(ch) && !NO_BREAK_AFTER.test(before))
      out += BREAK;
    out += ch;
  }
  return out;
}

/**
 * Help text written by hand (after-text, topics) wrapped to the width commander wraps
 * its own part to, so a long line does not break raggedly on an 80-column terminal.
 * A line of a two-column list (`  term   text`) continues under its text; examples
 * (`$ …`, a `\` continuation) are left whole so they can be copied.
 */
export function wrapHelpText(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => {
      if (stringWidth(line) <= width || /^\s*\$ /.test(line) || /\\$/.test(line) || /^\s{5,}--/.test(line))
        return line;
      const term = /^(\s*\S.*?\s{2,})\S/.exec(line);
      const lead = /^\s*/.exec(line)![0];
      const hang = term && term[1]!.length < width / 2 ? ' '.repeat(term[1]!.length) : lead;
      const out: string[] = [];
      let cur = '';
      // A word is glued to the one before by a space; a piece of Japanese, by nothing.
      const pieces = line
        .slice(term ? term[1]!.length : lead.length)
        .split(' ')
        .flatMap((word) =>
          markBreaks(word)
            .split(BREAK)
            .map((piece, i) => [i === 0 ? ' ' : '', piece]),
        );
      for (const [glue, word] of pieces) {
        const start = out.length === 0 ? (term ? term[1]! : lead) : hang;
        if (cur === '') cur = start + word;
        else if (stringWidth(`${cur}${glue}${word}`) <= width) cur += `${glue}${word}`;
        else {
          out.push(cur);
          cur = hang + word;
        }
      }
      out.push(cur);
      return out.join('\n');
    })
    .join('\n');
}

/**
 * Text broken into lines of at most `width` display cells: at spaces where it can, and inside
 * a word only when the word alone is wider (a file name, Japanese text, which has no spaces).
 */
export function wrapToWidth(text: string, width: number): string[] {
  if (stringWidth(text) <= width || width < 1) return [text];
  const lines: string[] = [];
  let cur = '';
  const push = (word: string) => {
    for (const ch of word) {
      if (stringWidth(cur + ch) > width) {
        lines.push(cur);
        cur = '';
      }
      cur += ch;
    }
  };
  for (const word of text.split(' ')) {
    if (cur === '') push(word);
    else if (stringWidth(`${cur} ${word}`) <= width) cur += ` ${word}`;
    else if (stringWidth(word) <= width) {
      lines.push(cur);
      cur = word;
    } else {
      cur += ' ';
      if (stringWidth(cur) > width) {
        lines.push(cur.trimEnd());
        cur = '';
      }
      push(word);
    }
  }
  lines.push(cur);
  return lines.map((l) => l.trimEnd());
}

/**
 * A status line's parts (`sagawa 1234`, `in transit`, `est. delivery …`) two spaces apart,
 * broken between parts where the next would pass `width`; a line after the first is set in
 * by two spaces, and a part wider than a line on its own is wrapped at its spaces.
 */
export function fitParts(parts: readonly string[], width: number | undefined): string {
  const line = parts.join('  ');
  if (width === undefined || stringWidth(line) <= width) return line;
  const indent = '  ';
  const lines: string[] = [];
  let cur = '';
  for (const part of parts) {
    const lead = lines.length === 0 && cur === '' ? '' : indent;
    if (cur !== '' && stringWidth(`${cur}  ${part}`) <= width) {
      cur += `  ${part}`;
      continue;
    }
    if (cur !== '') lines.push(cur);
    const pieces = wrapToWidth(part, width - lead.length);
    lines.push(...pieces.slice(0, -1).map((p, i) => (i === 0 ? lead : indent) + p));
    cur = (pieces.length > 1 ? indent : lead) + pieces[pieces.length - 1]!;
  }
  lines.push(cur);
  return lines.join('\n');
}
