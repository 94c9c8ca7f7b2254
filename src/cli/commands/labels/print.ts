import type { Shipment } from '../../../contract/index.js';
import { messages } from '../../../i18n/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { EXIT, UsageError } from '../../errors.js';
import { noteChoiceOf, printShipmentLabel, printTargetOf } from '../../print/index.js';
import { printQueue } from '../../print/queue.js';
import type { print } from './index.js';

export async function run(input: Input<typeof print>, ctx: Context): Promise<number> {
  const text = messages().paper.queue;
  if (!input.pending === (input.names.length === 0)) throw new UsageError(text.nameOrPending);
  const target = (await printTargetOf({ print: true, printer: input.printer }, ctx))!;
  const note = noteChoiceOf(input, ctx, target) ?? (input.noteOnly ? { size: 'a4' as const } : undefined);
  const queue = printQueue(ctx);
  const entries = input.pending ? queue.pending() : input.names.flatMap((n) => queue.find(n));
  const ids = [...new Set(entries.map((e) => e.shipment_id))];
  if (ids.length === 0) {
    if (input.pending) {
      ctx.notices.dim(text.nothingPending);
      return 0;
    }
    throw new UsageError(text.noneNamed(input.names.join(', ')), text.noneNamedHint);
  }
  const { shipments } = await import('../../../api/index.js');
  const client = await ctx.client();
  let failed = 0;
  for (const id of ids) {
    let shipment: Shipment;
    try {
      shipment = await shipments.get(client, id);
    } catch (err) {
      failed += 1;
      ctx.notices.warn(text.notPrinted(text.label, id, '', (err as Error).message));
      continue;
    }
    // A label voided since it was queued is dead: it waits no longer, and never prints.
    if (shipment.state === 'void') {
      queue.voided(id);
      ctx.notices.warn(text.voidSkipped(id));
      continue;
    }
    const waiting = entries.filter((e) => e.shipment_id === id);
    const wantsNote = note ?? (waiting.some((e) => e.kind === 'note') ? { size: 'a4' as const } : undefined);
    const label = waiting.find((e) => e.kind === 'label');
    const printed = await printShipmentLabel(ctx, client, shipment, target, {
      ...(label?.file ? { savedFile: label.file } : {}),
      ...(wantsNote ? { note: wantsNote } : {}),
      ...(input.pending ? {} : { byName: true }),
      ...(input.noteOnly ? { noteOnly: true } : {}),
    });
    if (!printed.ok) failed += 1;
  }
  return failed === 0 ? 0 : failed === ids.length ? EXIT.failure : EXIT.partial;
}
