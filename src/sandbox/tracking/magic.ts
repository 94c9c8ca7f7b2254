// Magic tracking numbers, like EasyPost's test trackers: fixed outcomes that any
// principal can query for every tracking carrier without owning a shipment. They
// are plain words, case-insensitive, so a script can use them without knowing a
// carrier's number format. Queries still count toward the 15 per number.
// The story is anchored on the JST day of the sandbox clock, so it is the same
// all day and moves with `sandbox clock`.
import { addDaysIso, JST_OFFSET_MS, jstToday } from '../../domain/index.js';
import type { EventLocation } from './locations.js';
import { EXPORT_HUB } from './locations.js';
import type { TrackingEvent, TrackingStatus } from './timeline.js';

export type MagicOutcome =
  | { kind: 'record'; history: TrackingEvent[]; pending?: TrackingEvent }
  | { kind: 'not-found' }
  | { kind: 'unreachable' };

export interface MagicNumber {
  number: string;
  /** What a query answers, for the docs table. */
  answer: string;
}

export const MAGIC_NUMBERS: readonly MagicNumber[] = [
  {
    number: 'SANDBOX-DELIVERED',
    answer: '200, delivered yesterday 14:00 JST after collection and two transit scans',
  },
  {
    number: 'SANDBOX-IN-TRANSIT',
    answer: '200, transit (collected two days ago, at the destination hub since yesterday)',
  },
  { number: 'SANDBOX-COLLECTED', answer: '200, collected yesterday 16:00 JST' },
  {
    number: 'SANDBOX-EXCEPTION',
    answer: '200, exception (delivery attempted, recipient absent; held at the depot)',
  },
  { number: 'SANDBOX-NEVER-SCANNED', answer: '200, pre-transit with an empty history (spec 4.10 rule 4)' },
  { number: 'SANDBOX-NOT-FOUND', answer: '404 TRACKING_NOT_FOUND' },
  { number: 'SANDBOX-UNREACHABLE', answer: '503 TRACKING_FETCH_FAILED (sagawa: SERVICE_UNAVAILABLE)' },
];

export const isMagicNumber = (n: string): boolean => /^SANDBOX-/i.test(n);

const DOMESTIC = new Set(['sagawa', 'yamato', 'yuupack', 'yuupacket']);

const ORIGIN: EventLocation = { city: 'Shibuya-ku', country: 'JP', zip: '1500002' };
const TOKYO_HUB: EventLocation = { city: '東京 hub', country: 'JP', zip: null };
const OSAKA_HUB: EventLocation = { city: '大阪 hub', country: 'JP', zip: null };
const OSAKA: EventLocation = { city: 'Osaka-shi', country: 'JP', zip: '5300001' };
const LA_GATEWAY: EventLocation = { city: 'Los Angeles', country: 'US', zip: null };
const LA: EventLocation = { city: 'Los Angeles', country: 'US', zip: '90012' };

/** hh:00 JST on the day `days` after the JST date of `now`. */
function jst(now: Date, days: number, hour: number): string {
  const date = addDaysIso(jstToday(now), days);
  return new Date(Date.parse(`${date}T00:00:00Z`) - JST_OFFSET_MS + hour * 3_600_000).toISOString();
}

function story(carrier: string, now: Date): TrackingEvent[] {
  const domestic = DOMESTIC.has(carrier);
  const ev = (date: string, status: TrackingStatus, details: string, location: EventLocation) => ({
    date,
    status,
    details,
    location,
  });
  return [
    ev(jst(now, -2, 16), 'collected', 'Picked up by the carrier', ORIGIN),
    domestic
      ? ev(jst(now, -1, 2), 'transit', 'Departed 東京 hub', TOKYO_HUB)
      : ev(jst(now, -1, 2), 'transit', 'Departed the export hub', EXPORT_HUB),
    domestic
      ? ev(jst(now, -1, 7), 'transit', 'Arrived at 大阪 hub', OSAKA_HUB)
      : ev(jst(now, -1, 7), 'transit', 'Arrived in the destination country; customs cleared', LA_GATEWAY),
    domestic
      ? ev(jst(now, -1, 14), 'delivered', 'Delivered', OSAKA)
      : ev(jst(now, -1, 14), 'delivered', 'Delivered', LA),
  ];
}

/** The outcome of a magic number, or undefined for an ordinary one. */
export function magicOutcome(number: string, carrier: string, now: Date): MagicOutcome | undefined {
  if (!isMagicNumber(number)) return undefined;
  const full = story(carrier, now);
  switch (number.toUpperCase()) {
    case 'SANDBOX-DELIVERED':
      return { kind: 'record', history: full };
    case 'SANDBOX-IN-TRANSIT':
      return { kind: 'record', history: full.slice(0, 3) };
    case 'SANDBOX-COLLECTED':
      return { kind: 'record', history: [{ ...full[0]!, date: jst(now, -1, 16) }] };
    case 'SANDBOX-EXCEPTION':
      return {
        kind: 'record',
        history: [
          ...full.slice(0, 3),
          {
            ...full[3]!,
            status: 'exception',
            details: 'Delivery attempted: recipient absent; held at the depot',
          },
        ],
      };
    case 'SANDBOX-NEVER-SCANNED':
      return {
        kind: 'record',
        history: [],
        pending: {
          date: jst(now, -1, 9),
          status: 'pre-transit',
          details: 'Label created; not yet scanned by the carrier',
          location: ORIGIN,
        },
      };
    case 'SANDBOX-UNREACHABLE':
      return { kind: 'unreachable' };
    default:
      // SANDBOX-NOT-FOUND, and any other SANDBOX- word: nothing is known of it.
      return { kind: 'not-found' };
  }
}
