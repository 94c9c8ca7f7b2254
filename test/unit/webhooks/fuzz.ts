// Seeded random deliveries for the fuzz tests (unit and built-binary): the same seed
// gives the same cases, so a failure can be replayed.
import { signWebhook } from '../../../src/domain/webhook-signature.js';
import { rawRequest } from './independent-hmac.js';

/** mulberry32: small, fast, good enough to spread cases. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzCase {
  secret: string;
  nowSec: number;
  toleranceSec: number;
  /** Either a whole saved request, or a body plus header values as flags. */
  request?: Buffer;
  body?: Buffer;
  signature?: string;
  timestamp?: string;
  eventId?: string;
  /** True when the case was built to verify (genuine signature, in tolerance, matching id). */
  expectValid: boolean;
}

export function makeCase(rand: () => number): FuzzCase {
  const int = (n: number) => Math.floor(rand() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => int(256)));
  const ascii = (n: number) => Array.from({ length: n }, () => String.fromCharCode(32 + int(95))).join('');
  const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdefABCDEF'[int(22)]).join('');

  // A third of the cases are built to verify, so the property covers both outcomes.
  const good = rand() < 0.35;
  const secret = pick(['s', 'whsec_abc', ascii(1 + int(40)), '秘密のキー']);
  const nowSec = 1_700_000_000 + int(100_000_000);
  const toleranceSec = good ? pick([300, 300 + int(100_000)]) : pick([0, 1, 300, 300, int(100_000)]);
  const id = pick(['evt_1', `evt_${hex(24)}`, ascii(int(20)), '']);
  const body = pick<() => Buffer>([
    () =>
      Buffer.from(
        JSON.stringify({ id, type: 'tracking.updated', data: { carrier: 'yamato', n: rand() * 1000 } }),
      ),
    () =>
      Buffer.from(
        JSON.stringify(
          { id, type: pick(['tracking.updated', 'x', '']), data: pick([null, 1, 'x', {}]) },
          null,
          pick([0, 2]),
        ),
      ),
    () => bytes(int(300)),
    () => Buffer.from(ascii(int(300))),
    () => Buffer.alloc(0),
    () => Buffer.from(`{"id":"${id}"`),
  ])();
  const skew = good ? int(600) - 300 : pick([0, int(600) - 300, int(20_000) - 10_000, int(1e9)]);
  const ts = good
    ? String(nowSec - skew)
    : pick<() => string>([
        () => String(nowSec - skew),
        () => String(nowSec - skew) + '000',
        () => ascii(int(15)),
        () => String(-int(1000)),
        () => `${nowSec}.5`,
        () => '',
        () => ` ${nowSec - skew} `,
      ])();
  const genuine = signWebhook(secret, ts.trim(), body);
  const signature = good
    ? genuine
    : pick<() => string | undefined>([
        () => genuine,
        () => genuine,
        () => genuine.toUpperCase(),
        () => `sha256=${hex(int(80))}`,
        () => ascii(int(90)),
        () => genuine.slice(0, -1),
        () => genuine.replace('sha256=', ''),
        () => undefined,
      ])();
  const eventId = good ? pick([parsedId(body), undefined]) : pick([id, undefined, 'evt_other', '']);
  const numericTs = /^\d{1,12}$/.test(ts.trim());
  const expectValid =
    signature === genuine &&
    numericTs &&
    Math.abs(nowSec - Number(ts.trim())) <= toleranceSec &&
    (eventId === undefined || parsedId(body) === eventId);

  if (rand() < 0.5)
    return {
      secret,
      nowSec,
      toleranceSec,
      body,
      signature: signature ?? '',
      timestamp: ts,
      eventId,
      expectValid: expectValid && signature !== undefined,
    };

  const names = ['X-Service-Signature', 'X-Service-Timestamp', 'X-Service-Event-Id'].map((n) =>
    pick([n, n.toLowerCase(), n.toUpperCase(), n.replace('Service', 'Shipandco')]),
  );
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (signature !== undefined) headers[names[0]!] = signature;
  headers[names[1]!] = ts;
  if (eventId !== undefined) headers[names[2]!] = eventId;
  for (let i = int(4); i > 0; i--)
    headers[`X-${ascii(1 + int(8)).replace(/[^A-Za-z]/g, 'a')}`] = ascii(int(40)).replace(/[\r\n]/g, '');
  const eol = pick(['\r\n', '\n'] as const);
  const request = good
    ? rawRequest(headers, body, eol)
    : pick<() => Buffer>([
        () => rawRequest(headers, body, eol),
        () => rawRequest(headers, body, eol),
        () => bytes(int(500)),
        () => Buffer.concat([Buffer.from(`POST / HTTP/1.1${eol}`), bytes(int(200))]),
        () => rawRequest(headers, body, eol, ascii(int(30))),
      ])();
  // Only the well-formed request with all headers present (and a header-safe timestamp) is expected to verify.
  const wellFormed = request.equals(rawRequest(headers, body, eol)) && !/^\s|\s$/.test(ts);
  return {
    secret,
    nowSec,
    toleranceSec,
    request,
    expectValid: expectValid && wellFormed && signature !== undefined,
  };
}

function parsedId(body: Buffer): string | undefined {
  try {
    const v = JSON.parse(body.toString('utf8'));
    return typeof v?.id === 'string' ? v.id : undefined;
  } catch {
    return undefined;
  }
}
