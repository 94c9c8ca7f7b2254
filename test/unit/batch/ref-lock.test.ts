// The per-ref purchase lock: purchases of one order run one after the other (in this process
// and against another's row in the lock file), other orders do not wait, and a holder that is
// gone is taken over.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hostname } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RefLockBusyError, RefLocks } from '../../../src/batch/ref-lock.js';
import { refKey } from '../../../src/domain/index.js';
import { openDatabase, sql } from '../../../src/sqlite/index.js';

let dir: string;
let locks: RefLocks;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shipctl-ref-lock-'));
  locks = new RefLocks(path.join(dir, 'ref-locks.db'));
});
afterEach(() => {
  locks.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Two holds side by side: the order in which their work started and ended. */
async function sideBySide(a: string, b: string): Promise<string[]> {
  const events: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const first = locks.hold(a, async () => {
    events.push('a start');
    await gate;
    events.push('a end');
  });
  const second = locks.hold(b, async () => {
    events.push('b start');
    events.push('b end');
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  release();
  await Promise.all([first, second]);
  return events;
}

/** A row in the lock file as another process holding `ref` would leave it. */
function otherHolder(ref: string, pid: number, heartbeatAt = Date.now()): void {
  locks.close();
  const db = openDatabase(path.join(dir, 'ref-locks.db'), { busyTimeoutMs: 1000, synchronous: 'normal' });
  db.exec(
    'CREATE TABLE IF NOT EXISTS ref_locks (ref_key TEXT PRIMARY KEY, owner_pid INTEGER NOT NULL, owner_host TEXT NOT NULL, owner_token TEXT NOT NULL, heartbeat_at INTEGER NOT NULL)',
  );
  sql(db, 'INSERT INTO ref_locks VALUES (?, ?, ?, ?, ?)').run(
    refKey(ref),
    pid,
    hostname(),
    'theirs',
    heartbeatAt,
  );
  db.close();
}

describe('RefLocks', () => {
  it('runs two purchases of one order one after the other, look-alike refs included', async () => {
    expect(await sideBySide('ORD-1', 'ＯＲＤ－１')).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('lets purchases of different orders run at once', async () => {
    expect(await sideBySide('ORD-1', 'ORD-2')).toEqual(['a start', 'b start', 'b end', 'a end']);
  });

  it('is free again after a purchase that failed', async () => {
    await expect(locks.hold('ORD-3', () => Promise.reject(new Error('503')))).rejects.toThrow('503');
    expect(await locks.hold('ORD-3', () => Promise.resolve('bought'))).toBe('bought');
  });

  it('waits for a live process that holds the ref, then gives up with nothing run', async () => {
    // Our parent process: alive for the whole test.
    otherHolder('ORD-4', process.ppid);
    let ran = false;
    const waitedFor: number[] = [];
    await expect(
      locks.hold(
        'ORD-4',
        async () => {
          ran = true;
        },
        { maxWaitMs: 300, onWait: (holder) => waitedFor.push(holder.pid) },
      ),
    ).rejects.toBeInstanceOf(RefLockBusyError);
    expect(ran).toBe(false);
    expect(waitedFor).toEqual([process.ppid]);
  });

  it('takes over from a holder whose process is gone, or that has been silent for a minute', async () => {
    const gone = 2 ** 22 + 12345; // above Linux's default pid_max: no such process
    otherHolder('ORD-5', gone);
    expect(await locks.hold('ORD-5', () => Promise.resolve('bought'), { maxWaitMs: 300 })).toBe('bought');
    otherHolder('ORD-6', process.ppid, Date.now() - 61_000);
    expect(await locks.hold('ORD-6', () => Promise.resolve('bought'), { maxWaitMs: 300 })).toBe('bought');
  });
});
