// The simulated carrier: what a tracking number has gone through at a given
// instant, as a pure function of the shipment and the clock, so the same query
// always tells the same story and tests can walk it by moving the clock.
//
// The story: the label is created (pre-transit, no scan yet); the carrier collects
// at the first pickup round (09:00 or 16:00 JST) at least two hours after
// creation, not before the shipment date; one or two transit scans follow; delivery at 14:00 JST on the
// estimated delivery date (or two days after collection when there is none). A
// voided shipment's story stops where it was when it was voided. Later: magic
// numbers (exceptions), `sandbox advance` and webhooks build on scheduleFor().
import { addDaysIso, isIsoDate, jstToday, JST_OFFSET_MS } from '../../domain/index.js';
import { addressLocation, EXPORT_HUB, hubFor, type EventLocation } from './locations.js';

export type TrackingStatus = 'pre-transit' | 'collected' | 'transit' | 'delivered' | 'exception';

export interface TrackingEvent {
  date: string;
  status: TrackingStatus;
  details: string;
  location: EventLocation;
}

export interface TimelineShipment {
  carrier: string;
  created_at: string;
  shipment_date?: string | null;
  estimated_delivery_date?: string;
  voided_at?: string | null;
  from_address?: Record<string, unknown>;
  to_address?: Record<string, unknown>;
}

const HOUR = 3_600_000;
// Pickup rounds of the day, JST hours.
const PICKUP_HOURS_JST = [9, 16] as const;
const DELIVERY_HOUR_JST = 14;

/** The instant of hh:00 JST on a JST calendar date. */
function jstAt(date: string, hour: number): number {
  return Date.parse(`${date}T00:00:00Z`) - JST_OFFSET_MS + hour * HOUR;
}

/** The first pickup round at or after `from`, on or after `earliestDate`. */
function pickupAfter(from: number, earliestDate: string | undefined): number {
  let day = jstToday(new Date(from));
  if (earliestDate && earliestDate > day) day = earliestDate;
  for (;;) {
    for (const hour of PICKUP_HOURS_JST) {
      const at = jstAt(day, hour);
      if (at >= from) return at;
    }
    day = addDaysIso(day, 1);
  }
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** Every event the parcel will go through, scheduled, including those still in the future. */
export function scheduleFor(s: TimelineShipment): TrackingEvent[] {
  const created = Date.parse(s.created_at);
  const collected = pickupAfter(created + 2 * HOUR, s.shipment_date ?? undefined);
  const planned = isIsoDate(s.estimated_delivery_date)
    ? jstAt(s.estimated_delivery_date, DELIVERY_HOUR_JST)
    : collected + 48 * HOUR;
  const delivered = Math.max(planned, collected + 4 * HOUR);
  const span = delivered - collected;
  const origin = addressLocation(s.from_address);
  const destination = addressLocation(s.to_address);
  const international = destination.country !== origin.country;
  const events: TrackingEvent[] = [
    { date: iso(collected), status: 'collected', details: 'Picked up by the carrier', location: origin },
  ];
  if (international) {
    events.push(
      {
        date: iso(collected + span * 0.3),
        status: 'transit',
        details: 'Departed the export hub',
        location: EXPORT_HUB,
      },
      {
        date: iso(collected + span * 0.7),
        status: 'transit',
        details: 'Arrived in the destination country; customs cleared',
        location: { city: destination.city, country: destination.country, zip: null },
      },
    );
  } else {
    const from = hubFor(s.from_address);
    const to = hubFor(s.to_address);
    events.push({
      date: iso(collected + span * 0.3),
      status: 'transit',
      details: `Departed ${from.city}`,
      location: from,
    });
    if (to.city !== from.city) {
      events.push({
        date: iso(collected + span * 0.7),
        status: 'transit',
        details: `Arrived at ${to.city}`,
        location: to,
      });
    }
  }
  events.push({ date: iso(delivered), status: 'delivered', details: 'Delivered', location: destination });
  return events;
}

/** The events that have happened by `now`, chronological; empty while not yet scanned. */
export function timelineFor(s: TimelineShipment, now: Date): TrackingEvent[] {
  const voided = s.voided_at ? Date.parse(s.voided_at) : Infinity;
  const cutoff = Math.min(now.getTime(), voided);
  return scheduleFor(s).filter((e) => Date.parse(e.date) <= cutoff);
}

/** What a number reports before its first scan (spec 4.10 rule 4). */
export function preTransitEvent(s: TimelineShipment): TrackingEvent {
  return {
    date: s.created_at,
    status: 'pre-transit',
    details: 'Label created; not yet scanned by the carrier',
    location: addressLocation(s.from_address),
  };
}
