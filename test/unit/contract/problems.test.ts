// zodProblems wording and wire paths, independent of any endpoint.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { wirePath, zodProblems } from '../../../src/contract/index.js';

const errorOf = (schema: z.ZodMiniType, value: unknown, reportInput = false) => {
  const result = schema.safeParse(value, { reportInput });
  if (result.success) throw new Error('expected a failure');
  return result.error;
};

describe('wirePath', () => {
  it.each([
    [['setup', 'pack_size'], 'setup.pack_size'],
    [['products', 0, 'hs_code'], 'products[0].hs_code'],
    [[2, 'size'], '[2].size'],
    [['price', '北海道'], 'price.北海道'],
    [['settings', 'print', 'PDF_4.2X8.3'], 'settings.print["PDF_4.2X8.3"]'],
    [[], '(body)'],
  ])('%j → %s', (path, text) => {
    expect(wirePath(path)).toBe(text);
  });
});

describe('zodProblems', () => {
  const schema = z.looseObject({
    n: z.optional(z.number()),
    u: z.optional(z.union([z.number(), z.string()])),
  });

  it('words a union of types as alternatives', () => {
    expect(zodProblems(errorOf(schema, { u: true }), { u: true })).toEqual([
      { field: 'u', issue: 'expected a number or a string, got a boolean' },
    ]);
  });

  it('describes the received value from the issue when no input is given', () => {
    expect(zodProblems(errorOf(schema, { n: 'x' }, true))).toEqual([
      { field: 'n', issue: 'expected a number, got a string' },
    ]);
  });

  it('reports a union of objects by the branch that got furthest', () => {
    const list = z.union([
      z.array(z.looseObject({ id: z.string() })),
      z.looseObject({ items: z.array(z.unknown()) }),
    ]);
    const value = [{ id: 'a' }, { id: 2 }];
    expect(zodProblems(errorOf(list, value), value)).toEqual([
      { field: '[1].id', issue: 'expected a string, got a number' },
    ]);
  });

  it('reports string lengths and array sizes in words', () => {
    const sized = z.looseObject({
      s: z.string().check(z.maxLength(3)),
      a: z.array(z.string()).check(z.minLength(1)),
    });
    const value = { s: 'abcd', a: [] };
    expect(zodProblems(errorOf(sized, value), value)).toEqual([
      { field: 's', issue: 'must be at most 3 characters long' },
      { field: 'a', issue: 'must have at least 1 item' },
    ]);
  });
});
