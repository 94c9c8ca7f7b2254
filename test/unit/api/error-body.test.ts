// The error-body schemas of src/contract/errors.ts.
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema, ErrorDetailSchema, SpecErrorBodySchema } from '../../../src/contract/errors.js';

describe('ErrorBodySchema (what a client accepts)', () => {
  it('reads the spec body, the live body and the live auth body', () => {
    expect(
      ErrorBodySchema.parse({
        debug_id: 'd',
        message: 'INVALID',
        details: [{ field: 'a', issue: 'b' }],
        link: 'l',
      }),
    ).toMatchObject({ debug_id: 'd', message: 'INVALID' });
    expect(
      ErrorBodySchema.parse({
        debug_id: 'err_1',
        code: 'VALIDATION_ERROR',
        message: 'm',
        details: [{ code: 'ONE_OF_REQUIRED', field: 'to_address', value: ['full_name', 'company'] }],
      }).details,
    ).toHaveLength(1);
    expect(ErrorBodySchema.parse({ auth: false, message: 'Wrong token!' })).toEqual({
      auth: false,
      message: 'Wrong token!',
    });
  });

  it('never fails on an odd member: drops wrong types, keeps unknown members', () => {
    const parsed = ErrorBodySchema.parse({
      message: 42,
      code: ['x'],
      details: 'nope',
      debug_id: 'd',
      extra: { a: 1 },
    });
    expect(parsed).toEqual({ debug_id: 'd', extra: { a: 1 } });
  });

  it('accepts both detail shapes', () => {
    expect(ErrorDetailSchema.safeParse({ field: 'a', issue: 'b' }).success).toBe(true);
    expect(ErrorDetailSchema.safeParse({ code: 'REQUIRED', field: 'a', message: 'm' }).success).toBe(true);
  });
});

describe('SpecErrorBodySchema (what the spec promises)', () => {
  it('requires debug_id and message, and details as {field, issue}', () => {
    expect(
      SpecErrorBodySchema.safeParse({ debug_id: 'd', message: 'm', details: [{ field: 'a', issue: 'b' }] })
        .success,
    ).toBe(true);
    expect(SpecErrorBodySchema.safeParse({ message: 'm' }).success).toBe(false);
    expect(
      SpecErrorBodySchema.safeParse({ debug_id: 'd', message: 'm', details: [{ code: 'REQUIRED' }] }).success,
    ).toBe(false);
  });
});
