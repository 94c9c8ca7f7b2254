// 14: control characters and escape sequences from CSV cells and API text never reach a terminal raw.
import { describe, expect, it } from 'vitest';
import { terminalSafe } from '../../../src/cli/output/terminal-text.js';

describe('terminalSafe', () => {
  it('removes cursor moves, screen clears, OSC titles and hyperlinks, bells and backspaces; keeps colour, newline and tab', () => {
    expect(terminalSafe('A\x1b[2J\x1b[1;1Hforged')).toBe('Aforged');
    expect(terminalSafe('\x1b]0;pwned\x07name')).toBe('name');
    expect(terminalSafe('\x1b]8;;http://evil\x1b\\click\x1b]8;;\x1b\\')).toBe('click');
    expect(terminalSafe('bell\x07 back\x08space\x9b31m')).toBe('bell backspace31m');
    expect(terminalSafe('\x1b[31mred\x1b[0m\tok\nnext')).toBe('\x1b[31mred\x1b[0m\tok\nnext');
    expect(terminalSafe('plain 日本語')).toBe('plain 日本語');
    expect(terminalSafe('tail\x1b')).toBe('tail');
  });
});
