// The POST /v1/rates body of `rates`: built like a shipment's (flags > --input >
// sender > defaults); quoteShipment checks it with the domain's rules in rates mode and
// sends nothing while a problem remains.
import { keeping, readCarrier, type CarrierType, type Problem } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import { readJsonInput } from '../../input/json-input.js';
import type { RatesQuery } from '../../../ops/quote.js';
import { buildShipmentRequest, chooseSender } from '../../request/index.js';
import { isRecord } from '../../../ops/request/index.js';
import type { RatesOptions } from './index.js';
import { IO_FLAGS, SHIPMENT_FLAGS } from '../../shared/flags.js';
import { messages } from '../../../i18n/index.js';

/** Paths whose flag differs for `rates` from the shared table. */
export function ratesFlags(): Record<string, string> {
  const { fromWarehouse, fromZip, fromProvince } = SHIPMENT_FLAGS;
  return {
    from_address: messages().shipping.rates.senderFlags(fromWarehouse.long, fromZip.long, fromProvince.long),
    setup: IO_FLAGS.input.long,
  };
}

export function parseCarriers(raw: string | undefined): { carriers: CarrierType[]; problems: Problem[] } {
  const names = (raw ?? '')
    .split(/[,、]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const carriers: CarrierType[] = [];
  const problems: Problem[] = [];
  for (const name of names) {
    const r = readCarrier(name);
    if (r.ok) carriers.push(r.value);
    else
      problems.push(
        keeping({ field: 'setup.carrier', issue: `${r.issue} (${SHIPMENT_FLAGS.carrier.long})` }, r.said),
      );
  }
  return { carriers, problems };
}

export async function ratesRequest(options: RatesOptions, ctx: Context): Promise<RatesQuery> {
  const now = await ctx.serviceNow();
  const stored = ctx.settings().defaults;
  const input = options.input
    ? await readJsonInput(ctx, options.input, IO_FLAGS.input.long, { terminal: true })
    : undefined;
  const { carriers, problems: carrierProblems } = parseCarriers(options.carrier);
  const given =
    options.fromZip !== undefined ||
    options.fromProvince !== undefined ||
    (isRecord(input) && isRecord(input.from_address));
  const sender = chooseSender({
    warehouseFlag: options.fromWarehouse,
    given,
    stored: { from_warehouse: stored.from_warehouse.value, from_address: stored.from_address.value },
  });
  const built = await buildShipmentRequest(() => ctx.client(), {
    mode: 'rates',
    input,
    // One carrier is checked with its own rules (pack sizes…); several are filtered afterwards.
    flags: { ...options, carrier: carriers.length === 1 ? carriers[0] : undefined },
    sender,
    defaults: { currency: stored.currency.value },
    now,
  });
  for (const w of built.warnings) ctx.notices.warn(w);
  return {
    body: built.body,
    carriers,
    problems: [...carrierProblems, ...built.problems],
    ...(built.sides ? { sides: built.sides } : {}),
  };
}
