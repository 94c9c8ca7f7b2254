// items 3 and 4: where results are written. stdout that cannot be written
// (a full disk), and --out/--label-out naming a device, a symbolic link, an existing
// file or the batch's own input.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, cleanEnv } from '../helpers/cli.js';
import { useSandboxCli } from '../helpers/e2e.js';
import { itNeeds } from '../helpers/tools.js';

const e2e = useSandboxCli();
const TO = ['--to-name', 'Jiro Suzuki', '--to-zip', '530-0001', '--to-address1', '1-1 Umeda'];
const SHIP = ['ship', '--carrier', 'sagawa', '--test', ...TO, '--pack-size', '80'];
const RATES = ['rates', '--carrier', 'sagawa', '--to-zip', '530-0001', '--pack-size', '80'];
const hasDevFull = fs.existsSync('/dev/full');

/** The built CLI with stdout on /dev/full (every write fails with ENOSPC). */
async function toDevFull(args: string[]): Promise<{ code: number | null; stderr: string }> {
  // Asynchronous: the sandbox answering the child runs in this process.
  const fd = fs.openSync('/dev/full', 'w');
  try {
    const child = spawn(process.execPath, [BIN, '--base-url', e2e.sb.url, ...args], {
      cwd: e2e.home.dir,
      env: cleanEnv(e2e.home.dir, { SHIPCTL_TOKEN: e2e.sb.token }),
      stdio: ['ignore', fd, 'pipe'],
    });
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    return { code, stderr };
  } finally {
    fs.closeSync(fd);
  }
}

