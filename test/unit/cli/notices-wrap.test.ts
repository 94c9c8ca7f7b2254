// A notice at a terminal (the walk at 80 columns): "left out: … (this parcel or its opt|ions
// do not fit them …)" was broken mid-word by the terminal. Notices now break between words
// and continue under their text; into a pipe they stay one line each.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CliError, reportError } from '../../../src/cli/errors.js';
import { createNotices, createTheme, wrapWords } from '../../../src/cli/output/theme.js';

function capture(columns?: number) {
  const out = new PassThrough();
  let text = '';
  out.on('data', (d: Buffer) => (text += d.toString('utf8')));
  return { notices: createNotices(out, createTheme(false), columns), text: () => text };
}

const LEFT_OUT =
  'left out: yuupacket_regular, yuumail_regular, seino_mini (this parcel or its options do not fit them; --debug says why)';

describe('notices at a terminal', () => {
  it('a long line breaks between words within 80 columns; a warning continues under its text', () => {
    const t = capture(80);
    t.notices.dim(LEFT_OUT);
    t.notices.warn(`to_address.address1: ${'required: the street address line '.repeat(3)}(inferred rule)`);
    const lines = t.text().trimEnd().split('\n');
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
    expect(lines[0]).toBe('left out: yuupacket_regular, yuumail_regular, seino_mini (this parcel or its');
    expect(lines[1]).toBe('options do not fit them; --debug says why)');
    expect(lines[2]!.startsWith('! to_address.address1: required:')).toBe(true);
    expect(lines[3]!.startsWith('  ')).toBe(true);
    // Nothing is lost or reordered: the words read back as written.
    expect(lines.slice(0, 2).join(' ')).toBe(LEFT_OUT);
  });

  it('into a pipe (no columns) every notice stays one line, and a word wider than the line stays whole', () => {
    const piped = capture();
    piped.notices.dim(LEFT_OUT);
    expect(piped.text()).toBe(`${LEFT_OUT}\n`);
    const narrow = capture(30);
    const file = '/tmp/a/very/long/path/that/is/wider/than/the/terminal/label.pdf';
    narrow.notices.info(`saved ${file}`);
    expect(narrow.text()).toBe(`saved\n${file}\n`);
  });
});

describe('errors at a terminal', () => {
  // The walk at 80 columns: "line 3, zip (to_address.zip): … postal da|ta" and "shi|p the valid
  // rows" were broken mid-word by the terminal.
  const report = (columns: number | undefined) => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (d: Buffer) => (text += d.toString('utf8')));
    Object.assign(out, { columns });
    const err = new CliError('1 shipment of 2 in bad-sjis.csv is invalid; nothing was sent', {
      exitCode: 2,
      hint: 'fix the file and run the same command again, or pass --skip-invalid to ship the valid rows and record the others as skipped',
    });
    const code = reportError(err, { stderr: out, stderrIsTTY: columns !== undefined }, { debug: false });
    return { code, lines: text.trimEnd().split('\n') };
  };

  it('a hint longer than the line breaks between words and continues under its text', () => {
    const { code, lines } = report(80);
    expect(code).toBe(2);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
    expect(lines[1]).toMatch(/^hint: fix the file/);
    expect(lines[2]).toMatch(/^ {6}\S/);
    expect(
      lines
        .slice(1)
        .map((l) => l.trim())
        .join(' '),
    ).toBe(
      'hint: fix the file and run the same command again, or pass --skip-invalid to ship the valid rows and record the others as skipped',
    );
  });

  it('into a pipe each line stays whole', () => {
    expect(report(undefined).lines).toHaveLength(2);
  });
});

describe('wrapWords', () => {
  it('keeps a line’s leading indentation and hangs the rest under it', () => {
    const lines = wrapWords(
      '  line 3, zip (to_address.zip): 999-9999 is not a code of the Japanese postal data',
      40,
      4,
    );
    expect(lines[0]).toBe('  line 3, zip (to_address.zip): 999-9999');
    for (const l of lines.slice(1)) expect(l).toMatch(/^ {4}\S/);
    expect(lines.join(' ').replace(/\s+/g, ' ').trim()).toBe(
      'line 3, zip (to_address.zip): 999-9999 is not a code of the Japanese postal data',
    );
  });
});
