// The files a command is told to write may not replace shipctl's own files (its config, the
// batch journal, the sandbox database), a file it reads, or another output of the same run.
// Each refusal is a usage error (exit 2) before anything is sent. The built CLI against a
// sandbox on an ephemeral port, SHIPCTL_HOME a temporary directory (config/ and data/ in it).
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import { allShipments } from '../fixtures/batch/harness.js';
import { useSandboxCli } from '../helpers/e2e.js';
import { WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

const t = useSandboxCli({ clock: fixedClock(new Date(WEDNESDAY_10_JST)) });

const ORDERS = 'order_id,name,zip,address1\nA1,Jiro Suzuki,530-0001,1-1 Umeda\n';
const BATCH = ['batch', 'ship', 'orders.csv', '--carrier', 'sagawa', '--pack-size', '60', '--test', '--yes'];
const SHIP = [
  'ship',
  '--carrier',
  'sagawa',
  '--test',
  '--to-name',
  'A',
  '--to-address1',
  'x',
  '--pack-size',
  '60',
];

function setUp(): { configDir: string; dataDir: string } {
  writeFileSync(path.join(t.home.dir, 'orders.csv'), ORDERS);
  const configDir = path.join(t.home.dir, 'config');
  const dataDir = path.join(t.home.dir, 'data');
  mkdirSync(configDir, { recursive: true });
  mkdirSync(dataDir, { recursive: true });
  return { configDir, dataDir };
}

async function expectNothingSent(run: () => Promise<{ code: number | null; stderr: string }>) {
  const before = (await allShipments(t.sb)).length;
  const res = await run();
  expect(res.code, res.stderr).toBe(2);
  expect((await allShipments(t.sb)).length).toBe(before);
  return res.stderr;
}

describe("--out may not name shipctl's own files", () => {
  it('batch ship --out naming the batch journal in the data directory is refused; the journal is untouched', async () => {
    const { dataDir } = setUp();
    const journal = path.join(dataDir, 'batch.db');
    writeFileSync(journal, 'journal bytes');
    const stderr = await expectNothingSent(() => t.shipctl([...BATCH, '--out', journal]));
    expect(stderr).toContain(
      `error: --out ${journal} is inside shipctl's data directory (${dataDir}), which holds its batch journal and sandbox database: writing there could destroy them; nothing was sent`,
    );
    expect(stderr).toContain(
      `hint: write it outside ${dataDir}, e.g. --out batch.db in the current directory`,
    );
    expect(readFileSync(journal, 'utf8')).toBe('journal bytes');
  });

  it('batch ship --labels-pdf naming the config file is refused', async () => {
    const { configDir } = setUp();
    const config = path.join(configDir, 'config.json');
    const stderr = await expectNothingSent(() => t.shipctl([...BATCH, '--labels-pdf', config]));
    expect(stderr).toContain(
      `error: --labels-pdf ${config} is inside shipctl's config directory (${configDir}), which holds its profiles and tokens`,
    );
  });

  it('a path through a link into the data directory is seen through', async () => {
    const { dataDir } = setUp();
    const link = path.join(t.home.dir, 'shortcut');
    symlinkSync(dataDir, link);
    const stderr = await expectNothingSent(() =>
      t.shipctl([...BATCH, '--out', path.join(link, 'sandbox.db')]),
    );
    expect(stderr).toContain(`--out ${path.join(link, 'sandbox.db')} is inside shipctl's data directory`);
  });

  it('shipments label --out and --printer naming a file of the data directory are refused before the API is asked', async () => {
    const { dataDir } = setUp();
    const db = path.join(dataDir, 'sandbox.db');
    const out = await t.shipctl(['shipments', 'label', 'API-NOSUCH0001', '--out', db]);
    expect(out.code, out.stderr).toBe(2);
    expect(out.stderr).toContain(`--out ${db} is inside shipctl's data directory`);
    expect(existsSync(db)).toBe(false);
    const printer = await t.shipctl(['shipments', 'label', 'API-NOSUCH0001', '--printer', db]);
    expect(printer.code, printer.stderr).toBe(2);
    expect(printer.stderr).toContain(`--printer ${db} is inside shipctl's data directory`);
  });
});

describe('two outputs of one run may not name the same file', () => {
  it('batch ship --out X --labels-pdf X is refused naming both flags', async () => {
    setUp();
    const stderr = await expectNothingSent(() =>
      t.shipctl([...BATCH, '--out', 'results.pdf', '--labels-pdf', './results.pdf']),
    );
    expect(stderr).toContain(
      'error: --out results.pdf and --labels-pdf ./results.pdf name the same file: one would replace the other; nothing was sent',
    );
    expect(stderr).toContain('hint: give each its own file, e.g. --labels-pdf results-2.pdf');
  });

  it('ship --label-out X --invoice-out X is refused naming both flags', async () => {
    setUp();
    const stderr = await expectNothingSent(() =>
      t.shipctl([...SHIP, '--yes', '--label-out', 'doc.pdf', '--invoice-out', 'doc.pdf']),
    );
    expect(stderr).toContain('error: --label-out doc.pdf and --invoice-out doc.pdf name the same file');
  });

  it('shipments label --out X --printer X (a spool file) is refused naming both flags', async () => {
    setUp();
    const res = await t.shipctl([
      'shipments',
      'label',
      'API-NOSUCH0001',
      '--out',
      'spool.bin',
      '--printer',
      'spool.bin',
    ]);
    expect(res.code, res.stderr).toBe(2);
    expect(res.stderr).toContain(
      `error: --out spool.bin and --printer ${path.join(t.home.dir, 'spool.bin')} name the same file`,
    );
  });

  it('ship --input X --label-out X is refused: the request body would be destroyed', async () => {
    setUp();
    const body = path.join(t.home.dir, 'body.json');
    writeFileSync(body, '{"setup":{"service":"sagawa_regular","test":true}}');
    const stderr = await expectNothingSent(() =>
      t.shipctl([...SHIP, '--input', body, '--yes', '--label-out', body]),
    );
    expect(stderr).toContain(
      `error: --label-out ${body} is the input file itself (--input): writing it would destroy the request body; nothing was sent`,
    );
  });

  it('two outputs to a device (/dev/null) are allowed: a device is fed, never replaced', async () => {
    setUp();
    const res = await t.shipctl([...BATCH, '--out', '/dev/null', '--labels-pdf', '/dev/null']);
    expect(res.stderr).not.toContain('name the same file');
    expect(res.code, res.stderr).toBe(0);
  });
});
