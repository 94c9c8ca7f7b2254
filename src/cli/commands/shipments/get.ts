import type { Shipment } from '../../../contract/index.js';
import type { Context } from '../../context.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { addressLine, printPairs, productLine, setupPairs, whenText } from '../../shared/shipment-text.js';
import type { Input } from '../../define.js';
import type { get } from './index.js';
import { messages } from '../../../i18n/index.js';
import { en } from '../../../i18n/en/index.js';
import { GLOBAL_FLAG } from '../../shared/flags.js';

export async function run(input: Input<typeof get>, ctx: Context): Promise<number> {
  // api/ and contract/ (node:http, zod) are loaded when the verb runs, not for its help.
  const { warningTexts } = await import('../../../contract/index.js');
  const { getShipment } = await import('../../../ops/shipments.js');
  const text = messages().shipping.shipmentText;
  const shipment = await withSpinner(ctx.io, text.fetchingOne(input.shipment), () =>
    getShipment(ctx, input.shipment),
  );
  if (ctx.globals.json) printJson(ctx.io, shipment);
  else printPairs(ctx, shipmentPairs(ctx, shipment, warningTexts(shipment.delivery ?? {})), text.pairKey);
  return 0;
}

/**
 * `warnings`: the texts of delivery.warnings (contract's warningTexts). The keys are those piped
 * rows carry (printPairs shows a person their words); the values a person reads are in the
 * reader's language on a terminal only: piped rows never change with the language.
 */
export function shipmentPairs(
  ctx: Pick<Context, 'io' | 'now'>,
  s: Shipment,
  warnings: readonly string[],
): [string, string][] {
  const d = s.delivery ?? {};
  const setup = (s.setup ?? {}) as Record<string, unknown>;
  const currency = typeof setup.currency === 'string' ? setup.currency : undefined;
  const tty = ctx.io.stdoutIsTTY;
  const words = tty ? messages().shipping.shipmentText : en.shipping.shipmentText;
  const text = words.get;
  const pairs: [string, string][] = [
    ['id', s.id],
    [
      'state',
      [s.state && words.state(s.state), s.test ? text.testLabel : undefined]
        .filter(Boolean)
        .join(text.joiner),
    ],
    ['created', whenText(ctx, s.created_at)],
    ['carrier', [d.carrier, d.method].filter(Boolean).join(' ')],
    ['tracking', (d.tracking_numbers ?? []).join(', ')],
  ];
  if (d.label) pairs.push(['label', d.label]);
  if (d.invoice)
    pairs.push([
      'invoice',
      /^https?:/i.test(d.invoice) ? d.invoice : text.inlinePdfJson(GLOBAL_FLAG.json.long),
    ]);
  if (d.carrier_invoice)
    pairs.push(['carrier invoice', /^https?:/i.test(d.carrier_invoice) ? d.carrier_invoice : text.inlinePdf]);
  pairs.push(['estimated', d.estimated_delivery_date ?? text.noEstimate]);
  for (const w of warnings) pairs.push(['warning', w]);
  // A label abroad prints the sender in Latin letters, a domestic one in kanji.
  const abroad = (s.to_address?.country ?? 'JP') !== 'JP';
  pairs.push(['from', addressLine(s.from_address, { latin: abroad })], ['to', addressLine(s.to_address)]);
  for (const [key, value] of setupPairs(setup)) pairs.push([`setup.${key}`, value]);
  for (const p of s.products ?? []) pairs.push(['product', productLine(p, currency, words.noName)]);
  for (const p of s.parcels ?? [])
    pairs.push([
      'parcel',
      `${p.amount ?? 1} × ${p.weight ?? '?'} g${p.width ? `, ${p.width}×${p.height}×${p.depth} cm` : ''}`,
    ]);
  if (s.customs && Object.keys(s.customs).length > 0) pairs.push(['customs', JSON.stringify(s.customs)]);
  return pairs.filter(([, v]) => v !== '');
}
