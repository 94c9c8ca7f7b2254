// "wrong choices, wrong values": what a user types means what they meant.
// The built CLI against a sandbox on an ephemeral port (clock pinned to a Wednesday
// 10:00 JST). The CLI judges test windows by the machine clock, so these tests use
// sagawa (test labels at any hour) or --dry-run / rates, whose outcome holds at any instant.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVICE_LIMITS } from '../../src/domain/index.js';
import { fixedClock } from '../../src/sandbox/deps.js';
import { SAGAWA_TEST_SHIP, useSandboxCli } from '../helpers/e2e.js';
import { WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

const t = useSandboxCli({ clock: fixedClock(new Date(WEDNESDAY_10_JST)) });
const SMALL = Object.keys(SERVICE_LIMITS);
const services = (stdout: string): string[] =>
  (JSON.parse(stdout) as { service: string }[]).map((r) => r.service);
const UMEDA = ['--to-zip', '530-0001', '--to-name', 'A', '--to-address1', '梅田1-1-3'];

describe('wrong choices, wrong values', () => {
  it('a size-80 box is never quoted or bought as mail; a 2 cm, 500 g parcel is offered ゆうパケット', async () => {
    const ship = await t.shipctl([
      'ship',
      '--cheapest',
      ...UMEDA,
      '--pack-size',
      '80',
      '--test',
      '--dry-run',
      '--json',
    ]);
    expect(ship.code).toBe(0);
    const chosen = (JSON.parse(ship.stdout) as { setup: { service: string } }).setup.service;
    expect(SMALL).not.toContain(chosen);

    // Size 60 names a box too (its sides add up to 60 cm, however thin a mail service's): no mail service.
    const sixty = await t.shipctl([
      'ship',
      '--cheapest',
      ...UMEDA,
      '--pack-size',
      '60',
      '--test',
      '--dry-run',
      '--json',
    ]);
    expect(sixty.code).toBe(0);
    expect(SMALL).not.toContain((JSON.parse(sixty.stdout) as { setup: { service: string } }).setup.service);
    const sixtyRates = await t.shipctl(['rates', '--to-zip', '530-0001', '--pack-size', '60', '--json']);
    // カンガルーミニ便 is a size-60 box service: the mail-size ones are what a box never gets.
    expect(services(sixtyRates.stdout).filter((s) => SMALL.includes(s) && s !== 'seino_mini')).toEqual([]);

    const box = await t.shipctl(['rates', '--to-zip', '530-0001', '--pack-size', '80', '--json']);
    expect(box.code).toBe(0);
    const boxed = services(box.stdout);
    expect(boxed.length).toBeGreaterThan(0);
    expect(boxed.filter((s) => SMALL.includes(s))).toEqual([]);
    // The table names what was left out in one line; --debug says why, service by service.
    const table = await t.shipctl(['rates', '--to-zip', '530-0001', '--pack-size', '80']);
    expect(table.stderr).toMatch(/^left out: yuupacket_regular, yuumail_regular.*--debug says why\)$/m);
    const why = await t.shipctl(['rates', '--to-zip', '530-0001', '--pack-size', '80', '--debug']);
    expect(why.stderr).toMatch(/^left out: yuupacket_regular — .*pack size 80 is a box/m);

    const flat = await t.shipctl([
      'rates',
      '--to-zip',
      '530-0001',
      '--size',
      '30x20x2',
      '--weight',
      '500',
      '--json',
    ]);
    expect(flat.code).toBe(0);
    expect(services(flat.stdout)).toContain('yuupacket_regular');
    // 5 cm is too thick for it: measured sides count even though a domestic body carries none.
    const thick = await t.shipctl([
      'rates',
      '--to-zip',
      '530-0001',
      '--size',
      '30x20x5',
      '--weight',
      '500',
      '--json',
    ]);
    expect(services(thick.stdout)).not.toContain('yuupacket_regular');

    // Rates and shipments agree: sagawa has no size 120, and only sagawa insures.
    const odd = await t.shipctl([
      'rates',
      '--to-zip',
      '530-0001',
      '--pack-size',
      '120',
      '--insurance',
      '50000',
      '--json',
    ]);
    expect(odd.code).toBe(0);
    expect(services(odd.stdout)).toEqual([]);
    const frozen = await t.shipctl([
      'rates',
      '--to-zip',
      '530-0001',
      '--pack-size',
      '60',
      '--cool',
      'frozen',
      '--json',
    ]);
    expect(services(frozen.stdout)).toEqual(['yamato_regular']);
  });

  it('a price with a thousands separator is read as 2500 or refused as ambiguous, never 500', async () => {
    const base = [
      'ship',
      '--service',
      'dhl_express_worldwide',
      '--to-country',
      'GB',
      '--to-zip',
      'SW1A 1AA',
      '--to-city',
      'London',
      '--to-name',
      'Jane',
      '--to-address1',
      '10 Downing Street',
      '--weight',
      '800',
      '--size',
      '30x20x10',
      '--content-type',
      'MERCHANDISE',
      '--ddu',
      '--dry-run',
      '--json',
    ];
    const positional = await t.shipctl([...base, '--product', 'T-shirt,2,2,500,300,610910,JP']);
    expect(positional.code).toBe(2);
    expect(positional.stdout).toBe('');
    expect(positional.stderr).toContain('is ambiguous');
    expect(positional.stderr).toContain('thousands separator');
    expect(positional.stderr).toContain('name=T-shirt,qty=2,price=2500');

    const keyed = await t.shipctl([
      ...base,
      '--product',
      'name=T-shirt,qty=2,price=2,500,weight=300,hs=610910,origin=JP',
    ]);
    expect(keyed.code).toBe(0);
    expect(JSON.parse(keyed.stdout).products).toEqual([
      { name: 'T-shirt', quantity: 2, price: 2500, weight: 300, hs_code: '610910', origin_country: 'JP' },
    ]);

    const order = await t.shipctl([
      'orders',
      'create',
      '--to-name',
      'A',
      '--to-zip',
      '1000001',
      '--to-address1',
      '丸の内1-1',
      '--product',
      'Tシャツ,2,2,500',
      '--carrier',
      'sagawa',
    ]);
    expect(order.code).toBe(2);
    expect(order.stderr).toContain('ambiguous');
  });

  it('walk: a zip the postal data does not know is refused before sending (ship, batch dry run), with a prefecture beside it too', async () => {
    const base = SAGAWA_TEST_SHIP;
    const ship = await t.shipctl([...base, '--to-zip', '9999999', '--dry-run']);
    expect(ship.code).toBe(2);
    expect(ship.stderr).toContain(
      'to_address.zip: 999-9999 is not a code of the Japanese postal data, and no prefecture is given',
    );
    const withProvince = await t.shipctl([
      ...base,
      '--to-zip',
      '9999999',
      '--to-province',
      '東京都',
      '--dry-run',
    ]);
    expect(withProvince.code, withProvince.stderr).toBe(2);
    expect(withProvince.stderr).toContain(
      'to_address.zip: 999-9999 is not a code of the Japanese postal data: check the postal code',
    );

    const csv = path.join(t.home.dir, 'unknown-zip.csv');
    writeFileSync(
      csv,
      'order_id,name,zip,address1,carrier,pack_size\n' +
        '1,A,5300001,梅田1-1-3,sagawa,60\n' +
        '2,B,9999999,x,sagawa,60\n',
    );
    const batch = await t.shipctl(['batch', 'ship', csv, '--test', '--dry-run']);
    expect(batch.code).toBe(2);
    expect(batch.stderr).toContain(
      'line 3, order 2, zip (to_address.zip): 999-9999 is not a code of the Japanese postal data',
    );
  });

  it('a zip in another prefecture is refused naming both fields, in ship and in batch ship; the city is filled', async () => {
    const ship = await t.shipctl([
      ...SAGAWA_TEST_SHIP,
      '--to-zip',
      '1000001',
      '--to-province',
      '大阪府',
      '--dry-run',
    ]);
    expect(ship.code).toBe(2);
    expect(ship.stdout).toBe('');
    expect(ship.stderr).toContain('to_address.province: is 大阪府, but to_address.zip 100-0001 is in 東京都');

    const hakata = await t.shipctl([...SAGAWA_TEST_SHIP, '--to-zip', '812-0011', '--dry-run', '--json']);
    expect(hakata.code).toBe(0);
    expect(JSON.parse(hakata.stdout).to_address).toMatchObject({ province: '40', city: '福岡市博多区' });

    const order = await t.shipctl([
      'orders',
      'create',
      '--to-name',
      'A',
      '--to-zip',
      '1000001',
      '--to-province',
      '大阪府',
      '--to-address1',
      '丸の内1-1',
      '--product',
      'name=T,qty=1,price=100',
      '--carrier',
      'sagawa',
    ]);
    expect(order.code).toBe(2);
    expect(order.stderr).toContain('is 大阪府, but to_address.zip 100-0001 is in 東京都');

    const csv = path.join(t.home.dir, 'orders.csv');
    writeFileSync(
      csv,
      'order_id,name,zip,province,address1,carrier,pack_size\n' +
        '1,A,1000001,大阪府,丸の内1-1,sagawa,60\n' +
        '2,B,8120011,,博多駅前1-1,sagawa,60\n',
    );
    const batch = await t.shipctl(['batch', 'ship', csv, '--test', '--dry-run', '--json']);
    expect(batch.code).toBe(2);
    const report = JSON.parse(batch.stdout) as {
      valid: number;
      invalid: number;
      problems: { line: number; field: string; issue: string }[];
    };
    expect(report).toMatchObject({ valid: 1, invalid: 1 });
    expect(report.problems).toEqual([
      expect.objectContaining({
        line: 2,
        field: 'to_address.province',
        issue: expect.stringContaining('is 大阪府, but to_address.zip 100-0001 is in 東京都'),
      }),
    ]);
  });

  it('contradictions are refused with the fix', async () => {
    const base = [
      'ship',
      '--test',
      '--to-name',
      'A',
      '--to-zip',
      '1000001',
      '--to-address1',
      '丸の内1-1',
      '--pack-size',
      '60',
      '--dry-run',
    ];
    const cool = await t.shipctl([...base, '--service', 'sagawa_frozen', '--cool', 'regular']);
    expect(cool.code).toBe(2);
    expect(cool.stderr).toContain('setup.cool_options: regular contradicts sagawa_frozen');
    expect(cool.stderr).toContain('choose sagawa_regular');

    const cod = await t.shipctl([...base, '--service', 'yuupacket_regular', '--cod', '3000']);
    expect(cod.code).toBe(2);
    expect(cod.stderr).toContain('yuupacket_regular does not collect cash on delivery');

    const regular = await t.shipctl([...base, '--service', 'sagawa_regular', '--cool', 'frozen']);
    expect(regular.code).toBe(2);
    expect(regular.stderr).toContain('use sagawa_frozen');

    // The sandbox refuses the same body (a script that skips the CLI's checks gets the same answer).
    const direct = await t.sb.request('POST', '/v1/shipments', {
      to_address: { full_name: 'A', country: 'JP', zip: '1000001', province: '13', address1: '丸の内1-1' },
      from_address: { full_name: 'B', country: 'JP', zip: '5300001', province: '27', address1: '梅田1-1' },
      setup: { service: 'sagawa_frozen', cool_options: 'regular', pack_size: 60, test: true },
    });
    expect(direct.status).toBe(400);
    expect(JSON.stringify(direct.body)).toContain('contradicts sagawa_frozen');
  });

  it('flags take the CSV’s words (佐川, Sagawa, 午前中, 80サイズ, 冷凍) and suggest a carrier for a typo', async () => {
    const words = await t.shipctl([
      'ship',
      '--carrier',
      '佐川',
      '--test',
      '--to-name',
      'A',
      '--to-zip',
      '1000001',
      '--to-address1',
      '丸の内1-1',
      '--pack-size',
      '80サイズ',
      '--time',
      '午前中',
      '--cool',
      '冷凍',
      '--dry-run',
      '--json',
    ]);
    expect(words.code).toBe(0);
    expect(JSON.parse(words.stdout).setup).toMatchObject({
      service: 'sagawa_frozen',
      pack_size: 80,
      time: 'before-noon',
      cool_options: 'frozen',
    });

    const latin = await t.shipctl([
      'rates',
      '--to-zip',
      '530-0001',
      '--carrier',
      'Sagawa',
      '--pack-size',
      '80',
      '--json',
    ]);
    expect(latin.code).toBe(0);
    expect(services(latin.stdout)).toEqual(['sagawa_regular']);

    const typo = await t.shipctl([
      'ship',
      '--carrier',
      'sagwa',
      ...UMEDA,
      '--pack-size',
      '80',
      '--test',
      '--dry-run',
    ]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('did you mean sagawa?');
    const typoRates = await t.shipctl(['rates', '--to-zip', '530-0001', '--carrier', 'sagwa']);
    expect(typoRates.code).toBe(2);
    expect(typoRates.stderr).toContain('did you mean sagawa?');
  });
});
