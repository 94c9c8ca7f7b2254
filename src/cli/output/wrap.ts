import { displayWidth as stringWidth } from './width.js';

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
      for (const word of line.slice(term ? term[1]!.length : lead.length).split(' ')) {
        const start = out.length === 0 ? (term ? term[1]! : lead) : hang;
        if (cur === '') cur = start + word;
        else if (stringWidth(`${cur} ${word}`) <= width) cur += ` ${word}`;
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
