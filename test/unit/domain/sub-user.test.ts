import { describe, expect, it } from 'vitest';
import { canAddSubUser, MAX_SUB_USERS, validateSubUser } from '../../../src/domain/index.js';
import { fields } from './fixtures.js';

describe('spec 4.14 sub-users', () => {
  it('email, api_token and contact accepted', () => {
    expect(
      validateSubUser({
        email: 'ops@example.com',
        api_token: true,
        contact: { first_name: 'Hana', last_name: 'Sato', company: 'ACME' },
      }),
    ).toEqual([]);
  });
  it('email required and shaped like an e-mail', () => {
    expect(fields(validateSubUser({}))).toEqual(['email']);
    expect(fields(validateSubUser({ email: 'ops.example.com' }))).toEqual(['email']);
  });
  it('api_token boolean; contact members strings, unknown members refused', () => {
    expect(
      fields(
        validateSubUser({ email: 'a@b.co', api_token: 'yes', contact: { first_name: 1, nickname: 'x' } }),
      ),
    ).toEqual(['api_token', 'contact.first_name', 'contact.nickname']);
  });
  it('at most 2 active sub-users', () => {
    expect(MAX_SUB_USERS).toBe(2);
    expect(canAddSubUser(1)).toBe(true);
    expect(canAddSubUser(2)).toBe(false);
  });
});
