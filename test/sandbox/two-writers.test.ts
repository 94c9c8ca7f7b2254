// two processes writing one sandbox database. A write lock held by
// another process is waited for (busy timeout); held past the timeout, the answer is
// 503 with Retry-After and nothing written — never a 500. The must-show figures (1,200
// creates from 4 processes with a second serve) are in bench/sandbox-writers.mjs.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pragma } from '../../src/sqlite/index.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

let dir: string | undefined;
let sb: TestSandbox | undefined;
let holder: ChildProcess | undefined;
afterEach(async () => {
  holder?.kill('SIGKILL');
  await sb?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = sb = holder = undefined;
});

/** The holders load node:sqlite themselves: Node 22's notice that it is experimental is noise here. */
const QUIET = ['--disable-warning=ExperimentalWarning'];

/** Another process takes the write lock, says "locked", and lets go when told ("release"). */
function holdWriteLock(file: string): Promise<{ release(): Promise<void> }> {
  const script = `
    const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync(${JSON.stringify(file)});
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n');
    process.stdin.on('data', () => { db.exec('COMMIT'); db.close(); process.exit(0); });
  `;
  const child = (holder = spawn(process.execPath, [...QUIET, '-e', script], {
    cwd: process.cwd(),
    stdio: ['pipe', 'pipe', 'inherit'],
  }));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.stdout!.once('data', () =>
      resolve({
        release: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.stdin!.write('release\n');
          }),
      }),
    );
  });
}

const ADDRESS = {
  full_name: 'Jiro Suzuki',
  country: 'JP',
  zip: '5300001',
  province: '27',
  city: 'Osaka',
  address1: '1-1 Umeda',
  phone: '0612345678',
};

describe('two writers on one sandbox database', () => {
  it('a lock held past the busy timeout answers 503 with Retry-After, never 500, and writes nothing; after release the same call succeeds', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shipctl-writers-'));
    const file = path.join(dir, 'sandbox.db');
    sb = await startTestSandbox({ dbPath: file, busyTimeoutMs: 50 });
    const before = (await sb.request('GET', '/v1/addresses')).body.length as number;
    const lock = await holdWriteLock(file);
    const busy = await sb.request('POST', '/v1/addresses', ADDRESS);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(busy.body.code).toBe('SERVICE_UNAVAILABLE');
    // The description speaks of the database, not of the carrier this code usually means.
    expect(busy.body.description).toMatch(/write lock/);
    expect(busy.body.description).not.toMatch(/carrier/);
    await lock.release();
    expect((await sb.request('GET', '/v1/addresses')).body.length).toBe(before);
    const ok = await sb.request('POST', '/v1/addresses', ADDRESS);
    expect(ok.status).toBe(200);
    expect(pragma(sb.db, 'integrity_check')).toBe('ok');
  });

  it('a write lock another process holds for a moment is waited for: the create succeeds (200), not 500', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shipctl-writers-'));
    const file = path.join(dir, 'sandbox.db');
    sb = await startTestSandbox({ dbPath: file });
    // The holder lets go by itself, 300 ms after it locked; the sandbox's busy timeout is 10 s.
    const script = `
      const { DatabaseSync } = require('node:sqlite');
      const db = new DatabaseSync(${JSON.stringify(file)});
      db.exec('BEGIN IMMEDIATE');
      process.stdout.write('locked\\n');
      setTimeout(() => { db.exec('COMMIT'); db.close(); }, 300);
    `;
    const child = (holder = spawn(process.execPath, [...QUIET, '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    }));
    await new Promise((r) => child.stdout!.once('data', r));
    const res = await sb.request('POST', '/v1/addresses', ADDRESS);
    expect(res.status).toBe(200);
  });

  it('the database file is created owner-only (0600)', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shipctl-mode-'));
    const file = path.join(dir, 'sandbox.db');
    sb = await startTestSandbox({ dbPath: file });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
