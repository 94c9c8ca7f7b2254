import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEDUPE_TTL_MS, openDedupeStore } from '../../../src/webhooks/dedupe-store.js';

const T0 = new Date('2025-02-14T00:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shipctl-dedupe-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('dedupe store', () => {
  it('claims an id once', () => {
    const store = openDedupeStore(':memory:');
    expect(store.claim('evt_1', T0)).toBe(true);
    expect(store.claim('evt_1', later(1000))).toBe(false);
    expect(store.claim('evt_2', T0)).toBe(true);
    expect(store.has('evt_1', T0)).toBe(true);
    store.close();
  });

  it('keeps ids across a restart (the file survives the process)', () => {
    const file = path.join(dir, 'webhooks', 'seen-events.db');
    const first = openDedupeStore(file, { now: () => T0 });
    expect(first.claim('evt_1', T0)).toBe(true);
    first.close();
    const second = openDedupeStore(file, { now: () => later(60_000) });
    expect(second.claim('evt_1', later(60_000))).toBe(false);
    second.close();
  });

  it('forgets an id after 24 h, so the file does not grow forever', () => {
    const file = path.join(dir, 'seen.db');
    const store = openDedupeStore(file);
    store.claim('evt_old', T0);
    store.claim('evt_new', later(DEDUPE_TTL_MS - 1000));
    expect(store.has('evt_old', later(DEDUPE_TTL_MS + 1))).toBe(false);
    expect(store.claim('evt_old', later(DEDUPE_TTL_MS + 1))).toBe(true);
    expect(store.prune(later(2 * DEDUPE_TTL_MS + 10))).toBe(2);
    store.claim('evt_kept', later(2 * DEDUPE_TTL_MS));
    store.close();
    // Pruned on open as well.
    const reopened = openDedupeStore(file, { now: () => later(4 * DEDUPE_TTL_MS) });
    expect(reopened.prune(later(4 * DEDUPE_TTL_MS))).toBe(0);
    reopened.close();
  });
});