describe('stdout write errors', () => {
  it.skipIf(!hasDevFull)(
    '3: `rates > /dev/full` exits 1 with the result on stderr, no stack trace (needs /dev/full)',
    async () => {
      const r = await toDevFull(RATES);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('could not write the result to stdout (ENOSPC');
      expect(r.stderr).toContain('sagawa_regular');
      expect(r.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
    },
  );

  it.skipIf(!hasDevFull)(
    '3: `ship > /dev/full`: the shipment id still reaches the user on stderr (needs /dev/full)',
    async () => {
      const r = await toDevFull([...SHIP, '--ref', 'devfull-1']);
      expect(r.code).toBe(1);
      const id = /shipment\s+(API-[A-Z0-9]{10})/.exec(r.stderr)?.[1];
      expect(id).toBeDefined();
      const got = await e2e.sb.request('GET', `/v1/shipments/${id}`);
      expect(got.status).toBe(200);
    },
  );
});

/** The built CLI writing into a pipe whose reader is already gone (every write: EPIPE). */
async function toClosedPipe(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [BIN, '--base-url', e2e.sb.url, ...args], {
    cwd: e2e.home.dir,
    env: cleanEnv(e2e.home.dir, { SHIPCTL_TOKEN: e2e.sb.token }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.destroy();
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  return { code, stderr };
}

describe('a reader that went away', () => {
  it('help into a closed pipe (`shipctl --help | head -3`) stops quietly: nothing is lost, nothing on stderr', async () => {
    for (const args of [['--help'], ['sandbox', 'webhooks', '--help'], ['help', 'exit-codes']]) {
      const r = await toClosedPipe(args);
      expect(r.stderr, args.join(' ')).toBe('');
      expect(r.code, args.join(' ')).toBe(0);
    }
  });

  it('local reference data into a closed pipe (`carriers catalog sagawa | head -2`, config list, sandbox info) stops quietly too', async () => {
    for (const args of [
      ['carriers', 'catalog', 'sagawa'],
      ['config', 'list'],
      ['config', 'path'],
      ['sandbox', 'info'],
      ['profiles', 'list'],
    ]) {
      const r = await toClosedPipe(args);
      expect(r.stderr, args.join(' ')).not.toContain('could not write');
      expect(r.code, args.join(' ')).toBe(0);
    }
  });

  it('a result into a closed pipe still reaches stderr (exit 1): rates is not reproducible for free', async () => {
    const r = await toClosedPipe(RATES);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('could not write the result to stdout (EPIPE');
    expect(r.stderr).toContain('sagawa_regular');
  });
});

describe('stdout into a pipe another program left non-blocking', () => {
  // F_SETPIPE_SZ is Linux's; python3 sets the pipe up (.ci/run installs it).
  const itLinuxPython = process.platform === 'linux' ? itNeeds(['python3']) : it.skip;
  // A pipe another program left non-blocking, with the smallest buffer Linux allows (4 KiB) and a
  // reader that starts late: every byte still arrives, in order.
  const NONBLOCKING = [
    'import fcntl, os, sys',
    'fcntl.fcntl(1, 1031, 4096)',
    'fcntl.fcntl(1, fcntl.F_SETFL, fcntl.fcntl(1, fcntl.F_GETFL) | os.O_NONBLOCK)',
    'os.execv(sys.argv[1], sys.argv[1:])',
  ].join('\n');

  itLinuxPython(
    'a 30 KB completion script through a full non-blocking pipe arrives whole and in order (Linux)',
    () => {
      const args = [BIN, 'completion', 'bash'];
      const env = cleanEnv(e2e.home.dir);
      const plain = spawnSync(process.execPath, args, { env, encoding: 'utf8' });
      expect(plain.status).toBe(0);
      expect(plain.stdout.length).toBeGreaterThan(16_384);
      const q = (a: string) => `'${a.replace(/'/g, `'\\''`)}'`;
      const script = `python3 -c ${q(NONBLOCKING)} ${[process.execPath, ...args].map(q).join(' ')} | (sleep 0.5; cat)`;
      const slow = spawnSync('sh', ['-c', script], { env, encoding: 'utf8' });
      expect(slow.stderr).toBe('');
      expect(slow.status).toBe(0);
      expect(slow.stdout).toBe(plain.stdout);
    },
  );
});

describe('--out / --label-out targets', () => {
  it('`shipments label ID --out /dev/null --force` leaves /dev/null a character device', async () => {
    const made = await e2e.shipctl([...SHIP, '--json']);
    expect(made.code, made.stderr).toBe(0);
    const id = JSON.parse(made.stdout).id as string;
    const r = await e2e.shipctl(['shipments', 'label', id, '--out', '/dev/null', '--force']);
    expect(r.code, r.stderr).toBe(0);
    expect(fs.lstatSync('/dev/null').isCharacterDevice()).toBe(true);
  });

  it('--out onto a symbolic link is refused (exit 2) and the link and its target are untouched', async () => {
    const made = await e2e.shipctl([...SHIP, '--json']);
    const id = JSON.parse(made.stdout).id as string;
    const target = path.join(e2e.home.dir, 'precious.txt');
    fs.writeFileSync(target, 'keep me');
    const linkPath = path.join(e2e.home.dir, 'link.pdf');
    fs.symlinkSync(target, linkPath);
    const r = await e2e.shipctl(['shipments', 'label', id, '--out', linkPath, '--force']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is a symbolic link');
    expect(fs.lstatSync(linkPath).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(target, 'utf8')).toBe('keep me');
  });

  it('`ship --label-out` onto an existing file is refused before anything is bought; --force overwrites', async () => {
    const file = path.join(e2e.home.dir, 'label.pdf');
    fs.writeFileSync(file, 'old');
    const before = ((await e2e.sb.request('GET', '/v1/shipments?state=any&limit=250')).body as unknown[])
      .length;
    const r = await e2e.shipctl([...SHIP, '--label-out', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--label-out ${file} already exists; nothing was written`);
    expect(
      ((await e2e.sb.request('GET', '/v1/shipments?state=any&limit=250')).body as unknown[]).length,
    ).toBe(before);
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
    const forced = await e2e.shipctl([...SHIP, '--label-out', file, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(fs.readFileSync(file).subarray(0, 4).toString()).toBe('%PDF');
  });

  it('`batch ship x.csv --out x.csv` refuses to overwrite its own input (exit 2, the file unchanged)', async () => {
    const csv = path.join(e2e.home.dir, 'x.csv');
    const text = 'order_id,name,zip,address1\nA1,Jiro Suzuki,530-0001,1-1 Umeda\n';
    fs.writeFileSync(csv, text);
    const r = await e2e.shipctl([
      'batch',
      'ship',
      'x.csv',
      '--carrier',
      'sagawa',
      '--pack-size',
      '80',
      '--test',
      '--yes',
      '--out',
      'x.csv',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is the input file itself');
    expect(fs.readFileSync(csv, 'utf8')).toBe(text);
  });
});

describe('11, 16: hostile --input and the outcome-unknown hint', () => {
  it('`ship --input` with members nested 5,000 deep exits 2 naming the depth, nothing sent', async () => {
    const file = path.join(e2e.home.dir, 'deep.json');
    fs.writeFileSync(
      file,
      `{"setup":{"service":"sagawa_regular"},"x":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
    );
    const r = await e2e.shipctl(['ship', '--input', file, '--test', '--yes']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is nested deeper than 32 levels');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('the outcome-unknown hint reads every page and both scopes (--all --scope all), by ref', async () => {
    e2e.sb.deps.faults.set('POST /v1/shipments', { failBeforeCommit: 503 });
    try {
      const r = await e2e.shipctl([...SHIP, '--ref', 'hint-16']);
      expect(r.code).toBe(6);
      expect(r.stderr).toContain('shipctl shipments list --ref hint-16 --state any --scope all');
    } finally {
      e2e.sb.deps.faults.set('POST /v1/shipments', null);
    }
  });
});
