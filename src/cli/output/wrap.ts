import { lineBreakPieces } from '../../domain/index.js';
import { displayWidth as stringWidth } from './width.js';

/**
 * Where a line may break though no space is there: a zero-width no-break space, which regular
 * expressions count as white space (commander's help wraps at `\s`) and which takes no column.
 */
export const BREAK = '\uFEFF';

/**
 * Text with BREAK where a line may break without a space: Japanese is written without
 * spaces, and breaks between its words as the domain's line-break rule says (never inside
 * a word, before a closing mark or a colon, or after an opening mark). Latin text comes
 * back as it was.
 */
export function markBreaks(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  return text
    .split(' ')
    .map((word) => lineBreakPieces(word).join(BREAK))
    .join(' ');
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
 * Text broken into lines of at most `width` display cells: at spaces where it can, between
 * Japanese words (markBreaks) where it has none, and inside a word only when the word alone
 * is wider than a line (a file name).
 */
export function wrapToWidth(text: string, width: number): string[] {
  if (stringWidth(text) <= width || width < 1) return [text];
  const lines: string[] = [];
  let cur = '';
  const cut = (word: string) => {
    for (const ch of word) {
      if (stringWidth(cur + ch) > width) {
        lines.push(cur);
        cur = '';
      }
      cur += ch;
    }
  };
  // Each piece with what glues it to the one before: a space between words, nothing inside Japanese.
  const pieces = text.split(' ').flatMap((word, w) =>
    markBreaks(word)
      .split(BREAK)
      .map((piece, i) => [i === 0 && w > 0 ? ' ' : '', piece] as const),
  );
  for (const [glue, piece] of pieces) {
    if (cur === '') cut(piece);
    else if (stringWidth(`${cur}${glue}${piece}`) <= width) cur += `${glue}${piece}`;
    else if (stringWidth(piece) <= width) {
      lines.push(cur);
      cur = piece;
    } else {
      cur += glue;
      if (stringWidth(cur) > width) {
        lines.push(cur.trimEnd());
        cur = '';
      }
      cut(piece);
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
