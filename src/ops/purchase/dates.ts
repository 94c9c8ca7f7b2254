// The dates a user confirms are the dates that are bought: a shipment_date the
// service would replace (dhl always ships today, fedex ignores a malformed date)
// and a delivery date before the ship date are refused when the body is settled, before any purchase,
// rather than moved by the service after the user said yes.
import {
  CARRIERS,
  jstToday,
  resolveShipmentDate,
  SHIPMENT_DATE_RULES,
  type Problem,
} from '../../domain/index.js';
import { carrierOf, isMissing, objectAt, type Body } from '../request/index.js';
import { messages } from '../../i18n/index.js';
import { flagOf } from '../../config/flag-names.js';

const given = (v: unknown): v is string => typeof v === 'string' && v !== '';

export function dateProblems(body: Body, now: Date): Problem[] {
  const setup = objectAt(body, 'setup');
  const carrier = carrierOf(body);
  if (!carrier) return [];
  const problems: Problem[] = [];
  const today = jstToday(now);
  const sd = setup.shipment_date;
  let shipDate = today;
  if (given(sd)) {
    const resolved = resolveShipmentDate(carrier, sd, now);
    if (resolved.value !== sd)
      problems.push({
        field: 'setup.shipment_date',
        issue: messages().shipping.checks.shipDateNotKept(
          sd,
          resolved.warning ?? messages().shipping.checks.carrierWouldUse(carrier, resolved.value),
          resolved.value,
          flagOf('shipment_date'),
        ),
      });
    else shipDate = sd;
  }
  const date = setup.date;
  if (
    given(date) &&
    CARRIERS[carrier].class === 'domestic' &&
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    date < shipDate
  )
    problems.push({
      field: 'setup.date',
      issue: messages().shipping.checks.dateBeforeShipDate(date, shipDate, !given(sd), flagOf('date')),
    });
  return problems;
}

/**
 * On a terminal a ship date the carrier requires (yamato) and nobody gave is today, shown
 * before the confirmation: the packer ships today far more often than not. True when set.
 */
export function fillRequiredShipDate(body: Body, now: Date): boolean {
  const carrier = carrierOf(body);
  const setup = objectAt(body, 'setup');
  if (!carrier || SHIPMENT_DATE_RULES[carrier].kind !== 'required' || !isMissing(setup.shipment_date))
    return false;
  setup.shipment_date = jstToday(now);
  return true;
}
