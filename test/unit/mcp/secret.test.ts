// The secret of `shipctl mcp --http`: made once, owner-only, reused; one that others could read
// is replaced; a request carries it as a bearer token or is refused.
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authorized, SECRET_FILE, serverSecret } from '../../../src/mcp/secret.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shipctl-secret-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('serverSecret', () => {
  it('is made once in a 0600 file and the same on the next start', () => {
    const first = serverSecret(dir);
    expect(first.file).toBe(path.join(dir, SECRET_FILE));
    expect(statSync(first.file).mode & 0o777).toBe(0o600);
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(first.file, 'utf8').trim()).toBe(first.secret);
    expect(serverSecret(dir).secret).toBe(first.secret);
  });

  it('is replaced when the file could be read by others, or is too short to be a secret', () => {
    const file = path.join(dir, SECRET_FILE);
    writeFileSync(file, `${'x'.repeat(40)}\n`);
    chmodSync(file, 0o644);
    const replaced = serverSecret(dir);
    expect(replaced.secret).not.toBe('x'.repeat(40));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, 'short\n', { mode: 0o600 });
    expect(serverSecret(dir).secret).not.toBe('short');
  });
});

describe('authorized', () => {
  it('takes the secret as a bearer token only', () => {
    const secret = 's3cr3t-'.repeat(6);
    expect(authorized(`Bearer ${secret}`, secret)).toBe(true);
    expect(authorized(`bearer ${secret}`, secret)).toBe(true);
    expect(authorized(secret, secret)).toBe(false);
    expect(authorized(`Bearer ${secret}x`, secret)).toBe(false);
    expect(authorized(undefined, secret)).toBe(false);
    expect(authorized('Basic abc', secret)).toBe(false);
  });
});
