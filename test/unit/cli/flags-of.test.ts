// option values typed from their declarations (command-kit FlagsOf), so binding
// them needs no `as string | undefined`. Checked by the type checker (npx tsc --noEmit).
import { Command } from 'commander';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { addOptions, type FlagsOf } from '../../../src/cli/command-kit.js';

const SPECS = [
  ['--input <file>', 'a body'],
  ['--first-name <name>', 'first name'],
  ['--token', 'a switch'],
  ['--delivery-email <message>', 'a value…'],
  ['--no-delivery-email', '…or off'],
  ['--no-labels', 'off only'],
  ['--tag [name]', 'optional value'],
] as const;

describe('FlagsOf', () => {
  it('infers each key and value type from the flags', () => {
    expectTypeOf<FlagsOf<typeof SPECS>>().toEqualTypeOf<{
      input?: string;
      firstName?: string;
      token?: true;
      deliveryEmail?: string | false;
      labels?: false;
      tag?: string | true;
    }>();
  });

  it('matches what commander hands over', () => {
    const cmd = addOptions(new Command('x').exitOverride(), SPECS);
    cmd.parse(['--input', 'a.json', '--first-name', 'Hanako', '--token', '--no-delivery-email'], {
      from: 'user',
    });
    const flags: FlagsOf<typeof SPECS> = cmd.opts();
    expect(flags).toEqual({
      input: 'a.json',
      firstName: 'Hanako',
      token: true,
      deliveryEmail: false,
      labels: true,
    });
  });
});
