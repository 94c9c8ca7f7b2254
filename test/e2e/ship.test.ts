// `shipctl ship`, against a sandbox on an ephemeral port: a test label
// end to end, refusals before sending, --dry-run, and an unconfirmed create.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnCli } from '../fixtures/batch/harness.js';
import { useSandboxCli } from '../helpers/e2e.js';
import { startShippingSandbox, WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

const t = useSandboxCli();
afterEach(() => {
  t.sb.deps.faults.set('POST /v1/shipments', null);
});

const cli = (args: string[], env: Record<string, string> = {}) => t.shipctl(args, env);
const TO = ['--to-name', 'Jiro Suzuki', '--to-zip', '530-0001', '--to-address1', '1-1 Umeda'];
const shipmentIds = async () =>
  ((await t.sb.request('GET', '/v1/shipments?state=any&limit=250')).body as { id: string }[]).map(
    (s) => s.id,
  );

describe('shipctl ship', () => {
  it('a sagawa test label: exit 0, the tracking number printed, a PDF saved, the same number on the shipment', async () => {
    const r = await cli([
      'ship',
      '--carrier',
      'sagawa',
      '--test',
      ...TO,
      '--pack-size',
      '80',
      '--label-out',
      'l.pdf',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const id = /^shipment\t(API-[A-Z0-9]{10})/m.exec(r.stdout)?.[1];
    const tracking = /^tracking\t(\S+)$/m.exec(r.stdout)?.[1];
    expect(id).toBeDefined();
    expect(tracking).toMatch(/^\d+$/);
    expect(r.stdout).toContain(`label_file\t${path.join(t.home.dir, 'l.pdf')}`);
    expect(fs.readFileSync(path.join(t.home.dir, 'l.pdf')).subarray(0, 4).toString()).toBe('%PDF');

    const got = await cli(['shipments', 'get', id!, '--json']);
    expect(got.code, got.stderr).toBe(0);
    expect(JSON.parse(got.stdout).delivery.tracking_numbers[0]).toBe(tracking);
  });

  it('--json prints the API’s shipment JSON', async () => {
    const r = await cli([
      'ship',
      '--service',
      'sagawa_regular',
      '--test',
      ...TO,
      '--pack-size',
      '60',
      '--ref',
      'e2e-json',
      '--json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const shipment = JSON.parse(r.stdout);
    expect(shipment).toMatchObject({ id: expect.stringMatching(/^API-/), setup: { ref_number: 'e2e-json' } });
    expect(shipment.delivery.tracking_numbers).toHaveLength(1);
  });

  it('--json in sandbox mode names a saved label file that still opens once the sandbox has stopped', async () => {
    // The embedded sandbox, run inside the command (idle 0): its label link dies as the command exits.
    const r = await t.run(
      ['ship', '--service', 'sagawa_regular', '--test', ...TO, '--pack-size', '60', '--json'],
      {
        env: { SHIPCTL_SANDBOX_IDLE: '0' },
      },
    );
    expect(r.code, r.stderr).toBe(0);
    const shipment = JSON.parse(r.stdout);
    // The API's members as they are, the file beside them.
    expect(shipment.delivery.label).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/labels\/API-\w+\.pdf$/);
    expect(shipment.label_file).toBe(path.join(t.home.dir, 'data', 'labels', `${shipment.id}.pdf`));
    expect(fs.readFileSync(shipment.label_file).subarray(0, 4).toString()).toBe('%PDF');
    await expect(fetch(shipment.delivery.label)).rejects.toThrow();
  });

  it('sagawa without a pack size and without a terminal: exit 2 naming setup.pack_size and --pack-size; nothing sent', async () => {
    const before = await shipmentIds();
    const r = await cli(['ship', '--carrier', 'sagawa', '--test', ...TO]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /setup\.pack_size: required for sagawa: one of 60, 80, 100, 140, 160.*\(--pack-size\)/,
    );
    expect(await shipmentIds()).toEqual(before);
  });

  it('a mail-size parcel on ゆうパケット: no box size sent, its weight sent, nothing said to be lost; 1.5 kg is refused before sending', async () => {
    const mail = ['ship', '--service', 'yuupacket_regular', ...TO, '--size', '30x20x2', '--yes'];
    const r = await cli([...mail, '--weight', '500', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/not sent|unchecked|pack size/i);
    const shipment = JSON.parse(r.stdout);
    expect(shipment.setup.pack_size).toBeUndefined();
    expect(shipment.products).toEqual([{ name: 'Parcel', quantity: 1, weight: 500 }]);

    const before = await shipmentIds();
    const heavy = await cli([...mail, '--weight', '1500']);
    expect(heavy.code).toBe(2);
    expect(heavy.stderr).toContain('the content weighs 1500 g');
    expect(await shipmentIds()).toEqual(before);
  });

  it('a yamato box: the 宅急便 size that holds its sides and weight, without a "no pack sizes" warning', async () => {
    const r = await cli([
      'ship',
      '--carrier',
      'yamato',
      ...TO,
      '--size',
      '30x20x10',
      '--weight',
      '8000',
      '--shipment-date',
      'today',
      '--yes',
      '--json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/publishes no pack sizes|not sent|unchecked/);
    expect(JSON.parse(r.stdout).setup).toMatchObject({ service: 'yamato_regular', pack_size: 100 });
  });

  it('a real (non-test) label without a terminal needs --yes: exit 2, nothing sent', async () => {
    const before = await shipmentIds();
    const r = await cli(['ship', '--carrier', 'sagawa', ...TO, '--pack-size', '80']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--yes');
    expect(r.stdout).toBe('');
    expect(await shipmentIds()).toEqual(before);
    const ok = await cli(['ship', '--carrier', 'sagawa', ...TO, '--pack-size', '80', '--yes']);
    expect(ok.code, ok.stderr).toBe(0);
    expect((await shipmentIds()).length).toBe(before.length + 1);
  });

  it('--dry-run prints the body and creates nothing', async () => {
    const before = await shipmentIds();
    const r = await cli(['ship', '--carrier', 'sagawa', '--test', ...TO, '--pack-size', '80', '--dry-run']);
    expect(r.code).toBe(0);
    const body = JSON.parse(r.stdout);
    expect(body).toMatchObject({
      to_address: { full_name: 'Jiro Suzuki', zip: '5300001', province: '27', country: 'JP' },
      from_address: { country: 'JP' },
      setup: { service: 'sagawa_regular', pack_size: 80, test: true },
    });
    expect(await shipmentIds()).toEqual(before);
  });

  it('a wrong token exits 3', async () => {
    const r = await cli(['ship', '--carrier', 'sagawa', '--test', ...TO, '--pack-size', '80'], {
      SHIPCTL_TOKEN: 'nope',
    });
    expect(r.code).toBe(3);
    expect(r.stdout).toBe('');
  });

  it('a connection dropped after the create: found by ref_number, exit 0, created once', async () => {
    const before = await shipmentIds();
    t.sb.deps.faults.set('POST /v1/shipments', { failAfterCommit: 'reset' });
    const r = await cli([
      'ship',
      '--carrier',
      'sagawa',
      '--test',
      ...TO,
      '--pack-size',
      '80',
      '--ref',
      'e2e-reset',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const after = await shipmentIds();
    expect(after).toHaveLength(before.length + 1);
    expect(r.stdout).toContain(after.find((id) => !before.includes(id)));
    expect(r.stderr).toContain('although the API did not confirm it');
  });

  it('a 5xx with no shipment behind it: exit 6, the ref number and how to check; not re-sent', async () => {
    const before = await shipmentIds();
    t.sb.deps.faults.set('POST /v1/shipments', { failBeforeCommit: 503 });
    const r = await cli([
      'ship',
      '--carrier',
      'sagawa',
      '--test',
      ...TO,
      '--pack-size',
      '80',
      '--ref',
      'e2e-unknown',
    ]);
    expect(r.code).toBe(6);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(
      'no shipment this attempt could have created (ref_number e2e-unknown) was found',
    );
    expect(r.stderr).toContain('shipctl shipments list --ref e2e-unknown --state any --scope all');
    expect(await shipmentIds()).toEqual(before);
  });

  /** A sagawa test label of pack size 80 to `to`, with `ref` (and more flags). */
  const shipSagawa80 = (to: string[], ref: string, ...more: string[]) =>
    cli(['ship', '--carrier', 'sagawa', '--test', ...to, '--pack-size', '80', '--ref', ref, ...more]);
  const OTHER = ['--to-name', 'Hanako Sato', '--to-zip', '060-0001', '--to-address1', '1 Kita'];

  it('a second parcel with the same --ref as a real label is stopped by the duplicate-ref guard, naming the first (exit 2)', async () => {
    // A real label: only those make an order shipped.
    const first = await cli([
      'ship',
      '--carrier',
      'sagawa',
      ...TO,
      '--pack-size',
      '80',
      '--ref',
      'ORDER-777',
      '--yes',
      '--json',
    ]);
    expect(first.code, first.stderr).toBe(0);
    const oldId = JSON.parse(first.stdout).id as string;
    const before = await shipmentIds();
    t.sb.deps.faults.set('POST /v1/shipments', { failBeforeCommit: 503 });
    const r = await shipSagawa80(OTHER, 'ORDER-777', '--label-out', 'h1.pdf');
    t.sb.deps.faults.set('POST /v1/shipments', null);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`order ORDER-777 is already shipped: ${oldId}`);
    expect(await shipmentIds()).toEqual(before);
  });

  it('past the duplicate-ref guard (--allow-duplicate-ref), a 503 with nothing created never adopts the older shipment (exit 6, no label saved)', async () => {
    const first = await shipSagawa80(TO, 'ORDER-779', '--json');
    expect(first.code, first.stderr).toBe(0);
    const oldId = JSON.parse(first.stdout).id as string;
    const before = await shipmentIds();
    t.sb.deps.faults.set('POST /v1/shipments', { failBeforeCommit: 503 });
    const r = await shipSagawa80(OTHER, 'ORDER-779', '--allow-duplicate-ref', '--label-out', 'h1.pdf');
    expect(r.code).toBe(6);
    expect(r.stdout).toBe('');
    expect(r.stderr).not.toContain('found API-');
    expect(r.stderr).toContain(`${oldId} also has ref_number ORDER-779 but is not this shipment`);
    expect(fs.existsSync(path.join(t.home.dir, 'h1.pdf'))).toBe(false);
    expect(await shipmentIds()).toEqual(before);

    // Fault cleared: the re-run creates the new parcel; the old shipment is untouched.
    t.sb.deps.faults.set('POST /v1/shipments', null);
    const again = await shipSagawa80(OTHER, 'ORDER-779-b', '--json');
    expect(again.code, again.stderr).toBe(0);
    const created = JSON.parse(again.stdout);
    expect(created.id).not.toBe(oldId);
    expect(created.to_address.full_name).toBe('Hanako Sato');
  });

  it('the same --ref and the same parcel, but created before this attempt, is not adopted either', async () => {
    // Same recipient and size: only the time tells them apart. A sandbox of its own with a
    // pinned clock, moved on a minute between the two ships.
    const pinned = await startShippingSandbox(WEDNESDAY_10_JST);
    try {
      const run = (args: string[]) =>
        t.run([...args, '--base-url', pinned.url], { env: { SHIPCTL_TOKEN: pinned.token } });
      const first = await run([
        'ship',
        '--carrier',
        'sagawa',
        '--test',
        ...TO,
        '--pack-size',
        '80',
        '--ref',
        'ORDER-778',
        '--json',
      ]);
      expect(first.code, first.stderr).toBe(0);
      const oldId = JSON.parse(first.stdout).id as string;
      pinned.clock.advance(60_000);
      pinned.deps.faults.set('POST /v1/shipments', { failBeforeCommit: 503 });
      const r = await run([
        'ship',
        '--carrier',
        'sagawa',
        '--test',
        ...TO,
        '--pack-size',
        '80',
        '--ref',
        'ORDER-778',
        '--allow-duplicate-ref',
      ]);
      expect(r.code).toBe(6);
      expect(r.stderr).toContain(
        `${oldId} also has ref_number ORDER-778 but is not this shipment: created 2026-03-04T01:00:00`,
      );
      expect(r.stderr).toContain('before this attempt started');
    } finally {
      await pinned.close();
    }
  });

  it('Ctrl+C while the create is in flight says the shipment may exist, names the check, exits 6', async () => {
    // Hold the create inside the sandbox until the CLI has been interrupted.
    const faults = t.sb.deps.faults;
    const orig = faults.before.bind(faults);
    let arrived!: () => void;
    const inFlight = new Promise<void>((r) => (arrived = r));
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    faults.before = async (key, reply) => {
      if (key === 'POST /v1/shipments') {
        arrived();
        await held;
      }
      return orig(key, reply);
    };
    try {
      const p = spawnCli(
        [
          '--base-url',
          t.sb.url,
          'ship',
          '--carrier',
          'sagawa',
          '--test',
          ...TO,
          '--pack-size',
          '80',
          '--ref',
          'e2e-sigint',
        ],
        { home: t.home.dir, env: { SHIPCTL_TOKEN: t.sb.token } },
      );
      await inFlight;
      p.child.kill('SIGINT');
      const r = await p.done;
      expect(r.code).toBe(6);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(
        'the request was sent; it may have created a shipment (ref_number e2e-sigint)',
      );
      expect(r.stderr).toContain('shipctl shipments list --ref e2e-sigint --state any --scope all');
    } finally {
      release();
      faults.before = orig;
    }
  });
});

describe('a label abroad without a terminal', () => {
  /** A real DHL label to San Francisco, everything customs reads given, the ZIP code and the city not. */
  const US_DHL_WITHOUT_ZIP_OR_CITY = [
    'ship',
    '--service',
    'dhl_express_worldwide',
    '--to-country',
    'US',
    '--to-name',
    'John Smith',
    '--to-province',
    'CA',
    '--to-address1',
    '1 Market St',
    '--weight',
    '800',
    '--product',
    'T-shirt,2,2500,300,6109.10,JP',
    '--content-type',
    'MERCHANDISE',
    '--ddu',
    '--yes',
  ];

  it('--no-input: a US dhl label without ZIP code and city exits 2 naming --to-zip and --to-city; nothing bought', async () => {
    const before = await shipmentIds();
    const r = await cli(['--no-input', '--strict', ...US_DHL_WITHOUT_ZIP_OR_CITY]);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toContain('to_address.zip: required for dhl to US: the ZIP code, e.g. 94105 (--to-zip)');
    expect(r.stderr).toContain('to_address.city: required for dhl to US: the city or town (--to-city)');
    expect(r.stdout).toBe('');
    expect(await shipmentIds()).toEqual(before);
  });

  it('against a live service the rule is ours, not the spec’s: a warning names it and the service judges (the sandbox refuses, nothing bought)', async () => {
    const before = await shipmentIds();
    const r = await cli(['--no-input', ...US_DHL_WITHOUT_ZIP_OR_CITY]);
    expect(r.stderr).toContain(
      'to_address.zip: required for dhl to US: the ZIP code, e.g. 94105 (inferred rule address.intl-zip, not in the spec: sent anyway; --strict refuses)',
    );
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/to_address\.zip: required for dhl to US/);
    expect(r.stderr).toMatch(/to_address\.city: required for dhl to US/);
    expect(await shipmentIds()).toEqual(before);
  });

  it('with the ZIP code and the city it is bought', async () => {
    const r = await cli([
      '--no-input',
      '--strict',
      ...US_DHL_WITHOUT_ZIP_OR_CITY,
      '--to-zip',
      '94105',
      '--to-city',
      'San Francisco',
      '--json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).to_address).toMatchObject({
      zip: '94105',
      city: 'San Francisco',
      province: 'CA',
    });
  });
});
