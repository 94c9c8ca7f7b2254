// Fault injection: per route, added latency, a 5xx before the write, a 5xx or a
// dropped connection after the write, 429 bursts, and carriers that cannot be
// reached (rates, labels, tracking). The app calls before() ahead of every
// handler and after() once the handler's transaction has committed.
//
// Two layers of rules. The start layer lives in memory: `sandbox serve --fault`
// flags and tests' set(). The stored layer lives in the database (meta
// `config:faults`): `sandbox faults set` and the admin endpoint write it, and
// every sandbox on that file reads it (re-read whenever the database's change
// generation moves, store/db.ts: a commit of another process or a write of this
// one), so it reaches a running serve and the embedded sandbox of ordinary
// commands alike. A route no rule matches costs one generation check and a map
// lookup: before() and after() then return synchronously, without a promise.
import type { FastifyReply } from 'fastify';
import type { FaultRegistry, FaultSpec, ListedFault } from './deps.js';
import { SandboxHttpError } from './errors.js';
import {
  formatFaultRule,
  isCarrierRoute,
  parseFaultRule,
  routeMatches,
  type FaultRule,
} from './fault-grammar.js';
import { isOpen, transaction } from '../sqlite/index.js';
import { generationCached, getMeta, setMeta, type SandboxDb } from './store/db.js';

export const FAULTS_KEY = 'config:faults';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** mulberry32: a small seeded PRNG, so a seeded fault run draws the same sequence every time. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The older object form of set(), kept for tests: one spec per route. */
function rulesOfSpec(route: string, spec: FaultSpec): FaultRule[] {
  const p = spec.probability ?? 1;
  if (isCarrierRoute(route)) return [{ route, kind: 'unreachable', probability: p }];
  const out: FaultRule[] = [];
  if (spec.latencyMs) out.push({ route, kind: 'latency', value: spec.latencyMs, probability: 1 });
  if (spec.rate429)
    out.push({ route, kind: 'rate-limit', value: spec.burst429 ?? 1, probability: spec.rate429 });
  if (spec.failBeforeCommit)
    out.push({ route, kind: 'error-before-commit', value: spec.failBeforeCommit, probability: p });
  if (spec.failAfterCommit === 'reset') out.push({ route, kind: 'reset-after-commit', probability: p });
  if (spec.failAfterCommit === 'status')
    out.push({ route, kind: 'error-after-commit', value: spec.afterCommitStatus ?? 500, probability: p });
  return out;
}

function specOfRules(rules: readonly FaultRule[]): FaultSpec | undefined {
  if (rules.length === 0) return undefined;
  const spec: FaultSpec = {};
  for (const r of rules) {
    if (r.kind === 'latency') spec.latencyMs = r.value;
    if (r.kind === 'rate-limit') Object.assign(spec, { rate429: r.probability, burst429: r.value });
    if (r.kind === 'error-before-commit') spec.failBeforeCommit = r.value;
    if (r.kind === 'error-after-commit')
      Object.assign(spec, { failAfterCommit: 'status', afterCommitStatus: r.value });
    if (r.kind === 'reset-after-commit') spec.failAfterCommit = 'reset';
    if (r.kind !== 'latency' && r.kind !== 'rate-limit') spec.probability = r.probability;
  }
  return spec;
}

export interface FaultRegistryOptions {
  /** Draws in [0, 1); default Math.random, or seededRandom(seed) when seed is given. */
  random?: () => number;
  seed?: number;
  /** The database of the stored layer; without it the registry is memory only. */
  db?: SandboxDb;
  /** Start-layer rules (serve --fault). */
  rules?: readonly FaultRule[];
}

export function readStoredFaults(db: SandboxDb): FaultRule[] {
  const text = getMeta(db, FAULTS_KEY);
  if (!text) return [];
  try {
    return (JSON.parse(text) as string[]).map(parseFaultRule);
  } catch {
    return [];
  }
}

export function writeStoredFaults(db: SandboxDb, rules: readonly FaultRule[]): void {
  if (rules.length === 0) db.prepare('DELETE FROM meta WHERE key = ?').run(FAULTS_KEY);
  else setMeta(db, FAULTS_KEY, JSON.stringify(rules.map(formatFaultRule)));
}

/** Adds rules to the stored layer, replacing a stored rule of the same route and kind. */
export function addStoredFaults(db: SandboxDb, rules: readonly FaultRule[]): FaultRule[] {
  return transaction(db, () => {
    const kept = readStoredFaults(db).filter(
      (old) => !rules.some((r) => r.route === old.route && r.kind === old.kind),
    );
    const next = [...kept, ...rules];
    writeStoredFaults(db, next);
    return next;
  });
}

/** Removes stored rules (of one route, or all); returns how many went. */
export function clearStoredFaults(db: SandboxDb, route?: string): number {
  return transaction(db, () => {
    const all = readStoredFaults(db);
    const kept = route === undefined ? [] : all.filter((r) => r.route !== route);
    writeStoredFaults(db, kept);
    return all.length - kept.length;
  });
}

