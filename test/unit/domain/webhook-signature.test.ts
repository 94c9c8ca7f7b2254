import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { itNeeds } from '../../helpers/tools.js';
import {
  diagnoseMismatch,
  signWebhook,
  verifyWebhook,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../../../src/domain/index.js';

const SECRET = 'whsec_test_0123456789';
const TS = 1795395600; // 2026-11-24T00:00:00Z
const NOW = new Date(TS * 1000 + 30_000);
const BODY =
  '{"id":"evt_123","type":"tracking.updated","created_at":"2026-11-24T00:00:00Z","data":{"shipment_id":"API-ABCDEFGHIJ","carrier":"yamato","tracking_number":"123456789012","current_status":{"date":"2026-11-24T00:00:00Z","status":"transit","details":"輸送中","location":{"city":"Tokyo","country":"JP","zip":null}},"sub_user_id":""}}';

function opensslSignature(secret: string, payload: Buffer): string {
  const out = execFileSync('openssl', ['dgst', '-sha256', '-hmac', secret], { input: payload })
    .toString()
    .trim();
  return `sha256=${out.split(/\s+/).pop()}`;
}

const verify = (over: Partial<Parameters<typeof verifyWebhook>[0]> = {}) =>
  verifyWebhook({
    secret: SECRET,
    rawBody: BODY,
    signature: signWebhook(SECRET, TS, BODY),
    timestamp: String(TS),
    eventId: 'evt_123',
    now: NOW,
    ...over,
  });

describe('spec 6.1 headers', () => {
  it('header names carry the brand word', () => {
    expect([WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER, WEBHOOK_EVENT_ID_HEADER]).toEqual([
      'X-Service-Signature',
      'X-Service-Timestamp',
      'X-Service-Event-Id',
    ]);
  });
});

describe('spec 6.3 signature', () => {
  itNeeds(['openssl'])('matches an independent openssl HMAC over "timestamp.body"', () => {
    const expected = opensslSignature(SECRET, Buffer.from(`${TS}.${BODY}`, 'utf8'));
    expect(signWebhook(SECRET, TS, BODY)).toBe(expected);
    expect(verify({ signature: expected })).toEqual({ valid: true, ageSec: 30 });
  });
  it('signs raw bytes: a Uint8Array body gives the same signature as its string', () => {
    expect(signWebhook(SECRET, TS, new TextEncoder().encode(BODY))).toBe(
      signWebhook(SECRET, String(TS), BODY),
    );
  });
  it('a flipped byte in the body fails with mismatch', () => {
    const bytes = new TextEncoder().encode(BODY);
    bytes[10] = (bytes[10] ?? 0) ^ 0x01;
    expect(verify({ rawBody: bytes })).toMatchObject({ valid: false, reason: 'mismatch' });
  });
  it('a flipped hex digit in the signature fails with mismatch', () => {
    const sig = signWebhook(SECRET, TS, BODY);
    const flipped = sig.slice(0, -1) + (sig.endsWith('0') ? '1' : '0');
    expect(verify({ signature: flipped })).toMatchObject({ valid: false, reason: 'mismatch' });
  });
  it('a changed timestamp fails with mismatch (the timestamp is signed)', () => {
    expect(verify({ timestamp: String(TS + 1) })).toMatchObject({ valid: false, reason: 'mismatch' });
  });
  it('the wrong secret fails with mismatch', () => {
    expect(verify({ secret: 'other' })).toMatchObject({ valid: false, reason: 'mismatch' });
  });
  it('missing headers', () => {
    expect(verify({ signature: undefined })).toMatchObject({
      valid: false,
      reason: 'missing_header',
      detail: expect.stringContaining('X-Service-Signature'),
    });
    expect(verify({ timestamp: '' })).toMatchObject({
      valid: false,
      reason: 'missing_header',
      detail: expect.stringContaining('X-Service-Timestamp'),
    });
  });
  it('malformed signatures never throw', () => {
    for (const s of ['sha1=abc', 'sha256=xyz', 'sha256=abcd', `sha256=${'0'.repeat(63)}g`, 'deadbeef']) {
      expect(verify({ signature: s })).toMatchObject({ valid: false, reason: 'malformed_signature' });
    }
    expect(verify({ timestamp: 'yesterday' })).toMatchObject({ valid: false, reason: 'malformed_signature' });
  });
  it('stale timestamp reports its age; 300 s is still accepted', () => {
    const sig = signWebhook(SECRET, TS, BODY);
    expect(verify({ signature: sig, now: new Date((TS + 300) * 1000) })).toEqual({
      valid: true,
      ageSec: 300,
    });
    const stale = verify({ signature: sig, now: new Date((TS + 301) * 1000) });
    expect(stale).toMatchObject({ valid: false, reason: 'timestamp_too_old', ageSec: 301 });
    expect(stale.valid === false && stale.detail).toContain('301 s ago');
  });
  it('a timestamp too far in the future is refused', () => {
    expect(verify({ now: new Date((TS - 301) * 1000) })).toMatchObject({
      valid: false,
      reason: 'timestamp_too_new',
      ageSec: -301,
    });
    expect(verify({ now: new Date((TS - 300) * 1000) })).toMatchObject({ valid: true });
  });
  it('event id header must equal the body id', () => {
    expect(verify({ eventId: 'evt_999' })).toMatchObject({ valid: false, reason: 'id_mismatch' });
    expect(verify({ eventId: undefined })).toMatchObject({ valid: true });
  });
  it('id check on a body that is not JSON reports id_mismatch, not an exception', () => {
    const raw = 'not json';
    expect(verify({ rawBody: raw, signature: signWebhook(SECRET, TS, raw) })).toMatchObject({
      valid: false,
      reason: 'id_mismatch',
    });
  });
});

describe('diagnoseMismatch', () => {
  it('spots a trailing newline and a re-serialized body', () => {
    expect(diagnoseMismatch(`${BODY}\n`).join(' ')).toContain('ends with a newline');
    const pretty = JSON.stringify(JSON.parse(BODY), null, 2);
    expect(diagnoseMismatch(pretty).join(' ')).toContain('pretty-printed');
    expect(diagnoseMismatch('{"weight":136.0}').join(' ')).toContain('136.0');
  });
  it('says nothing about the body as sent', () => {
    expect(diagnoseMismatch(BODY)).toEqual([]);
  });
});
