// The problems the rules find before anything is sent, as a Japanese packer reads them: the
// same problems, exit code and nothing sent as in English.
import { describe, expect, it } from 'vitest';
import { useSandboxCli } from '../helpers/e2e.js';

const t = useSandboxCli();

const cli = (lang: string) =>
  t.shipctl(
    [
      'ship',
      '--no-input',
      '--carrier',
      'yamato',
      '--to-zip',
      '12',
      '--to-name',
      '山田 太郎',
      '--to-address1',
      '梅田1-1-3',
      '--size',
      '30x20x10',
    ],
    { LANG: lang },
  );
const shipmentIds = async () =>
  ((await t.sb.request('GET', '/v1/shipments?state=any&limit=250')).body as { id: string }[]).map(
    (s) => s.id,
  );

describe('ship --no-input with a wrong postal code', () => {
  it('under ja_JP.UTF-8 names the problem in Japanese, with the flag that fixes it; exit 2, nothing sent', async () => {
    const before = await shipmentIds();
    const r = await cli('ja_JP.UTF-8');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(
      '  to_address.zip: "12" は 7 桁の郵便番号ではありません: 1000001 または 100-0001 の形で指定してください（--to-zip）',
    );
    expect(r.stderr).toMatch(/setup\.shipment_date: yamato では必須です: 今日から \d+ 日以内の日付/);
    expect(r.stderr).not.toMatch(/is not a 7-digit/);
    expect(await shipmentIds()).toEqual(before);
  });

  it('under C.UTF-8 names the same problem in English', async () => {
    const before = await shipmentIds();
    const r = await cli('C.UTF-8');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      '  to_address.zip: "12" is not a 7-digit Japanese postal code: give it as 1000001 or 100-0001 (--to-zip)',
    );
    expect(await shipmentIds()).toEqual(before);
  });
});
