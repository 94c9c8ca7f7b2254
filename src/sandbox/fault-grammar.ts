// Fault rules as text, for `sandbox serve --fault`, `sandbox faults set` and the
// admin endpoint:
//
//   RULE  := ROUTE ":" KIND [ "=" VALUE ] [ ":" PROBABILITY ]
//   ROUTE := METHOD " " PATH        e.g.  POST /v1/shipments, GET /v1/shipments/:id,
//                                         * /v1/orders (any method), GET /v1/* (prefix)
//          | "CARRIER " TYPE        e.g.  CARRIER sagawa, CARRIER * (every carrier)
//   KIND  := latency=DURATION | error-before-commit[=5xx] | error-after-commit[=5xx]
//          | reset-after-commit | rate-limit[=BURST] | unreachable   (CARRIER routes only)
//   PROBABILITY := 0..1, default 1
//
// Pure (no store): the CLI checks rules with it before sending them anywhere.
import { parseDuration } from '../domain/duration.js';

export type FaultKind =
  | 'latency'
  | 'error-before-commit'
  | 'error-after-commit'
  | 'reset-after-commit'
  | 'rate-limit'
  | 'unreachable';

export interface FaultRule {
  /** `METHOD /path` as the app routes it, `* /path`, `METHOD /prefix*`, or `CARRIER type`. */
  route: string;
  kind: FaultKind;
  /** latency: ms; error-*: the HTTP status; rate-limit: the burst length. */
  value?: number;
  /** Chance per call, 0..1. */
  probability: number;
}

export const FAULT_KINDS: readonly FaultKind[] = [
  'latency',
  'error-before-commit',
  'error-after-commit',
  'reset-after-commit',
  'rate-limit',
  'unreachable',
];

/** The spellings of the issue that asked for this grammar, accepted as synonyms. */
const ALIASES: Readonly<Record<string, FaultKind>> = {
  'after-commit-reset': 'reset-after-commit',
  'before-commit-error': 'error-before-commit',
  'after-commit-error': 'error-after-commit',
  unavailable: 'unreachable',
};

const DEFAULT_VALUE: Partial<Record<FaultKind, number>> = {
  'error-before-commit': 503,
  'error-after-commit': 500,
  'rate-limit': 1,
};

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', '*'];
const KIND_WORDS = [...FAULT_KINDS, ...Object.keys(ALIASES)].join('|');
// Greedy route: the kind is the last ":word" that names a kind, so path parameters
// such as /v1/shipments/:id stay in the route.
const RULE_RE = new RegExp(`^(.+):(${KIND_WORDS})(?:=([^:]+))?(?::([^:]+))?$`, 'i');

export const FAULT_GRAMMAR_HINT =
  'write ROUTE:KIND[=VALUE][:PROBABILITY], e.g. "POST /v1/shipments:reset-after-commit:0.1", "GET /v1/*:latency=500ms", "CARRIER sagawa:unreachable"';

export const isCarrierRoute = (route: string): boolean => /^CARRIER /.test(route);

/** `post  /v1/shipments` → `POST /v1/shipments`, `carrier Sagawa` → `CARRIER sagawa`. */
export function normalizeRoute(raw: string): string {
  const text = raw.trim().replace(/\s+/g, ' ');
  const carrier = /^carrier (\S+)$/i.exec(text);
  if (carrier) return `CARRIER ${carrier[1]!.toLowerCase()}`;
  const m = /^(\S+) (\/\S*)$/.exec(text);
  if (!m || !METHODS.includes(m[1]!.toUpperCase())) {
    throw new Error(
      `route "${raw}" must be METHOD /path (METHOD one of ${METHODS.join(', ')}) or CARRIER type`,
    );
  }
  return `${m[1]!.toUpperCase()} ${m[2]}`;
}

/** A latency in the one duration grammar (domain/duration.ts); a bare number counts milliseconds. */
function parseMs(text: string): number {
  const ms = parseDuration(text, { bareUnit: 'ms' });
  if (ms === undefined) throw new Error(`latency "${text}" must be a duration, e.g. 250, 250ms, 2s`);
  return ms;
}

function parseValue(kind: FaultKind, text: string | undefined): number | undefined {
  if (kind === 'latency') {
    if (text === undefined) throw new Error('latency needs a value, e.g. latency=500ms');
    return parseMs(text);
  }
  if (text === undefined) return DEFAULT_VALUE[kind];
  if (kind === 'reset-after-commit' || kind === 'unreachable')
    throw new Error(`${kind} takes no value (got "=${text}")`);
  const n = Number(text);
  if (kind === 'rate-limit') {
    if (!Number.isInteger(n) || n < 1 || n > 1000)
      throw new Error(`rate-limit=${text}: the burst must be a whole number of calls from 1 to 1000`);
    return n;
  }
  if (!Number.isInteger(n) || n < 500 || n > 599)
    throw new Error(`${kind}=${text}: the status must be a 5xx code such as 500, 502 or 503`);
  return n;
}

/** One rule from its text; throws an Error naming what is wrong. */
export function parseFaultRule(text: string): FaultRule {
  const m = RULE_RE.exec(text.trim());
  if (!m) throw new Error(`invalid fault "${text}": expected ROUTE:KIND[=VALUE][:PROBABILITY]`);
  const [, routeText, kindText, valueText, pText] = m;
  const word = kindText!.toLowerCase();
  const kind = (ALIASES[word] ?? word) as FaultKind;
  const route = normalizeRoute(routeText!);
  if (isCarrierRoute(route) !== (kind === 'unreachable')) {
    throw new Error(
      isCarrierRoute(route)
        ? `invalid fault "${text}": a CARRIER route takes only unreachable`
        : `invalid fault "${text}": unreachable applies to a carrier, e.g. "CARRIER sagawa:unreachable"`,
    );
  }
  let probability = 1;
  if (pText !== undefined) {
    probability = Number(pText);
    if (!/^\d*\.?\d+$/.test(pText) || probability < 0 || probability > 1)
      throw new Error(`invalid fault "${text}": the probability must be a number from 0 to 1`);
  }
  const value = parseValue(kind, valueText);
  return { route, kind, ...(value === undefined ? {} : { value }), probability };
}

/** The canonical text of a rule (what list shows and the parser reads back). */
export function formatFaultRule(r: FaultRule): string {
  const value =
    r.value === undefined || r.value === DEFAULT_VALUE[r.kind]
      ? ''
      : r.kind === 'latency'
        ? r.value % 1000 === 0 && r.value > 0
          ? `=${r.value / 1000}s`
          : `=${r.value}ms`
        : `=${r.value}`;
  return `${r.route}:${r.kind}${value}${r.probability === 1 ? '' : `:${r.probability}`}`;
}

/** Whether a rule's route covers a request's route key (`POST /v1/shipments`). */
export function routeMatches(pattern: string, key: string): boolean {
  if (pattern === key) return true;
  const sp = pattern.indexOf(' ');
  const sk = key.indexOf(' ');
  const [pm, pp] = [pattern.slice(0, sp), pattern.slice(sp + 1)];
  const [km, kp] = [key.slice(0, sk), key.slice(sk + 1)];
  if (pm === 'CARRIER' || km === 'CARRIER') {
    return pm === 'CARRIER' && km === 'CARRIER' && (pp === '*' || pp === kp);
  }
  if (pm !== '*' && pm !== km) return false;
  return pp.endsWith('*') ? kp.startsWith(pp.slice(0, -1)) : pp === kp;
}
