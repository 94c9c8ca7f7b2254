import { describe, expect, it } from 'vitest';
import { describeSecret, redact } from '../../../src/config/redact.js';

describe('secrets', () => {
  it('shows a stored token only as "(set)", never any of its characters', () => {
    expect(describeSecret('tok_live_abcdef123456')).toBe('(set)');
    expect(describeSecret(undefined)).toBe('');
  });

  it('masks every occurrence of a secret in a line', () => {
    const token = 'tok_live_abcdef123456';
    const line = `> x-access-token: ${token} (again: ${token})`;
    const out = redact(line, [token, undefined]);
    expect(out).not.toContain(token);
    expect(out).not.toContain('3456');
    expect(out).toBe('> x-access-token: **** (again: ****)');
  });
});
