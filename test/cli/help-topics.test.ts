// `shipctl help <topic>` prints a topic; `shipctl help <command>` is unchanged.
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/errors.js';
import { runCli } from '../../src/cli/run.js';
import { fakeStreams } from '../helpers/streams.js';

async function cli(...argv: string[]) {
  const io = fakeStreams();
  const code = await runCli(argv, { env: {}, streams: io });
  // Long lines are wrapped to 80 columns under their text column: read them as one line.
  return { code, out: io.out().replace(/\n {6,}(?=\S)/g, ' '), err: io.err() };
}

describe('help topics', () => {
  it('help exit-codes: every exit code with its meaning', async () => {
    const { code, out, err } = await cli('help', 'exit-codes');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    for (const value of Object.values(EXIT)) expect(out).toMatch(new RegExp(`^  ${value}\\s+\\S`, 'm'));
    expect(out).toMatch(/^ {2}2\s+usage or validation error.*nothing was sent$/m);
    // An ambiguous failure (outcome_unknown) exits 6 too, as the README's table says.
    expect(out).toMatch(/^ {2}6\s+server error, network error, carrier unreachable, outcome unknown/m);
    expect(out).toMatch(/^ {2}7\s+partial success/m);
    expect(out).toMatch(/^Examples:$/m);
  });

  it('help environment: every variable shipctl reads', async () => {
    const { code, out } = await cli('help', 'environment');
    expect(code).toBe(0);
    for (const name of [
      'SHIPCTL_TOKEN',
      'SHIPCTL_BASE_URL',
      'SHIPCTL_PROFILE',
      'SHIPCTL_HOME',
      'SHIPCTL_WEBHOOK_SECRET',
      'NO_COLOR',
      'CI',
    ])
      expect(out).toMatch(new RegExp(`^  ${name}\\s+\\S`, 'm'));
    expect(out).toMatch(/^Examples:$/m);
  });

  it('help <command> still shows the command’s help', async () => {
    const { code, out } = await cli('help', 'ship');
    expect(code).toBe(0);
    expect(out).toMatch(/^Usage: shipctl ship \[options\]/m);
    expect(out).toContain('--carrier');
  });

  it('the root help points at the topics without listing them as commands', async () => {
    const { out } = await cli('--help');
    expect(out).toMatch(/^Help topics:\n {2}shipctl help environment .*\n {2}shipctl help exit-codes /m);
    expect(out).not.toMatch(/^ {2}(exit-codes|environment)\s/m);
  });

  it('an unknown topic is a usage error that names it and suggests the closest (on stderr)', async () => {
    const { code, out, err } = await cli('help', 'exit-code');
    expect({ code, out }).toEqual({ code: 2, out: '' });
    // One error line and the fix, not the whole root help with no word on what was wrong.
    expect(err).toBe(
      "error: no command or help topic named 'exit-code'\nhint: did you mean `shipctl help exit-codes`?\n",
    );
  });

  it('an unknown command or verb with --help is a usage error (exit 2) with the closest name, not the nearest help', async () => {
    const noun = await cli('shiip', '--help');
    expect({ code: noun.code, out: noun.out }).toEqual({ code: 2, out: '' });
    expect(noun.err).toContain("no command or help topic named 'shiip'");
    expect(noun.err).toContain('did you mean `shipctl help ship`?');
    const verb = await cli('shipments', 'lst', '-h');
    expect({ code: verb.code, out: verb.out }).toEqual({ code: 2, out: '' });
    expect(verb.err).toContain('did you mean `shipctl shipments list --help`?');
    // A command's own arguments are not verbs.
    expect((await cli('track', 'sagawa', '--help')).code).toBe(0);
    expect((await cli('shipments', 'ls', '--help')).code).toBe(0);
  });

  it('help with a typo’d command suggests the command; a word close to nothing points at `shipctl help`', async () => {
    expect((await cli('help', 'trak')).err).toContain('did you mean `shipctl help track`?');
    const far = await cli('help', 'zzzzzz');
    expect(far.code).toBe(2);
    expect(far.err).toContain('hint: `shipctl help` lists the commands and topics');
    expect((await cli('help', 'ls')).code).toBe(2);
    expect((await cli('help', 'shipments')).code).toBe(0);
  });
});
