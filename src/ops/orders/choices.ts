// What an order run is asked to ship with, typed: the shells read it from their flags, the
// station's stored choices or an agent's arguments (the parsing is theirs) and hand it over.

/** A shipment date: a JST day, or one named relative to the day each label is made. */
export type ShipDay = 'today' | 'tomorrow' | `${number}-${number}-${number}`;

export interface OrderShipChoices {
  /** They replace an order's own choice (and the outcome says so). */
  carrier?: string;
  service?: string;
  /** The station's stored carrier and service: for orders that name none of their own. */
  defaultCarrier?: string;
  defaultService?: string;
  carrierId?: string;
  packSize?: number;
  test: boolean;
  /** Without it, a carrier that requires one (yamato) ships today. */
  shipmentDate?: ShipDay;
}
