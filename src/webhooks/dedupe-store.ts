// Remembers which event ids a listener has already handled. The spec (6.4) says an
// event may arrive more than once and receivers deduplicate by id; the ids live in
// SQLite under the data directory so that restarting `webhooks listen` between two
// deliveries of one event still recognises the second. Only verified events are
// recorded, so a forged request cannot make a real event look like a duplicate.
import { isOpen, openStore, transaction } from '../sqlite/index.js';

/** How long an id is remembered: longer than the spec's whole retry schedule (about 2.6 h). */
export const DEDUPE_TTL_MS = 24 * 60 * 60 * 1000;

export interface DedupeStore {
  /**
   * Records the id and says whether it is new. Atomic: two processes sharing the file
   * cannot both claim one id.
   */
  claim(id: string, now: Date): boolean;
  /** Forgets the id: its delivery was not handed on, so a redelivery must be taken. */
  release(id: string): void;
  /** Whether the id was seen within the TTL (for reporting; does not record). */
  has(id: string, now: Date): boolean;
  /** Drops ids older than the TTL; returns how many. */
  prune(now: Date): number;
  close(): void;
}

/** `path` is a file, or ':memory:' for a store that forgets on close. */
export function openDedupeStore(
  path: string,
  options: { ttlMs?: number; now?: () => Date } = {},
): DedupeStore {
  const ttlMs = options.ttlMs ?? DEDUPE_TTL_MS;
  // NORMAL: an id lost to a power cut is taken again on redelivery, which a listener must
  // bear anyway (an event may arrive twice).
  const db = openStore(path, {
    busyTimeoutMs: 5000,
    synchronous: 'normal',
    schema:
      'CREATE TABLE IF NOT EXISTS seen_events (id TEXT PRIMARY KEY, seen_at INTEGER NOT NULL) WITHOUT ROWID',
  });
  const insert = db.prepare('INSERT INTO seen_events (id, seen_at) VALUES (?, ?) ON CONFLICT(id) DO NOTHING');
  // An id older than the TTL counts as new again: take it over in the same statement.
  const refresh = db.prepare('UPDATE seen_events SET seen_at = ? WHERE id = ? AND seen_at < ?');
  const lookup = db.prepare('SELECT seen_at FROM seen_events WHERE id = ? AND seen_at >= ?');
  const sweep = db.prepare('DELETE FROM seen_events WHERE seen_at < ?');
  const forget = db.prepare('DELETE FROM seen_events WHERE id = ?');
  const claim = (id: string, at: number): boolean =>
    transaction(db, () => {
      if (insert.run(id, at).changes === 1) return true;
      return refresh.run(at, id, at - ttlMs).changes === 1;
    });

  const store: DedupeStore = {
    claim: (id, now) => claim(id, now.getTime()),
    release: (id) => void forget.run(id),
    has: (id, now) => lookup.get(id, now.getTime() - ttlMs) !== undefined,
    prune: (now) => Number(sweep.run(now.getTime() - ttlMs).changes),
    close: () => {
      if (isOpen(db)) db.close();
    },
  };
  store.prune((options.now ?? (() => new Date()))());
  return store;
}
