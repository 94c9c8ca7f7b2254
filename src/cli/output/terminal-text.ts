// Text shown on a terminal never carries the terminal's own control language. CSV cells, names and messages from the API reach the screen, and an escape
// sequence among them could move the cursor, rewrite what was printed, set the window
// title or plant a hyperlink. Colour (SGR, ESC [ … m) is kept: it is ours, and at worst
// paints a cell; every other escape sequence and control character is removed, except
// newline and tab.
/* eslint-disable no-control-regex -- matching control characters is this module's job */

const SGR = /^\x1b\[[0-9;]*m/;
const ESCAPE =
  /\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[PX^_][^\x1b]*(?:\x1b\\)?|[@-Z\\-_]|.?)/y;
const CONTROL = /[\x00-\x08\x0b-\x1a\x1c-\x1f\x7f-\x9f]/g;

const ANY_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

export function terminalSafe(text: string): string {
  if (!ANY_CONTROL.test(text)) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const esc = text.indexOf('\x1b', i);
    if (esc < 0) {
      out += text.slice(i);
      break;
    }
    out += text.slice(i, esc);
    const sgr = SGR.exec(text.slice(esc, esc + 64));
    if (sgr) {
      out += sgr[0];
      i = esc + sgr[0].length;
      continue;
    }
    ESCAPE.lastIndex = esc;
    const m = ESCAPE.exec(text);
    i = esc + Math.max(1, m ? m[0].length : 1);
  }
  return out.replace(CONTROL, '');
}
