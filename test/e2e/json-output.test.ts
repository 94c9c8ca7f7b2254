// Every command that prints a result prints JSON with --json, and nothing else on
// stdout (developers pipe it into jq). One sandbox, one command each, run in process; the built
// binary in its own process for what only a process shows: its stdout holds the JSON alone.
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { useSandboxCli } from '../helpers/e2e.js';

// One home for the file: the shipment made first is read by every command after.
const t = useSandboxCli({}, { home: 'file' });
let shipmentId = '';
let tracking = '';
beforeAll(async () => {
  const r = await cli([
    'ship',
    '--carrier',
    'sagawa',
    '--test',
    '--to-name',
    'Jiro Suzuki',
    '--to-zip',
    '530-0001',
    '--to-address1',
    '1-1 Umeda',
    '--pack-size',
    '60',
    '--json',
  ]);
  expect(r.code, r.stderr).toBe(0);
  const shipment = JSON.parse(r.stdout);
  shipmentId = shipment.id;
  tracking = shipment.delivery.tracking_numbers[0];
});
const cli = (args: string[]) => t.shipctl(args);

describe('--json output parses', () => {
  it.each([
    [['rates', '--to-zip', '530-0001', '--pack-size', '80', '--json'], 'array'],
    [['rates', '--to-zip', '530-0001', '--pack-size', '80', '--cheapest', '--json'], 'object'],
    [['shipments', 'list', '--json'], 'array'],
    [['shipments', 'list', '--all', '--json'], 'array'],
    [['shipments', 'get', '<id>', '--json'], 'object'],
    [['orders', 'list', '--json'], 'object'],
    [['track', 'sagawa', '<tracking>', '--json'], 'object'],
    [['track', 'dhl', 'SANDBOX-DELIVERED', '--json'], 'object'],
    [['carriers', 'list', '--json'], 'array'],
    [['carriers', 'catalog', 'sagawa', '--json'], 'object'],
    [['addresses', 'list', '--json'], 'array'],
    [['warehouses', 'list', '--json'], 'array'],
    [['files', 'list', '--json'], 'array'],
    [['sub-users', 'list', '--json'], 'array'],
    [['config', 'list', '--json'], 'any'],
    [['api', 'GET', '/v1/carriers'], 'array'],
  ])('shipctl %j', async (args, shape) => {
    const r = await cli(args.map((a) => (a === '<id>' ? shipmentId : a === '<tracking>' ? tracking : a)));
    expect(r.code, r.stderr).toBe(0);
    const parsed: unknown = JSON.parse(r.stdout);
    if (shape === 'array') expect(Array.isArray(parsed)).toBe(true);
    if (shape === 'object')
      expect(parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)).toBe(true);
  });

  it('the built binary in its own process: the --json result alone on stdout, nothing on stderr', async () => {
    const r = await runCli(['shipments', 'get', shipmentId, '--json', '--base-url', t.sb.url], {
      home: t.home.dir,
      env: { SHIPCTL_TOKEN: t.sb.token },
    });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).id).toBe(shipmentId);
    expect(r.stderr).toBe('');
  });

  it('errors leave stdout empty: 404 exits 4, a wrong token exits 3 (the built binary)', async () => {
    const missing = await runCli(['shipments', 'get', 'API-0000000000', '--json', '--base-url', t.sb.url], {
      home: t.home.dir,
      env: { SHIPCTL_TOKEN: t.sb.token },
    });
    expect(missing.code).toBe(4);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toMatch(/debug_id|err_/);
    const denied = await runCli(['shipments', 'list', '--json', '--base-url', t.sb.url], {
      home: t.home.dir,
      env: { SHIPCTL_TOKEN: 'wrong-token' },
    });
    expect(denied.code).toBe(3);
    expect(denied.stdout).toBe('');
    expect(denied.stderr).not.toContain('wrong-token');
  });
});
