import type { Shipment } from '../../../contract/index.js';
import type { Context } from '../../context.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { addressLine, printPairs, productLine, setupPairs, whenText } from '../../shared/shipment-text.js';
import type { Input } from '../../define.js';
import type { get } from './index.js';

export async function run(input: Input<typeof get>, ctx: Context): Promise<number> {
  // api/ and contract/ (undici, zod) are loaded when the verb runs, not for its help.
  const { warningTexts } = await import('../../../contract/index.js');
  const client = await ctx.client();
  const { resolveShipment } = await import('../../lookup/shipments.js');
  const shipment = await withSpinner(ctx.io, `Fetching ${input.shipment}`, () =>
    resolveShipment(client, input.shipment),
  );
  if (ctx.globals.json) printJson(ctx.io, shipment);
  else printPairs(ctx, shipmentPairs(ctx, shipment, warningTexts(shipment.delivery ?? {})));
  return 0;
}

/** `warnings`: the texts of delivery.warnings (contract's warningTexts). */
export function shipmentPairs(
  ctx: Pick<Context, 'io' | 'now'>,
  s: Shipment,
  warnings: readonly string[],
): [string, string][] {
  const d = s.delivery ?? {};
  const setup = (s.setup ?? {}) as Record<string, unknown>;
  const currency = typeof setup.currency === 'string' ? setup.currency : undefined;
  const pairs: [string, string][] = [
    ['id', s.id],
    [
      'state',
      [s.state, s.test ? 'test label (not valid for shipping)' : undefined].filter(Boolean).join(', '),
    ],
    ['created', whenText(ctx, s.created_at)],
    ['carrier', [d.carrier, d.method].filter(Boolean).join(' ')],
    ['tracking', (d.tracking_numbers ?? []).join(', ')],
  ];
  if (d.label) pairs.push(['label', d.label]);
  if (d.invoice)
    pairs.push(['invoice', /^https?:/i.test(d.invoice) ? d.invoice : '(inline PDF, see --json)']);
  if (d.carrier_invoice)
    pairs.push(['carrier invoice', /^https?:/i.test(d.carrier_invoice) ? d.carrier_invoice : '(inline PDF)']);
  pairs.push(['estimated', d.estimated_delivery_date ?? '(no estimate)']);
  for (const w of warnings) pairs.push(['warning', w]);
  // A label abroad prints the sender in Latin letters, a domestic one in kanji.
  const abroad = (s.to_address?.country ?? 'JP') !== 'JP';
  pairs.push(['from', addressLine(s.from_address, { latin: abroad })], ['to', addressLine(s.to_address)]);
  for (const [key, value] of setupPairs(setup)) pairs.push([`setup.${key}`, value]);
  for (const p of s.products ?? []) pairs.push(['product', productLine(p, currency)]);
  for (const p of s.parcels ?? [])
    pairs.push([
      'parcel',
      `${p.amount ?? 1} × ${p.weight ?? '?'} g${p.width ? `, ${p.width}×${p.height}×${p.depth} cm` : ''}`,
    ]);
  if (s.customs && Object.keys(s.customs).length > 0) pairs.push(['customs', JSON.stringify(s.customs)]);
  return pairs.filter(([, v]) => v !== '');
}
