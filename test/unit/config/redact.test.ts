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

  it('masks the user name and password of a URL in any line, the host and path kept', () => {
    expect(redact('GET http://user:S3cret@127.0.0.1:8080/v1/shipments', [])).toBe(
      'GET http://****@127.0.0.1:8080/v1/shipments',
    );
    // A password typed with an @ is masked whole, as a URL parser reads it.
    expect(redact('base URL "https://ops:p@ss@api.example.com" refused', [])).toBe(
      'base URL "https://****@api.example.com" refused',
    );
    // An @ after the host (a query, a path) is not a credential.
    expect(redact('https://api.example.com/v1/shipments?ref=a@b', [])).toBe(
      'https://api.example.com/v1/shipments?ref=a@b',
    );
  });
});
