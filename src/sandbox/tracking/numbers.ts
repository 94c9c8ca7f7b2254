// Plausible tracking numbers per carrier, made deterministically from a counter
// and a seed: the same (seed, counter) always gives the same number, and two
// counters never give the same number for one carrier, because the counter is
// spread over the number space by an affine map whose stride is coprime with it.
// Check digits follow the carriers' published schemes where they are known
// (mod-7 for the Japanese domestic carriers, UPU S10 for Japan Post
// international, the 1Z scheme for UPS), so numbers also pass a client's checks.
import { createHash } from 'node:crypto';
import type { CarrierType } from '../../domain/index.js';

/** A stable 48-bit integer from a seed string and a salt. */
function seedInt(seed: string, salt: string): bigint {
  return BigInt(`0x${createHash('sha256').update(`${seed}:${salt}`).digest('hex').slice(0, 12)}`);
}

/** counter ↦ offset + counter × stride (mod 10^digits), with a stride coprime with 10. */
function spread(seed: string, salt: string, counter: number, digits: number): string {
  const space = 10n ** BigInt(digits);
  const offset = seedInt(seed, `${salt}:offset`) % space;
  // k × 10 + 3 is odd and not a multiple of 5, so coprime with 10^digits.
  const stride = (seedInt(seed, `${salt}:stride`) % (space / 10n)) * 10n + 3n;
  return ((offset + BigInt(counter) * stride) % space).toString().padStart(digits, '0');
}

/** Japanese domestic carriers: the last digit is the rest of the others divided by 7. */
function mod7(base: string): string {
  return `${base}${BigInt(base) % 7n}`;
}

const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;

/** UPU S10: two service letters, 8 digits, a check digit, the country. */
function s10(prefix: string, eight: string): string {
  const sum = [...eight].reduce((acc, d, i) => acc + Number(d) * S10_WEIGHTS[i]!, 0);
  const rest = 11 - (sum % 11);
  const check = rest === 10 ? 0 : rest === 11 ? 5 : rest;
  return `${prefix}${eight}${check}JP`;
}

/** UPS 1Z: shipper (6), service (2), package (7) and a check over those 15 characters. */
function ups1z(shipper: string, service: string, seven: string): string {
  const body = `${shipper}${service}${seven}`;
  let sum = 0;
  [...body].forEach((ch, i) => {
    const v = /\d/.test(ch) ? Number(ch) : (ch.charCodeAt(0) - 63) % 10;
    sum += i % 2 === 1 ? v * 2 : v;
  });
  return `1Z${body}${(10 - (sum % 10)) % 10}`;
}

function upsShipper(seed: string): string {
  const alphabet = 'ABCDEFGHJKLMNPRSTUVWXY0123456789';
  let n = seedInt(seed, 'ups-shipper');
  let out = '';
  for (let i = 0; i < 6; i++) {
    out += alphabet[Number(n % BigInt(alphabet.length))];
    n /= BigInt(alphabet.length);
  }
  return out;
}

/** S10 service letters by Japan Post product: E = EMS, L = ePacket/small packet, C = parcel, R = registered. */
function s10Prefix(service: string): string {
  if (service.includes('ems')) return 'EX';
  if (service.includes('parcel')) return 'CX';
  if (service.includes('air_packet') || service.includes('smallpacket')) return 'LX';
  return 'RX';
}

export interface TrackingNumberInput {
  carrier: CarrierType;
  service: string;
  /** A per-sandbox counter, unique per number issued. */
  counter: number;
  /** A per-sandbox seed (the account id): two sandboxes rarely collide. */
  seed: string;
}

/** One tracking number; undefined for carriers that do not track (custom). */
export function trackingNumber({ carrier, service, counter, seed }: TrackingNumberInput): string | undefined {
  const n = (salt: string, digits: number) => spread(seed, `${carrier}:${salt}`, counter, digits);
  switch (carrier) {
    case 'sagawa':
    case 'yamato':
    case 'yuupack':
    case 'yamato_intl':
      return mod7(n('base', 11));
    case 'yuupacket':
    case 'yuumail':
      // ゆうパケット / ゆうメール numbers are 11 digits (10 + check).
      return mod7(n('base', 10));
    case 'seino':
      return mod7(n('base', 9));
    case 'japanpost':
    case 'zonos':
      return s10(s10Prefix(service), n(s10Prefix(service), 8));
    case 'dhl':
      return mod7(n('base', 9));
    case 'fedex':
      return n('base', 12);
    case 'ups':
      return ups1z(upsShipper(seed), service.includes('freight') ? '66' : '01', n('base', 7));
    case 'pegasus':
      if (service === 'pegasus_ups') return ups1z(upsShipper(seed), '01', n('ups', 7));
      if (service === 'pegasus_ems') return s10('EX', n('ems', 8));
      return mod7(n('dhl', 9));
    case 'ecms':
      return `EC${n('base', 10)}`;
    case 'custom':
      return undefined;
  }
}
