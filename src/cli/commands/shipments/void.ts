import type { Context } from '../../context.js';
import { withSpinner } from '../../output/spinner.js';
import { confirmOrCancel, reportDeleted } from '../../prompts/confirm.js';
import { placeOf, recipientName } from '../../shared/shipment-text.js';
import type { Shipment } from '../../../contract/index.js';
import type { Input } from '../../define.js';
import type { voidShipment } from './index.js';
import { messages } from '../../../i18n/index.js';

/** The shipment the question was about is void already: nothing to ask, nothing to send. */
class AlreadyVoid extends Error {}

export async function run(input: Input<typeof voidShipment>, ctx: Context): Promise<number> {
  const { getShipment, voidShipment: voidIt } = await import('../../../ops/shipments.js');
  // What the packer holds (a ref, a tracking number) names the shipment, with or without --yes.
  let found: Shipment | undefined;
  const target = async () =>
    (found ??= await withSpinner(ctx.io, messages().shipping.shipmentText.fetchingOne(input.shipment), () =>
      getShipment(ctx, input.shipment),
    ));
  try {
    await confirmOrCancel(
      ctx,
      (what) => messages().shipping.shipmentText.voidQuestion(what),
      // Show what is about to go, so the question is answered about a parcel, not an ID.
      async () => {
        const s = await target();
        if (s.state === 'void') throw new AlreadyVoid();
        const d = s.delivery ?? {};
        return `${s.id} (${[d.carrier, d.method].filter(Boolean).join(' ')} ${(d.tracking_numbers ?? []).join(',')} → ${recipientName(s.to_address)}, ${placeOf(s.to_address)}${s.test ? messages().shipping.shipmentText.testMark : ''})`;
      },
      input.shipment,
    );
  } catch (err) {
    if (!(err instanceof AlreadyVoid)) throw err;
  }
  const s = await target();
  const voided = await withSpinner(ctx.io, messages().shipping.shipmentText.voiding(s.id), () =>
    voidIt(ctx, s),
  );
  if (voided.alreadyVoid) {
    ctx.notices.info(messages().shipping.shipmentText.voidAlready(s.id));
    return 0;
  }
  reportDeleted(ctx, (words) => words.shipmentText.voidSubject(s.id), voided);
  if (voided.reopenedOrder !== undefined)
    ctx.notices.dim(messages().shipping.shipmentText.reopened(voided.reopenedOrder));
  return 0;
}
