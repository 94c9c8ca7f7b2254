// An order placed by a shop's integration carries the address as the shop's form had it:
// 住所1 with the prefecture and city in it. `orders ship` (and the packing station, which runs
// it) settles it as a typed address: city from the postal code, address1 = town + 番地, the
// building in address2, each once; an order whose written city is not its code's is not shipped.
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import { allShipments } from '../fixtures/batch/harness.js';
import { useSandboxCli } from '../helpers/e2e.js';
import { WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

const t = useSandboxCli({ clock: fixedClock(new Date(WEDNESDAY_10_JST)) });

async function placeOrder(ref: string, zip: string, address1: string): Promise<void> {
  const res = await t.sb.request('POST', '/v1/orders', {
    to_address: { full_name: '鈴木 次郎', country: 'JP', zip, address1 },
    products: [{ name: '緑茶', quantity: 1, price: 1000 }],
    setup: { carrier: 'sagawa', ref_number: ref },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('orders placed with the city in 住所1', () => {
  it('ship with the city once; one whose city is not its postal code’s is skipped naming both', async () => {
    await placeOrder('ORD-1', '5300011', '大阪府大阪市北区大深町4-1 グランフロント大阪タワーA 20F');
    await placeOrder('ORD-2', '0600001', '北海道札幌市北区北8条西5丁目');
    const res = await t.shipctl(['orders', 'ship', '--all', '--pack-size', '60', '--test', '--yes']);
    expect(res.code, res.stderr).toBe(7);
    expect(res.stdout + res.stderr).toContain(
      'to_address.address1: says 北海道札幌市北区, but to_address.zip 060-0001 is in 北海道札幌市中央区',
    );
    const sent = (await allShipments(t.sb)).map((s) => {
      const a = s.to_address as Record<string, string>;
      return [s.setup.ref_number, a.province, a.city, a.address1, a.address2];
    });
    expect(sent).toEqual([['ORD-1', '27', '大阪市北区', '大深町4-1', 'グランフロント大阪タワーA 20F']]);
  });
});
