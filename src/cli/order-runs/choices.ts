// The choices of `orders ship` and `station`: flags first, then the station's stored
// choices (`config set station.*`, or a named --preset), as an OrderShipChoices.
import { packSizeFlag } from '../request/values.js';
import { PRINT_FLAGS, SHIPMENT_FLAGS } from '../shared/flags.js';
import { messages } from '../../i18n/index.js';
import type { Context } from '../context.js';
import { ValidationError } from '../errors.js';
import { stationChoices } from './station-preset.js';
import { keeping, isIsoDate, readCarrier } from '../../domain/index.js';
import type { OrderShipChoices, ShipDay } from '../../ops/orders/body.js';

/** What choicesOf reads of the flags `orders ship` and `station` take (as their handlers receive them). */
export interface OrderShipFlags {
  carrier?: string;
  service?: string;
  carrierId?: string;
  packSize?: string;
  test?: boolean;
  fromWarehouse?: string;
  preset?: string;
  print?: boolean;
  printer?: string;
  estimate?: boolean;
  shipmentDate?: string;
}

const RELATIVE_DAYS: Readonly<Record<string, ShipDay>> = {
  today: 'today',
  本日: 'today',
  今日: 'today',
  tomorrow: 'tomorrow',
  明日: 'tomorrow',
};

/** --shipment-date: today, tomorrow (本日, 明日) or a JST day YYYY-MM-DD. */
function readShipDay(raw: string): ShipDay {
  const text = raw.normalize('NFKC').trim().toLowerCase().replace(/\//g, '-');
  const day = RELATIVE_DAYS[text] ?? (isIsoDate(text) ? (text as ShipDay) : undefined);
  if (day === undefined)
    throw new ValidationError([
      {
        field: SHIPMENT_FLAGS.shipmentDate.long,
        issue: messages().shipping.checks.notADay(raw),
      },
    ]);
  return day;
}

/** A carrier as typed (sagawa, 佐川急便, ヤマト…) → its type code; a word no carrier goes by is refused. */
function carrierOf(typed: string | undefined, field: string): string | undefined {
  if (typed === undefined || typed === '') return undefined;
  const read = readCarrier(typed);
  if (!read.ok) throw new ValidationError([keeping({ field, issue: read.issue }, read.said)]);
  return read.value;
}

/** How the user gave each choice, to name it in a problem: the flag typed, else the stored key. */
export interface ChoiceNames {
  carrier: string;
  service: string;
  packSize: string;
  carrierId: string;
  printer: string;
}

export function choicesOf(
  flags: OrderShipFlags,
  ctx: Pick<Context, 'settings'>,
  use: { stationDefaults?: boolean | 'shipping' } = {},
): { choices: OrderShipChoices; fromWarehouse?: string; printer?: string; names: ChoiceNames } {
  const stored = flags.preset !== undefined || use.stationDefaults ? stationChoices(ctx, flags.preset) : {};
  // `orders ship` takes the station's carrier, service and size (what it ships with), not its
  // printer or sender: those are the bench's.
  const station =
    use.stationDefaults === 'shipping' && flags.preset === undefined
      ? { carrier: stored.carrier, service: stored.service, pack_size: stored.pack_size }
      : stored;
  const rawSize = flags.packSize ?? station.pack_size;
  const packSize = packSizeFlag(rawSize, SHIPMENT_FLAGS.packSize.long);
  const defaultService = station.service;
  const defaultCarrier = station.service
    ? undefined
    : carrierOf(
        station.carrier,
        flags.preset === undefined ? 'station.carrier' : `station.${flags.preset}.carrier`,
      );
  const carrier = carrierOf(flags.carrier, SHIPMENT_FLAGS.carrier.long);
  const choices: OrderShipChoices = {
    ...(carrier ? { carrier } : {}),
    ...(flags.service ? { service: flags.service } : {}),
    ...(defaultCarrier ? { defaultCarrier } : {}),
    ...(defaultService ? { defaultService } : {}),
    ...(flags.carrierId ? { carrierId: flags.carrierId } : {}),
    ...(packSize !== undefined ? { packSize } : {}),
    test: Boolean(flags.test),
    ...(flags.shipmentDate !== undefined ? { shipmentDate: readShipDay(flags.shipmentDate) } : {}),
  };
  const fromWarehouse = flags.fromWarehouse ?? station.from_warehouse;
  const printer = flags.printer ?? station.printer;
  const key = (field: string) =>
    flags.preset === undefined ? `station.${field}` : `station.${flags.preset}.${field}`;
  // A choice neither typed nor stored is named by the flag that gives it.
  const named = (flag: string, typed: unknown, stored: unknown, field: string) =>
    typed === undefined && stored !== undefined ? key(field) : flag;
  const names: ChoiceNames = {
    carrier: named(SHIPMENT_FLAGS.carrier.long, flags.carrier, station.carrier, 'carrier'),
    service: named(SHIPMENT_FLAGS.service.long, flags.service, station.service, 'service'),
    packSize: named(SHIPMENT_FLAGS.packSize.long, flags.packSize, station.pack_size, 'pack_size'),
    carrierId: SHIPMENT_FLAGS.carrierId.long,
    // Without a printer of its own, the station prints on the profile's.
    printer:
      flags.printer === undefined && station.printer === undefined
        ? 'printer (shipctl config)'
        : named(PRINT_FLAGS.printer.long, flags.printer, station.printer, 'printer'),
  };
  return {
    choices,
    ...(fromWarehouse ? { fromWarehouse } : {}),
    ...(printer ? { printer } : {}),
    names,
  };
}
