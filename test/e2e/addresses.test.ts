// addresses (built binary, sandbox on an ephemeral port): the province stored as
// its code, and the API's own refusal of a 51st entry.
import { describe, expect, it } from 'vitest';
import { useSandboxCli } from '../helpers/e2e.js';

const e2e = useSandboxCli({ seed: false });
const { shipctl } = e2e;

describe('shipctl addresses (built)', () => {
  it('add --province 東京都 stores 13; list shows it', async () => {
    const r = await shipctl([
      'addresses',
      'add',
      '--name',
      '山田 太郎',
      '--province',
      '東京都',
      '--zip',
      '100-0001',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const rec = JSON.parse(r.stdout);
    expect(rec.address).toMatchObject({ province: '13', zip: '1000001', country: 'JP' });
    const stored = (await e2e.sb.request('GET', '/v1/addresses')).body.find((a: any) => a.id === rec.id);
    expect(stored.address.province).toBe('13');
    const list = await shipctl(['addresses', 'list']);
    expect(list.stdout).toContain(`${rec.id}\t山田 太郎\t\tJP\t1000001\t13\t`);
  });

  it('a 51st address exits 2 with the API’s message', async () => {
    for (let n = (await e2e.sb.request('GET', '/v1/addresses')).body.length; n < 50; n++)
      expect(
        (await e2e.sb.request('POST', '/v1/addresses', { full_name: `N${n}`, country: 'JP' })).status,
      ).toBe(200);
    const r = await shipctl(['addresses', 'add', '--name', 'Fifty-one']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('error: Address book limit reached');
    expect(r.stderr).toContain('address: the address book is full (50 of 50 addresses)');
    expect((await e2e.sb.request('GET', '/v1/addresses')).body).toHaveLength(50);
  });
});
