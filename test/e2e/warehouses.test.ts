// warehouses: the rules of spec 2.14 refused before sending,
// naming the fields; kanji fields stored as given.
import { describe, expect, it } from 'vitest';
import { useSandboxCli } from '../helpers/e2e.js';

const t = useSandboxCli();
const shipctl = (args: string[]) => t.shipctl(args);
const count = async () => (await t.sb.request('GET', '/v1/warehouses')).body.length as number;

describe('shipctl warehouses', () => {
  it('rule violations exit 2 naming the fields; nothing sent', async () => {
    const before = await count();
    const r = await shipctl(['warehouses', 'add', '--zip', '5300001', '--city', 'Osaka']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^ {2}full_name: give at least one of full_name, full_name_kanji/m);
    expect(r.stderr).toMatch(/^ {2}address1: give at least one of address1, address1_kanji/m);
    expect(r.stderr).toMatch(/^ {2}province_kanji: required for a warehouse in Japan/m);
    expect(await count()).toBe(before);
  });

  it('adds one with kanji fields, province_kanji from the province; list shows the kanji', async () => {
    const r = await shipctl([
      'warehouses',
      'add',
      '--company-kanji',
      '株式会社大阪倉庫',
      '--province',
      '大阪府',
      '--zip',
      '530-0001',
      '--address1-kanji',
      '北区梅田1-1',
    ]);
    expect(r.code).toBe(0);
    const id = r.stdout.split('\t')[0]!;
    const stored = (await t.sb.request('GET', '/v1/warehouses')).body.find((w: any) => w.id === id);
    expect(stored.address).toMatchObject({
      province: '27',
      province_kanji: '大阪府',
      company_kanji: '株式会社大阪倉庫',
    });
    expect((await shipctl(['warehouses', 'list'])).stdout).toContain(
      `${id}\t\t株式会社大阪倉庫\tJP\t5300001\t大阪府\t北区梅田1-1\t`,
    );
  });
});
