// Verification through the path `webhooks verify` takes (checkDelivery), against
// signatures computed by openssl/python, never by our own signer.
import { describe, expect, it } from 'vitest';
import { checkDelivery, type CheckInput } from '../../../src/webhooks/check.js';
import { formatDuration, type DeliveryVerdict } from '../../../src/webhooks/verify.js';
import { independentSignature, rawRequest } from './independent-hmac.js';

const SECRET = 'whsec_test_9f8e7d6c5b4a';
const TS = 1_739_518_124; // 2025-02-14T07:28:44Z
const NOW = new Date((TS + 12) * 1000);

const EVENT = {
  id: 'evt_01HZX3',
  type: 'tracking.updated',
  created_at: '2025-02-14T07:28:40Z',
  data: {
    shipment_id: 'shp_123',
    carrier: 'sagawa',
    tracking_number: '400000000016',
    current_status: {
      date: '2025-02-14T07:20:00Z',
      status: 'delivered',
      details: '配達完了',
      location: { city: '大阪', country: 'JP', zip: null },
    },
    weight: 136,
  },
};
const COMPACT = Buffer.from(JSON.stringify(EVENT));

function verdictOf(input: Partial<CheckInput>): DeliveryVerdict {
  const r = checkDelivery({ secret: SECRET, now: NOW, ...input });
  if (r.kind !== 'verdict') throw new Error(`expected a verdict, got usage: ${r.message}`);
  return r.verdict;
}

const signed = (body: Buffer, ts = TS, secret = SECRET) => ({
  body,
  signature: independentSignature(secret, ts, body),
  timestamp: String(ts),
});

const flip = (b: Buffer, i: number): Buffer => {
  const c = Buffer.from(b);
  c[i] = c[i]! ^ 0x01;
  return c;
};

describe('independent vectors verify', () => {
  const bodies: [string, Buffer][] = [
    ['compact JSON', COMPACT],
    ['pretty JSON', Buffer.from(JSON.stringify(EVENT, null, 2))],
    ['a body with a trailing newline (signed that way)', Buffer.from(`${JSON.stringify(EVENT)}\n`)],
    ['a float written as 136.0', Buffer.from(JSON.stringify(EVENT).replace('136', '136.0'))],
  ];
  for (const [name, body] of bodies) {
    it(name, () => {
      const v = verdictOf({ ...signed(body), eventId: EVENT.id });
      expect(v).toMatchObject({ valid: true, ageSec: 12, eventId: EVENT.id });
      if (v.valid)
        expect(v.event).toMatchObject({
          type: 'tracking.updated',
          carrier: 'sagawa',
          status: 'delivered',
          shipment_id: 'shp_123',
        });
    });
  }

  it('from a saved request, CRLF or LF, headers in any case', () => {
    const s = signed(COMPACT);
    for (const eol of ['\r\n', '\n'] as const) {
      for (const names of [
        ['X-Service-Signature', 'X-Service-Timestamp', 'X-Service-Event-Id'],
        ['x-service-signature', 'X-SERVICE-TIMESTAMP', 'x-Service-event-ID'],
      ]) {
        const request = rawRequest(
          {
            Host: 'example.test',
            'Content-Type': 'application/json',
            [names[0]!]: s.signature,
            [names[1]!]: s.timestamp,
            [names[2]!]: EVENT.id,
          },
          COMPACT,
          eol,
        );
        expect(verdictOf({ request })).toMatchObject({ valid: true, eventId: EVENT.id });
      }
    }
  });

  it('accepts the live brand word in the header names (X-Shipandco-…)', () => {
    const s = signed(COMPACT);
    const request = rawRequest(
      {
        'X-Shipandco-Signature': s.signature,
        'X-Shipandco-Timestamp': s.timestamp,
        'X-Shipandco-Event-Id': EVENT.id,
      },
      COMPACT,
    );
    expect(verdictOf({ request })).toMatchObject({ valid: true });
  });

  it('a secret other than the signer’s is a mismatch', () => {
    expect(verdictOf(signed(COMPACT, TS, 'another-secret'))).toMatchObject({
      valid: false,
      reason: 'mismatch',
    });
  });
});

