// The API call limit of spec 8.1: a fixed window per principal. Every response
// says how many calls remain (X-Api-Call-Limit: available/total) and when the window
// refills (X-Api-Call-Reset, ISO 8601 UTC); a call beyond the total gets 429.
import { parseDuration } from '../domain/duration.js';
import type { CallLimit, SandboxClock } from './deps.js';

export interface CallLimitState {
  allowed: boolean;
  available: number;
  total: number;
  resetAt: Date;
}

export interface CallLimiter {
  consume(key: string): CallLimitState;
}

export function createCallLimiter(limit: CallLimit, clock: SandboxClock): CallLimiter {
  const windows = new Map<string, { start: number; used: number }>();
  return {
    consume(key) {
      const now = clock.now().getTime();
      let w = windows.get(key);
      if (!w || now >= w.start + limit.windowMs || now < w.start) {
        w = { start: now, used: 0 };
        windows.set(key, w);
        // Old windows are dead weight once expired; sweep when the map grows.
        if (windows.size > 10_000) {
          for (const [k, v] of windows) if (now >= v.start + limit.windowMs) windows.delete(k);
        }
      }
      const allowed = w.used < limit.total;
      if (allowed) w.used += 1;
      return {
        allowed,
        available: limit.total - w.used,
        total: limit.total,
        resetAt: new Date(w.start + limit.windowMs),
      };
    },
  };
}

/**
 * Parses `TOTAL/WINDOW` as given to `--call-limit`: `60/60s`, `10/1m`, `5/500ms`,
 * `1000/1h`; a bare number of seconds (`60/60`) is accepted too.
 */
export function parseCallLimit(text: string): CallLimit {
  const m = /^\s*(\d+)\s*\/(.+)$/.exec(text);
  // The window in the one duration grammar (domain/duration.ts); a bare number counts seconds.
  const windowMs = m ? parseDuration(m[2]!, { bareUnit: 's' }) : undefined;
  if (!m || windowMs === undefined) {
    throw new Error(`invalid call limit "${text}": expected TOTAL/WINDOW such as 60/60s, 10/1m or 5/500ms`);
  }
  const total = Number(m[1]);
  if (total < 1 || windowMs < 1) {
    throw new Error(`invalid call limit "${text}": the total and the window must both be above zero`);
  }
  return { total, windowMs };
}

export const formatCallLimit = (limit: CallLimit): string =>
  limit.windowMs % 1000 === 0
    ? `${limit.total}/${limit.windowMs / 1000}s`
    : `${limit.total}/${limit.windowMs}ms`;