export function createFaultRegistry(options: FaultRegistryOptions | (() => number) = {}): FaultRegistry {
  const o: FaultRegistryOptions = typeof options === 'function' ? { random: options } : options;
  const random = o.random ?? (o.seed !== undefined ? seededRandom(o.seed) : Math.random);
  let local: FaultRule[] = [...(o.rules ?? [])];
  let storedText: string | undefined;
  let stored: FaultRule[] = [];
  /** Calls still to refuse in a running 429 burst, per rule. */
  const bursts = new Map<string, number>();

  const db = o.db;
  const readStored = db
    ? generationCached(db, () => {
        const text = getMeta(db, FAULTS_KEY);
        if (text !== storedText) {
          storedText = text;
          stored = readStoredFaults(db);
        }
        return stored;
      })
    : () => stored;
  const storedRules = (): FaultRule[] => (db && isOpen(db) ? readStored() : []);
  const all = (): FaultRule[] => [...local, ...storedRules()];

  // The rules of a route key, kept until either layer changes (a new array either way).
  const NONE: readonly FaultRule[] = [];
  let matchedLocal = local;
  let matchedStored: FaultRule[] | undefined;
  const matched = new Map<string, readonly FaultRule[]>();
  const matching = (key: string): readonly FaultRule[] => {
    const s = storedRules();
    if (local.length === 0 && s.length === 0) return NONE;
    if (matchedLocal !== local || matchedStored !== s || matched.size > 1000) {
      matched.clear();
      matchedLocal = local;
      matchedStored = s;
    }
    let rules = matched.get(key);
    if (!rules) {
      rules = [...local, ...s].filter((r) => routeMatches(r.route, key));
      matched.set(key, rules);
    }
    return rules;
  };
  const fires = (r: FaultRule) => r.probability >= 1 || (r.probability > 0 && random() < r.probability);

  function rateLimited(r: FaultRule, reply?: FastifyReply): SandboxHttpError | undefined {
    const id = formatFaultRule(r);
    const left = bursts.get(id) ?? 0;
    if (left > 0) bursts.set(id, left - 1);
    else if (fires(r)) bursts.set(id, (r.value ?? 1) - 1);
    else return undefined;
    if (reply) {
      // Real time: the client compares the reset with its own clock, whatever the sandbox clock says.
      const total = /\/(\d+)$/.exec(String(reply.getHeader('X-Api-Call-Limit') ?? ''))?.[1] ?? '1';
      reply.header('X-Api-Call-Limit', `0/${total}`);
      reply.header('X-Api-Call-Reset', new Date(Date.now() + 1000).toISOString());
      reply.header('Retry-After', '1');
    }
    return new SandboxHttpError(429, {
      message: 'Too many requests (injected fault).',
      code: 'TOO_MANY_REQUESTS',
    });
  }

  return {
    set(route, spec) {
      local = [...local.filter((r) => r.route !== route), ...(spec ? rulesOfSpec(route, spec) : [])];
    },
    get: (route) => specOfRules(all().filter((r) => r.route === route)),
    add(rules) {
      local = [...local, ...rules];
    },
    list(): ListedFault[] {
      return [
        ...local.map((rule) => ({ rule, source: 'start' as const })),
        ...storedRules().map((rule) => ({ rule, source: 'stored' as const })),
      ];
    },
    clear(route) {
      local = route === undefined ? [] : local.filter((r) => r.route !== route);
      if (o.db && isOpen(o.db)) clearStoredFaults(o.db, route);
      bursts.clear();
    },
    carrierUnreachable(carrier) {
      const key = `CARRIER ${carrier}`;
      return matching(key).some((r) => r.kind === 'unreachable' && fires(r));
    },
    before(route, reply) {
      const rules = matching(route);
      if (rules.length === 0) return undefined;
      return injectBefore(rules, reply);
    },
    after(route, reply) {
      const rules = matching(route);
      if (rules.length === 0) return false;
      return injectAfter(rules, reply);
    },
  };

  async function injectBefore(rules: readonly FaultRule[], reply?: FastifyReply): Promise<void> {
    const latency = Math.max(
      0,
      ...rules.filter((r) => r.kind === 'latency' && fires(r)).map((r) => r.value ?? 0),
    );
    if (latency > 0) await sleep(latency);
    for (const r of rules) {
      if (r.kind === 'rate-limit') {
        const err = rateLimited(r, reply);
        if (err) throw err;
      }
    }
    const fail = rules.find((r) => r.kind === 'error-before-commit' && fires(r));
    if (fail) {
      throw new SandboxHttpError(fail.value ?? 503, {
        message: 'Injected failure before commit: nothing was written.',
        code: 'INJECTED_FAULT',
      });
    }
  }

  async function injectAfter(rules: readonly FaultRule[], reply: FastifyReply): Promise<boolean> {
    const hit = rules
      .filter((r) => r.kind === 'reset-after-commit' || r.kind === 'error-after-commit')
      .find(fires);
    if (!hit) return false;
    if (hit.kind === 'reset-after-commit') {
      // The write is done but the client never hears of it: the ambiguous
      // failure that ARCHITECTURE.md's reconcile-before-retry rule exists for.
      reply.raw.socket?.destroy();
      return true;
    }
    throw new SandboxHttpError(hit.value ?? 500, {
      message: 'Injected failure after commit: the write was done.',
      code: 'INJECTED_FAULT',
    });
  }
}
