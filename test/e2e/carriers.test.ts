// carriers, as a user runs them: the CLI against a sandbox on an
// ephemeral port. Secrets never reach stdout or stderr; refusals exit 2 with
// nothing sent.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSandboxCli } from '../helpers/e2e.js';

const SECRET = 'yamato-secret-key-5e1d9c';

const t = useSandboxCli();
const shipctl = (args: string[], input?: string) => t.shipctl(args, {}, { input });
const write = (name: string, text: string) => {
  fs.writeFileSync(path.join(t.home.dir, name), text);
  return path.join(t.home.dir, name);
};
const accounts = async () => (await t.sb.request('GET', '/v1/carriers')).body as any[];

describe('shipctl carriers', () => {
  it('add yamato --input, then list --json shows the key masked; the key is never printed', async () => {
    const body = { type: 'yamato', credentials: { key: SECRET }, settings: { print: { size: 'PDF_A4' } } };
    const added = await shipctl([
      '--debug',
      'carriers',
      'add',
      'yamato',
      '--input',
      write('y.json', JSON.stringify(body)),
    ]);
    expect(added.code).toBe(0);
    expect(added.stderr).toMatch(/Added ヤマト運輸 \(Yamato\) account/);
    expect(added.stdout).toMatch(/\tyamato\t.*\tPDF_A4\tkey=\*{8}, freight_number=01\n$/);
    const list = await shipctl(['carriers', 'list', '--json']);
    expect(list.code).toBe(0);
    const mine = (JSON.parse(list.stdout) as any[]).find((a) => a.id === added.stdout.split('\t')[0]);
    expect(mine.credentials).toEqual({ key: '********', freight_number: '01' });
    for (const r of [added, list]) expect(r.stdout + r.stderr).not.toContain(SECRET);
  });

  it('add ups is refused with the dashboard explanation, exit 2, nothing sent', async () => {
    const before = (await accounts()).length;
    const r = await shipctl(['carriers', 'add', 'ups']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/ups accounts are registered in the dashboard/);
    expect((await accounts()).length).toBe(before);
  });

  it('add without a terminal lists every missing credential (exit 2)', async () => {
    const r = await shipctl(['carriers', 'add', 'sagawa']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/credentials\.key: required for sagawa/);
    expect(r.stderr).toMatch(/credentials\.account_number: required/);
    expect(r.stderr).toMatch(/--credentials-file/);
  });

  it('catalog sagawa works offline and lists 60/80/100/140/160; --json parses', async () => {
    const r = await t.run(['carriers', 'catalog', 'sagawa']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('pack sizes\t60, 80, 100, 140, 160');
    expect(r.stderr).not.toContain('sandbox');
    const json = JSON.parse((await t.run(['carriers', 'catalog', 'sagawa', '--json'])).stdout);
    expect(json.pack_sizes).toEqual([60, 80, 100, 140, 160]);
    expect(json.time_slots).toContain('18-21');
    expect(JSON.parse((await t.run(['--json', 'carriers', 'catalog'])).stdout)).toHaveLength(15);
  });

  it('rates upload with a wrong region name exits 2 and names it; a right one is saved', async () => {
    const sagawa = (await accounts()).find((a) => a.type === 'sagawa').id;
    const bad = write('bad.csv', 'from,size,関東,近畿\n関東,60,"1,234",980\n');
    const r = await shipctl(['carriers', 'rates', 'upload', sagawa, bad]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/header column "近畿": "近畿" is not a sagawa region.*for 近畿 use 関西/);
    const good = write('good.csv', 'from,size,関東,関西\n関東,60,"1,234",980\n');
    const ok = await shipctl(['carriers', 'rates', 'upload', sagawa, good, '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ message: expect.stringMatching(/saved: 1 row\./) }); // 4.9: a message object
    expect((await shipctl(['carriers', 'rates', 'clear', sagawa])).code).toBe(2);
    expect((await shipctl(['--yes', 'carriers', 'rates', 'clear', sagawa])).code).toBe(0);
  });

  it('update sends only the changes; remove needs --yes without a terminal', async () => {
    const dhl = (await accounts()).find((a) => a.type === 'dhl');
    const u = await shipctl(['carriers', 'update', dhl.id, '--hide-account', '--print-size', 'PDF_A4']);
    expect(u.code).toBe(0);
    const after = (await accounts()).find((a) => a.id === dhl.id);
    expect(after.settings).toEqual({ print: { size: 'PDF_A4' }, label: { hide_account: true } });
    expect((await shipctl(['carriers', 'update', dhl.id, '--delivery-date'])).code).toBe(2);
    const refused = await shipctl(['carriers', 'remove', dhl.id]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--yes is required');
    expect((await shipctl(['carriers', 'remove', dhl.id, '--yes'])).code).toBe(0);
    expect((await accounts()).some((a) => a.id === dhl.id)).toBe(false);
    expect((await shipctl(['carriers', 'remove', 'no-such-id', '--yes'])).code).toBe(4);
  });
});
