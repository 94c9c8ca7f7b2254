// one duration grammar for the whole CLI (src/domain/duration.ts). Before it,
// `--interval 30` meant minutes, `sandbox clock advance 30` was refused and `--since 90s`
// was refused. Now every duration takes a unit (90s, 15m, 2h, 1d, 1h30m); a bare number
// is read only where the help names its unit (`--tolerance`: seconds).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listQuery } from '../../src/cli/shared/list-flags.js';
import { runCli } from '../../src/cli/run.js';
import { fakeStreams } from '../helpers/streams.js';
import { independentSignature } from '../unit/webhooks/independent-hmac.js';

const NOW = new Date('2026-03-04T01:00:00Z'); // Wednesday 10:00 JST

let home: string;
beforeEach(() => {
  home = mkdtempSync(path.join(tmpdir(), 'shipctl-durations-'));
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

async function shipctl(argv: string[], o: { env?: Record<string, string>; now?: Date } = {}) {
  const streams = fakeStreams();
  const code = await runCli(argv, {
    env: { SHIPCTL_HOME: home, NO_COLOR: '1', ...o.env },
    streams,
    deps: { cwd: home, now: () => o.now ?? NOW },
  });
  return { code, stdout: streams.out(), stderr: streams.err() };
}

describe('one duration grammar', () => {
  it('track --watch --interval 30 (was minutes) is refused: exit 2, the flag named, the forms shown', async () => {
    const r = await shipctl(['track', 'sagawa', '123456789012', '--watch', '--interval', '30']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('error: --interval "30" has no unit');
    expect(r.stderr).toContain('write 30s, 30m or 30h');
    expect(r.stderr).toContain('90s, 15m, 2h, 1d or 1h30m (shipctl help durations)');
    const odd = await shipctl(['track', 'sagawa', '123456789012', '--watch', '--interval', 'half an hour']);
    expect(odd.code).toBe(2);
    expect(odd.stderr).toContain('error: --interval "half an hour" is not a duration');
  });

  it('sandbox clock advance takes 1h30m; a bare 30 is refused as before, with the same words', async () => {
    const db = path.join(home, 'sandbox.db');
    const r = await shipctl(['sandbox', 'clock', 'advance', '1h30m', '--db', db, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ mode: 'running', offset_ms: 5_400_000 });
    const bare = await shipctl(['sandbox', 'clock', 'advance', '30', '--db', db]);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('error: the duration "30" has no unit');
    expect(bare.stderr).toContain('to go back in time, use `shipctl sandbox clock set`');
  });

  it('--since 90s and --since 1h30m (were refused) are read as a time ago', () => {
    const q = (since: string) => listQuery('shipments', { since, all: false }, {}, NOW).created_after;
    expect(q('90s')).toBe('2026-03-04T00:58:30.000Z');
    expect(q('1h30m')).toBe('2026-03-03T23:30:00.000Z');
    expect(q('7d')).toBe('2026-02-25T01:00:00.000Z');
    expect(() => listQuery('shipments', { since: '30', all: false }, {}, NOW)).toThrow(
      expect.objectContaining({
        problems: [expect.objectContaining({ field: '--since', issue: expect.stringContaining('1h30m') })],
      }),
    );
  });

  it('sandbox serve --webhook-timeout 30 is refused before a port or a database is touched', async () => {
    const r = await shipctl(['sandbox', 'serve', '--port', '0', '--webhook-timeout', '30']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('error: --webhook-timeout "30" has no unit');
  });

  it('webhooks verify --tolerance: 10m is a duration, a bare number stays seconds as its help says', async () => {
    const secret = 'whsec_durations_0123';
    const ts = 1_739_518_124;
    const body = Buffer.from('{"id":"evt_d","type":"tracking.updated","data":{}}');
    writeFileSync(path.join(home, 'body.json'), body);
    const args = [
      'webhooks',
      'verify',
      '--payload',
      'body.json',
      '--signature',
      independentSignature(secret, ts, body),
      '--timestamp',
      String(ts),
    ];
    const env = { SHIPCTL_WEBHOOK_SECRET: secret };
    const now = new Date((ts + 400) * 1000); // 400 s late: beyond the default 300 s
    expect((await shipctl(args, { env, now })).code).toBe(1);
    expect((await shipctl([...args, '--tolerance', '10m'], { env, now })).code).toBe(0);
    expect((await shipctl([...args, '--tolerance', '600'], { env, now })).code).toBe(0);
    expect((await shipctl([...args, '--tolerance', '6m'], { env, now })).code).toBe(1);
    const bad = await shipctl([...args, '--tolerance', '5x'], { env, now });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('error: --tolerance "5x" is not a duration');
  });

  it('shipctl help durations states the grammar, the bare-number rule and where durations are taken', async () => {
    const r = await shipctl(['help', 'durations']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('90s  15m  2h  1d  1h30m');
    expect(r.stdout).toContain('A bare number (30) is refused');
    for (const flag of ['--interval', '--since, --until', '--webhook-timeout', '--tolerance'])
      expect(r.stdout).toContain(`  ${flag}`);
  });
});
