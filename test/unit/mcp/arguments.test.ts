// What an agent reads when its arguments do not fit, and what a CLI message becomes for it.
import { describe, expect, it } from 'vitest';
import { arg, argumentsOf } from '../../../src/mcp/schemas.js';
import { forTool, trimmedListing } from '../../../src/mcp/server.js';

const schema = argumentsOf(
  'get_rates',
  { to_address: arg.record('the recipient'), pack_size: arg.amount('pack size'), test: arg.flag() },
  ['to_address'],
);
const messagesOf = (args: unknown) => {
  const r = schema.safeParse(args);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('tool arguments', () => {
  it('an unknown argument is refused naming it and the nearest real one', () => {
    expect(messagesOf({ to_address: {}, pack_sizee: 60 })).toEqual([
      'get_rates has no argument "pack_sizee": nothing was sent; did you mean pack_size? its arguments: to_address, pack_size, test',
    ]);
  });

  it('an ill-typed argument is refused naming it and the type wanted, never [object Object]', () => {
    expect(messagesOf({ to_address: {}, pack_size: { a: 1 } })).toEqual([
      'pack_size must be a number, not an object: nothing was sent',
    ]);
    expect(messagesOf({ to_address: 'Osaka', test: 'yes' })).toEqual([
      'to_address must be an object, not the text "Osaka": nothing was sent',
      'test must be true or false, not the text "yes": nothing was sent',
    ]);
    expect(messagesOf({})).toEqual(['to_address must be an object, not nothing: nothing was sent']);
  });

  it('a number is taken as a number or as its text', () => {
    expect(messagesOf({ to_address: {}, pack_size: 60 })).toEqual([]);
    expect(messagesOf({ to_address: {}, pack_size: '60' })).toEqual([]);
  });
});

describe('a CLI message as a tool reads it', () => {
  it('names a flag the tool takes by its argument, and leaves out a hint about one it does not', () => {
    expect(
      forTool(
        [
          'error: pack size 60 is a box (--pack-size)',
          '  setup.test: closed now (--test)',
          'hint: add --allow-duplicate-ref to buy it again',
          'hint: a larger cap needs --max-spend',
        ],
        ['pack_size', 'test'],
      ),
    ).toEqual([
      'error: pack size 60 is a box (pack_size)',
      '  test (setup.test): closed now (test)',
      'hint: a larger cap needs --max-spend',
    ]);
  });
});

describe('the tool list', () => {
  it('drops what says nothing: the dialect, empty member lists, the largest integer bound, forbidden tasks', () => {
    const listed = trimmedListing({
      tools: [
        {
          name: 't',
          inputSchema: {
            type: 'object',
            $schema: 'http://json-schema.org/draft-07/schema#',
            properties: {
              n: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
              o: { type: 'object', properties: {}, additionalProperties: {} },
            },
            additionalProperties: false,
          },
          execution: { taskSupport: 'forbidden' },
        },
      ],
    });
    expect(listed.tools[0]).toEqual({
      name: 't',
      inputSchema: {
        type: 'object',
        properties: { n: { type: 'integer', minimum: 1 }, o: { type: 'object' } },
        additionalProperties: false,
      },
    });
  });
});
