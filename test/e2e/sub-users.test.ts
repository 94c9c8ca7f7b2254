// sub-users (built binary): the token printed once; the third active sub-user
// refused by the API with SUB_USER_LIMIT_REACHED.
import { describe, expect, it } from 'vitest';
import { useSandboxCli } from '../helpers/e2e.js';

const e2e = useSandboxCli({ seed: false });
const { shipctl } = e2e;

describe('shipctl sub-users (built)', () => {
  it('create --token prints the token once; list and get never show it', async () => {
    const r = await shipctl([
      'sub-users',
      'create',
      '--email',
      'osaka@example.com',
      '--company',
      '大阪倉庫',
      '--token',
    ]);
    expect(r.code).toBe(0);
    const token = r.stdout.trim();
    expect(r.stdout).toBe(`${token}\n`);
    expect(token.length).toBeGreaterThanOrEqual(16);
    expect(r.stderr).toContain('shown once');
    expect((await e2e.sb.request('GET', '/v1/carriers', undefined, { token })).status).toBe(200);
    const list = await shipctl(['sub-users', 'list']);
    expect(list.stdout).toMatch(/\tosaka@example\.com\t\t大阪倉庫\t/);
    const id = list.stdout.split('\t')[0]!;
    for (const args of [
      ['sub-users', 'list', '--json'],
      ['sub-users', 'get', id, '--json'],
    ]) {
      const out = await shipctl(args);
      expect(out.code).toBe(0);
      expect(out.stdout + out.stderr).not.toContain(token);
    }
  });

  it('the third create exits 2 with SUB_USER_LIMIT_REACHED shown', async () => {
    for (let n = (await e2e.sb.request('GET', '/v1/sub-users')).body.length; n < 2; n++)
      expect((await e2e.sb.request('POST', '/v1/sub-users', { email: `u${n}@example.com` })).status).toBe(
        200,
      );
    const r = await shipctl(['sub-users', 'create', '--email', 'third@example.com', '--token']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('code: SUB_USER_LIMIT_REACHED');
    expect(r.stderr).toMatch(/email: cannot be added: at most 2 active sub-users/);
  });
});
