// What decides whether a run goes to the resident (src/cli/resident/shared.ts): only commands
// that exist and only read, never a run that reads stdin or runs until stopped; a resident of
// its own for another time zone, locale or CA bundle; a runtime directory no one else can enter.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Command } from 'commander';
import type { CommandKit } from '../../src/cli/command-kit.js';
import { buildProgram } from '../../src/cli/program.js';
import {
  FRAME,
  FrameReader,
  RESIDENT_COMMANDS,
  frame,
  residentDir,
  residentKey,
  residentRuns,
  residentWanted,
  namesSpecialFile,
  socketPath,
} from '../../src/cli/resident/shared.js';
import { fakeStreams } from '../helpers/streams.js';

const kit: CommandKit = { dispatch: async () => undefined };

describe('which runs the resident takes', () => {
  it('every command of its table is one the program has, by that name or alias', async () => {
    const tree = await buildProgram([], kit, fakeStreams(), { loadAll: true });
    const names = new Set<string>();
    const walk = (cmd: Command, prefix: string) => {
      for (const c of cmd.commands)
        for (const n of [c.name(), ...c.aliases()]) {
          names.add(`${prefix}${n}`);
          if (!prefix) walk(c, `${n} `);
        }
    };
    walk(tree, '');
    for (const name of RESIDENT_COMMANDS) expect(names.has(name), name).toBe(true);
  });

  it.each([
    ['rates', '--to-zip', '530-0001', '--json'],
    ['--json', 'shipments', 'ls', '--since', '7d'],
    ['--base-url', 'http://x', 'shipments', 'get', 'API-AB12CD34EF'],
    ['track', 'yamato', '436830624705'],
    ['carriers', 'catalog', 'sagawa'],
    ['rates', '--input', 'body.json'],
  ])('takes %s …', (...argv) => expect(residentRuns(argv)).toBe(true));

  it.each([
    ['ship', '--carrier', 'sagawa'],
    ['shipments', 'void', 'API-AB12CD34EF'],
    ['shipments', 'label', 'API-AB12CD34EF'],
    ['carriers', 'add'],
    ['config', 'set', 'currency', 'JPY'],
    ['track', '--watch', 'yamato', '1'],
    ['rates', '--input', '-'],
    ['rates', '--input=-'],
    ['track', '--file', '-'],
    ['rates', '--help'],
    ['help', 'rates'],
    ['rates', '--input', '/dev/stdin'],
    ['rates', '--input=/dev/fd/63'],
    ['track', '--file', '/proc/self/fd/0'],
    ['batch', 'ship', 'orders.csv'],
    ['station'],
    [],
  ])('leaves %s … in its own process', (...argv) => expect(residentRuns(argv)).toBe(false));

  it('leaves a run here when an argument names a FIFO (or `<(…)`): it is read where it was opened', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shipctl-fifo-'));
    try {
      const fifo = path.join(dir, 'numbers');
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
      expect(residentRuns(['track', '--file', fifo], namesSpecialFile)).toBe(false);
      expect(residentRuns(['track', `--file=${fifo}`], namesSpecialFile)).toBe(false);
      expect(residentRuns(['track', '--file', path.join(dir, 'plain.txt')], namesSpecialFile)).toBe(true);
      expect(residentRuns(['track', '--file', dir], namesSpecialFile)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is off with SHIPCTL_RESIDENT=0 (or off, no, false), under libfaketime, with TLS checks off, off Linux', () => {
    expect(residentWanted({})).toBe(process.platform === 'linux');
    for (const v of ['0', 'off', 'NO', 'false']) expect(residentWanted({ SHIPCTL_RESIDENT: v })).toBe(false);
    expect(residentWanted({ FAKETIME: '@2026-11-24 15:00:00' })).toBe(false);
    // Node warns once per process that TLS checks are off: every run must warn.
    expect(residentWanted({ NODE_TLS_REJECT_UNAUTHORIZED: '0' })).toBe(false);
  });
});

describe('whose resident it is', () => {
  const base = { HOME: '/home/u', TZ: 'Asia/Tokyo', LANG: 'ja_JP.UTF-8', SHIPCTL_TOKEN: 'a' };
  const key = (env: Record<string, string | undefined>) => residentKey('1.0.0+b', '/opt/shipctl/dist', env);

  it('one for every run of a user whatever its token, home or profile', () => {
    expect(key({ ...base, SHIPCTL_TOKEN: 'b', SHIPCTL_HOME: '/x', HOME: '/home/v' })).toBe(key(base));
  });

  it('another for another time zone, locale, CA bundle or proxy, build or install', () => {
    const k = key(base);
    for (const changed of [
      { TZ: 'UTC' },
      { LANG: 'C' },
      { NODE_EXTRA_CA_CERTS: '/etc/ca.pem' },
      { HTTPS_PROXY: 'http://proxy:3128' },
      { NODE_OPTIONS: '--max-old-space-size=64' },
      { HOME: undefined },
    ])
      expect(key({ ...base, ...changed }), JSON.stringify(changed)).not.toBe(k);
    expect(residentKey('1.0.1+c', '/opt/shipctl/dist', base)).not.toBe(k);
    expect(residentKey('1.0.0+b', '/srv/shipctl/dist', base)).not.toBe(k);
  });
});

describe.skipIf(process.platform === 'win32')(
  'where it listens: a directory of the user’s that no one else enters',
  () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'shipctl-resident-dir-'));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it('made owner-only when missing, and found again', () => {
      const runtime = path.join(scratch, 'a');
      mkdirSync(runtime);
      expect(residentDir({ XDG_RUNTIME_DIR: runtime }, false)).toBeUndefined();
      const dir = residentDir({ XDG_RUNTIME_DIR: runtime }, true)!;
      expect(dir).toBe(path.join(runtime, 'shipctl'));
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(residentDir({ XDG_RUNTIME_DIR: runtime }, false)).toBe(dir);
    });

    it('not one others may enter, nor a link someone left in its place', () => {
      const open = path.join(scratch, 'b');
      mkdirSync(path.join(open, 'shipctl'), { recursive: true });
      chmodSync(path.join(open, 'shipctl'), 0o755);
      expect(residentDir({ XDG_RUNTIME_DIR: open }, true)).toBeUndefined();
      const linked = path.join(scratch, 'c');
      mkdirSync(linked);
      symlinkSync(path.join(open, 'shipctl'), path.join(linked, 'shipctl'));
      expect(residentDir({ XDG_RUNTIME_DIR: linked }, true)).toBeUndefined();
    });

    it('none where the socket’s path would be too long for one (a deep TMPDIR)', () => {
      expect(socketPath('/run/user/1000/shipctl', 'abc')).toBe('/run/user/1000/shipctl/resident-abc.sock');
      expect(socketPath(`/tmp/${'d'.repeat(90)}`, 'abc')).toBeUndefined();
    });

    it('without XDG_RUNTIME_DIR: shipctl-<uid> in the temporary directory', () => {
      const dir = residentDir({ TMPDIR: scratch }, true);
      expect(dir).toBe(path.join(scratch, `shipctl-${process.getuid!()}`));
    });
  },
);

describe('frames', () => {
  it('come out whole however the bytes are cut', () => {
    const bytes = Buffer.concat([
      frame(FRAME.accepted, '42'),
      frame(FRAME.stdout, 'ＯＲＤ－１ 着払い\n'),
      frame(FRAME.stderr, ''),
      frame(FRAME.exit, '4'),
    ]);
    for (const size of [1, 2, 5, 7, bytes.length]) {
      const reader = new FrameReader();
      const got: [number, string][] = [];
      for (let at = 0; at < bytes.length; at += size)
        for (const f of reader.push(bytes.subarray(at, at + size)))
          got.push([f.type, f.payload.toString('utf8')]);
      expect(got, `pieces of ${size}`).toEqual([
        [FRAME.accepted, '42'],
        [FRAME.stdout, 'ＯＲＤ－１ 着払い\n'],
        [FRAME.stderr, ''],
        [FRAME.exit, '4'],
      ]);
    }
  });
});
