// `orders create|list|delete`, the CLI against a sandbox on an ephemeral port,
// as a script runs them (stdin not a TTY).
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import type { RunCliOptions } from '../helpers/cli.js';
import { useSandboxCli } from '../helpers/e2e.js';
import { WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

// The tests of this file follow one another in one home, against one sandbox.
const t = useSandboxCli({ clock: fixedClock(WEDNESDAY_10_JST) }, { home: 'file' });

const cli = (args: string[], o: RunCliOptions = {}) => t.shipctl(args, o.env, o);

describe('orders', () => {
  it('create from flags, list, delete', async () => {
    const created = await cli([
      'orders',
      'create',
      '--to-name',
      '山田 太郎',
      '--to-zip',
      '1000001',
      '--to-province',
      '東京都',
      '--to-city',
      '千代田区',
      '--to-address1',
      '千代田1-1',
      '--product',
      'Tシャツ,2,2500',
      '--carrier',
      'sagawa',
      '--currency',
      'JPY',
      '--ref',
      'SHOP-1',
      '--json',
    ]);
    expect(created.code).toBe(0);
    const order = JSON.parse(created.stdout);
    expect(order).toMatchObject({
      id: expect.stringMatching(/^API-/),
      setup: { carrier: 'sagawa', ref_number: 'SHOP-1' },
    });

    const list = JSON.parse((await cli(['orders', 'list', '--json'])).stdout);
    expect(list).toMatchObject({ count: 1, current_page: 1 });
    expect(list.orders[0].id).toBe(order.id);
    const all = JSON.parse((await cli(['orders', 'list', '--all', '--json'])).stdout);
    expect(all.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect((await cli(['orders', 'list'])).stdout).toContain(`${order.id}\t`);

    expect((await cli(['orders', 'delete', order.id])).code).toBe(2);
    expect(await cli(['orders', 'delete', order.id, '--yes'])).toMatchObject({
      code: 0,
      stdout: `Order ${order.id} was deleted\n`,
    });
    expect(JSON.parse((await cli(['orders', 'list', '--json'])).stdout).orders).toEqual([]);
  });

  it('create from --input -, and an invalid order exits 2 naming every field', async () => {
    const body = {
      to_address: { full_name: 'A', country: 'JP', zip: '1000001', address1: '1-1' },
      products: [{ name: 'P', quantity: 1, price: 100 }],
      setup: { carrier: 'yamato', currency: 'JPY' },
    };
    const fromStdin = await cli(['orders', 'create', '--input', '-'], { input: JSON.stringify(body) });
    expect(fromStdin.stderr).toContain('created');
    expect(fromStdin.code).toBe(0);
    const bad = await cli(['orders', 'create', '--to-zip', '1000001']);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('to_address.full_name (--to-name)');
    expect(bad.stderr).toContain('to_address.address1 (--to-address1)');
    expect(bad.stderr).toContain('products');
  });
});
