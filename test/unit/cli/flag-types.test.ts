// A handler's input is typed from its definition's arguments and flags, so reading a value
// needs no cast and a renamed flag fails to type-check where it is read. The types are
// checked by the type checker (npx tsc --noEmit); the values by parsing with commander.
import { Command } from 'commander';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { arg, collect, flag, type InputOf } from '../../../src/cli/define.js';
import { optionOf } from '../../../src/cli/program.js';

const FLAGS = [
  flag('--input <file>', 'a body'),
  flag('--first-name <name>', 'first name'),
  flag('--token', 'a switch'),
  flag('--no-labels', 'off only'),
  flag('--tag [name]', 'optional value'),
  flag('--state <state>', 'one of three', { choices: ['active', 'void', 'any'] }),
  flag<'--product <spec>', never, string[]>('--product <spec>', 'repeatable', { parse: collect }),
] as const;
const ARGS = [arg('<shipment>', 'an id'), arg('[more-ids...]', 'more')] as const;

describe('definition types', () => {
  it('infers each key and value type from the flags and arguments', () => {
    expectTypeOf<InputOf<typeof ARGS, typeof FLAGS>>().toEqualTypeOf<
      { shipment: string; moreIds: string[] } & {
        input?: string;
        firstName?: string;
        token?: true;
        labels?: boolean;
        tag?: string | true;
        state?: 'active' | 'void' | 'any';
        product?: string[];
      }
    >();
  });

  it('matches what commander hands over', () => {
    const cmd = new Command('x').exitOverride();
    for (const spec of FLAGS) cmd.addOption(optionOf(spec));
    cmd.parse(
      [
        '--input',
        'a.json',
        '--first-name',
        'Hanako',
        '--token',
        '--state',
        'void',
        '--product',
        'a',
        '--product',
        'b',
      ],
      { from: 'user' },
    );
    expect(cmd.opts()).toEqual({
      input: 'a.json',
      firstName: 'Hanako',
      token: true,
      labels: true,
      state: 'void',
      product: ['a', 'b'],
    });
  });

  it('stores each argument under the key its type names', () => {
    expect(ARGS.map((spec) => spec.key)).toEqual(['shipment', 'moreIds']);
  });

  it('refuses a value outside the choices, naming them', () => {
    const cmd = new Command('x').exitOverride().configureOutput({ writeErr: () => undefined });
    for (const spec of FLAGS) cmd.addOption(optionOf(spec));
    expect(() => cmd.parse(['--state', 'gone'], { from: 'user' })).toThrow(
      /Allowed choices are active, void, any/,
    );
  });
});
