import { afterEach, describe, expect, it } from 'vitest';
import { REGIONS } from '../../src/domain/index.js';
import { getNegotiatedRates } from '../../src/sandbox/store/carriers.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

async function carrierOf(s: TestSandbox, type: string): Promise<string> {
  const list = (await s.request('GET', '/v1/carriers')).body as { id: string; type: string }[];
  return list.find((c) => c.type === type)!.id;
}

describe('POST/DELETE /v1/carriers/:id/rates (spec 4.9)', () => {
  it('stores rows in the carrier’s region names and exposes them to rating as numbers', async () => {
    sb = await startTestSandbox();
    const id = await carrierOf(sb, 'sagawa');
    const rows = [{ from: '関東', size: 60, price: { 関東: '800', 関西: '1,050', 沖縄: '2,400' } }];
    const res = await sb.request('POST', `/v1/carriers/${id}/rates`, rows);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: expect.stringMatching(/saved/) }); // 4.9: a message object
    expect(getNegotiatedRates(sb.db, id)).toEqual([
      { from: '関東', size: 60, price: { 関東: 800, 関西: 1050, 沖縄: 2400 } },
    ]);

    const cleared = await sb.request('DELETE', `/v1/carriers/${id}/rates`);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ message: expect.any(String) });
    expect(getNegotiatedRates(sb.db, id)).toBeUndefined();
  });

  it('refuses region names of another carrier, with the carrier’s own names in the issue', async () => {
    sb = await startTestSandbox();
    const id = await carrierOf(sb, 'sagawa');
    // 近畿 is a yuupack region; sagawa calls it 関西.
    const res = await sb.request('POST', `/v1/carriers/${id}/rates`, [
      { from: '近畿', size: 60, price: { 東北: '900' } },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    const fields = res.body.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['[0].from', '[0].price.東北']));
    expect(res.body.details[0].issue).toContain('関西');
    expect(getNegotiatedRates(sb.db, id)).toBeUndefined();
  });

  it('accepts every region of yamato and refuses carriers without regions', async () => {
    sb = await startTestSandbox();
    const yamato = await carrierOf(sb, 'yamato');
    const price = Object.fromEntries(REGIONS.yamato.map((r) => [r, '1,000']));
    expect(
      (await sb.request('POST', `/v1/carriers/${yamato}/rates`, [{ from: '関東', size: 80, price }])).status,
    ).toBe(200);
    const dhl = await carrierOf(sb, 'dhl');
    const res = await sb.request('POST', `/v1/carriers/${dhl}/rates`, [{ from: '関東', size: 80, price }]);
    expect(res.status).toBe(400);
  });

  it('requires an array body', async () => {
    sb = await startTestSandbox();
    const id = await carrierOf(sb, 'yuupack');
    const res = await sb.request('POST', `/v1/carriers/${id}/rates`, { from: '関東' });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('body');
  });
});
