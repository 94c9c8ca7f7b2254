// What is printed on a label and what becomes a URL path are checked before anything is sent: a
// control character in a name, an address line, a product name or a ref is refused (exit 2,
// naming the field) by the CLI and by the sandbox alike, and "." or ".." never becomes a path
// segment. In-process CLI against a sandbox on an ephemeral port, its clock pinned.
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import { allShipments } from '../fixtures/batch/harness.js';
import { useSandboxCli } from '../helpers/e2e.js';
import { domesticBody, TO_OSAKA, WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

const t = useSandboxCli(() => ({ clock: fixedClock(WEDNESDAY_10_JST) }), { sandbox: 'each-test' });

const cli = (args: string[]) => t.shipctl(args);

const REAL = ['--carrier', 'sagawa', '--pack-size', '60', '--yes'];
const withFlag = (flag: string, value: string) => {
  const args = [...TO_OSAKA];
  const at = args.indexOf(flag);
  if (at >= 0) args[at + 1] = value;
  else args.push(flag, value);
  return args;
};

describe('control characters in what a label prints', () => {
  it.each([
    ['--to-name', 'Jiro\u0000 Suzuki', 'to_address.full_name', 'U+0000'],
    ['--to-address1', '1-1 Umeda\nOsaka', 'to_address.address1', 'U+000A'],
    ['--to-city', 'Osaka\u001b[2J', 'to_address.city', 'U+001B'],
    ['--ref', 'ORD-1\u0000', 'setup.ref_number', 'U+0000'],
  ])('ship %s with %j: exit 2 naming %s, nothing sent', async (flag, value, field, code) => {
    const res = await cli(['ship', ...REAL, ...withFlag(flag, value), '--json']);
    expect(res.code, res.stderr).toBe(2);
    expect(res.stderr).toContain(field);
    expect(res.stderr).toContain(`control character (${code})`);
    expect(await allShipments(t.sb)).toHaveLength(0);
  });

  it('a product name with a NUL: exit 2 naming products[0].name', async () => {
    const res = await cli(['ship', ...REAL, ...TO_OSAKA, '--product', 'Tea\u0000,1,1000', '--json']);
    expect(res.code, res.stderr).toBe(2);
    expect(res.stderr).toMatch(/products\[0\]\.name/);
    expect(await allShipments(t.sb)).toHaveLength(0);
  });

  it('the sandbox refuses the same with a 400 naming the field (a client that did not check)', async () => {
    const body = domesticBody({ carrier: 'sagawa', pack_size: '60', ref_number: 'ORD-1' });
    (body.to_address as Record<string, unknown>).full_name = 'Jiro\u0000Suzuki';
    const res = await t.sb.request('POST', '/v1/shipments', body);
    expect(res.status).toBe(400);
    expect(res.text).toContain('to_address.full_name');
    expect(res.text).toContain('control character');
    const order = await t.sb.request('POST', '/v1/orders', {
      to_address: { ...(body.to_address as object), full_name: 'Jiro Suzuki' },
      products: [{ name: 'Tea\u0007', quantity: 1, price: 1000 }],
      setup: { ref_number: 'ORD-2' },
    });
    expect(order.status).toBe(400);
    expect(order.text).toContain('products[0].name');
  });
});

describe('"." and ".." are never a path segment', () => {
  it.each(['..', '.'])(
    'track sagawa %s: exit 2 naming tracking_number; no other endpoint is asked',
    async (number) => {
      const res = await cli(['track', 'sagawa', number, '--json']);
      expect(res.code, res.stderr).toBe(2);
      expect(res.stderr).toContain(`"${number}" is not a valid tracking_number; nothing was sent`);
      expect(res.stdout).toBe('');
    },
  );
});
