// What every route of the sandbox is handed: the store, the clock, the limits,
// the fault hooks and the id factories. Routes take these as arguments instead of
// reaching for globals, so tests inject a frozen clock or an in-memory database.
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FaultRule } from './fault-grammar.js';
import type { SandboxDb } from './store/db.js';

export type { SandboxDb } from './store/db.js';

/** The sandbox's time; by default the database's clock setting (clock.ts). */
export interface SandboxClock {
  now(): Date;
}

export const systemClock: SandboxClock = { now: () => new Date() };

/** A clock that stays where it is set; for tests. */
export function fixedClock(
  at: Date | string,
): SandboxClock & { set(at: Date | string): void; advance(ms: number): void } {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

export interface CallLimit {
  total: number;
  windowMs: number;
}

export interface SandboxLimits {
  /** The API call limit of spec 8.1: `total` calls per fixed window of `windowMs`, per principal. */
  callLimit: CallLimit;
}

// Generous by default so that test suites and scripts never trip it by accident;
// `--call-limit 60/60s` makes it strict for rehearsing the client's back-off.
export const DEFAULT_LIMITS: SandboxLimits = { callLimit: { total: 1000, windowMs: 60_000 } };

/**
 * What a fault does to one route (`METHOD /path/:param`, e.g. `POST /v1/shipments`):
 * the object form of set(), kept for tests. The text rules of fault-grammar.ts say
 * the same and more (several kinds per route, a probability each).
 */
export interface FaultSpec {
  latencyMs?: number;
  /** Answer this status before anything is written. */
  failBeforeCommit?: number;
  /** After the write committed: answer 5xx ('status') or drop the connection ('reset'). */
  failAfterCommit?: 'status' | 'reset';
  /** The status of failAfterCommit 'status' (default 500). */
  afterCommitStatus?: number;
  /** Share (0..1) of calls that start a 429 burst, before anything is written. */
  rate429?: number;
  /** Calls refused per burst (default 1). */
  burst429?: number;
  /** Chance (0..1) that a failure fires on a call (default 1); on a `CARRIER type` route, of being unreachable. */
  probability?: number;
}

export interface ListedFault {
  rule: FaultRule;
  /** 'start': this process's flags or set(); 'stored': the database's, shared by every process. */
  source: 'start' | 'stored';
}

/**
 * Hook points for fault injection. The app calls `before` ahead of every handler and
 * `after` once the handler has produced its answer (so after its transaction
 * committed); routes need not call them. With no rule for a route both do nothing.
 */
export interface FaultRegistry {
  /** Replaces the start-layer rules of a route (null removes them). */
  set(route: string, spec: FaultSpec | null): void;
  get(route: string): FaultSpec | undefined;
  /** Adds start-layer rules. */
  add(rules: readonly FaultRule[]): void;
  list(): ListedFault[];
  /** Removes the rules of a route, or all, from both layers. */
  clear(route?: string): void;
  /** Whether the carrier plays unreachable on this call (`CARRIER type` rules). */
  carrierUnreachable(carrier: string): boolean;
  /** A promise only when a rule matches the route; nothing to wait for otherwise. */
  before(route: string, reply?: FastifyReply): Promise<void> | undefined;
  /**
   * Resolves to true when the fault took over the reply (the caller must not send);
   * false at once, without a promise, when no rule matches the route.
   */
  after(route: string, reply: FastifyReply): Promise<boolean> | false;
}

export interface SandboxIds {
  /** `API-` + 10 characters [A-Z0-9] (spec 2.10). */
  shipmentId(): string;
  /** Same shape as shipments (spec 2.11). */
  orderId(): string;
  /** 17 characters [A-Za-z0-9], optionally `prefix_` first. */
  id(prefix?: string): string;
  /** `err_` + 20 hex characters, unique per call (spec 7.2). */
  debugId(): string;
}

export interface SandboxDeps {
  db: SandboxDb;
  clock: SandboxClock;
  limits: SandboxLimits;
  faults: FaultRegistry;
  ids: SandboxIds;
  /** Base URL (no trailing slash) for links the API hands out, such as labels. */
  publicUrl(): string;
}

const UPPER_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function pick(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

export const randomIds: SandboxIds = {
  shipmentId: () => `API-${pick(UPPER_DIGITS, 10)}`,
  orderId: () => `API-${pick(UPPER_DIGITS, 10)}`,
  id: (prefix) => (prefix ? `${prefix}_` : '') + pick(ALNUM, 17),
  debugId: () => `err_${randomBytes(10).toString('hex')}`,
};

/** A fresh API token: 40 hex characters. */
export const newToken = (): string => randomBytes(20).toString('hex');