describe('one flipped byte fails with the right reason', () => {
  const s = signed(COMPACT);

  it('in the body, at every position sampled', () => {
    for (let i = 0; i < COMPACT.length; i += 7) {
      expect(verdictOf({ ...s, body: flip(COMPACT, i) })).toMatchObject({ valid: false, reason: 'mismatch' });
    }
  });

  it('in the signature digest: mismatch while it stays hex, malformed when it does not', () => {
    const hexAt = s.signature.length - 1;
    const other = s.signature[hexAt] === '0' ? '1' : '0';
    expect(verdictOf({ ...s, signature: s.signature.slice(0, hexAt) + other })).toMatchObject({
      reason: 'mismatch',
    });
    expect(verdictOf({ ...s, signature: `${s.signature.slice(0, hexAt)}g` })).toMatchObject({
      reason: 'malformed_signature',
    });
    expect(verdictOf({ ...s, signature: s.signature.replace('sha256=', 'sha257=') })).toMatchObject({
      reason: 'malformed_signature',
    });
  });

  it('in the timestamp: a different second was signed', () => {
    expect(verdictOf({ ...s, timestamp: String(TS + 1) })).toMatchObject({ reason: 'mismatch' });
    expect(verdictOf({ ...s, timestamp: `${TS}x` })).toMatchObject({ reason: 'malformed_signature' });
  });

  it('a timestamp in milliseconds is named as such', () => {
    const v = verdictOf({ ...s, timestamp: `${TS}000` });
    expect(v).toMatchObject({ reason: 'malformed_signature' });
    if (!v.valid) expect(v.hints.join(' ')).toContain('milliseconds');
  });
});

describe('timestamps', () => {
  it('a stale but genuine delivery reports how stale', () => {
    const old = TS - 3600;
    const v = verdictOf(signed(COMPACT, old));
    expect(v).toMatchObject({ valid: false, reason: 'timestamp_too_old' });
    if (!v.valid) {
      expect(v.detail).toContain('3612 s ago');
      expect(v.hints.join(' ')).toContain('signed 1 h ago: 55 min 12 s older than the 300 s tolerance');
    }
  });

  it('a future timestamp is too new; both directions honour --tolerance', () => {
    expect(verdictOf(signed(COMPACT, TS + 400))).toMatchObject({ reason: 'timestamp_too_new' });
    expect(verdictOf({ ...signed(COMPACT, TS + 400), toleranceSec: 600 })).toMatchObject({
      valid: true,
      ageSec: -388,
    });
    expect(verdictOf({ ...signed(COMPACT, TS - 400), toleranceSec: 600 })).toMatchObject({
      valid: true,
      ageSec: 412,
    });
  });
});

describe('explaining a mismatch', () => {
  const s = signed(COMPACT);
  const hintsOf = (v: DeliveryVerdict) => (v.valid ? '' : v.hints.join('\n'));

  it('a re-serialized body (pretty-printed) is named', () => {
    const v = verdictOf({ ...s, body: Buffer.from(JSON.stringify(EVENT, null, 2)) });
    expect(v).toMatchObject({ reason: 'mismatch' });
    expect(hintsOf(v)).toMatch(/re-serialized/);
  });

  it('136 rewritten as 136.0 is named', () => {
    const v = verdictOf({ ...s, body: Buffer.from(COMPACT.toString().replace('136', '136.0')) });
    expect(hintsOf(v)).toMatch(/136\.0/);
  });

  it('a trailing newline is named', () => {
    const v = verdictOf({ ...s, body: Buffer.concat([COMPACT, Buffer.from('\n')]) });
    expect(hintsOf(v)).toMatch(/newline/);
  });

  it('a header id that differs from the body is id_mismatch', () => {
    expect(verdictOf({ ...s, eventId: 'evt_other' })).toMatchObject({ valid: false, reason: 'id_mismatch' });
  });
});

describe('what cannot be verified', () => {
  it('a request without the signature headers is missing_header', () => {
    expect(verdictOf({ request: rawRequest({ 'Content-Type': 'application/json' }, COMPACT) })).toMatchObject(
      { reason: 'missing_header' },
    );
  });

  it('an unreadable request file is invalid, not a crash', () => {
    expect(verdictOf({ request: Buffer.from('\u0000\u0001garbage') })).toMatchObject({
      valid: false,
      reason: 'missing_header',
    });
  });

  it('missing inputs are usage problems', () => {
    expect(checkDelivery({ secret: SECRET, now: NOW })).toMatchObject({ kind: 'usage' });
    expect(checkDelivery({ secret: SECRET, now: NOW, body: COMPACT, timestamp: '1' })).toMatchObject({
      kind: 'usage',
      message: expect.stringContaining('--signature'),
    });
    expect(checkDelivery({ secret: SECRET, now: NOW, body: COMPACT, request: COMPACT })).toMatchObject({
      kind: 'usage',
    });
  });

  it('flags override the saved request’s headers', () => {
    const s = signed(COMPACT);
    const request = rawRequest({ 'X-Service-Signature': 'sha256=00', 'X-Service-Timestamp': '1' }, COMPACT);
    expect(verdictOf({ request, signature: s.signature, timestamp: s.timestamp })).toMatchObject({
      valid: true,
    });
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [59, '59 s'],
    [60, '1 min'],
    [312, '5 min 12 s'],
    [3600, '1 h'],
    [7380, '2 h 3 min'],
    [90000, '1 d 1 h'],
  ])('%i → %s', (s, text) => expect(formatDuration(s)).toBe(text));
});
