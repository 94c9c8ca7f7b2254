import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../command-kit.js';
import { normalizeRecordId } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import { withSpinner } from '../../output/spinner.js';
import { confirmOrCancel, deleteAndReport } from '../../confirm.js';
import { placeOf, recipientName } from './present.js';

export interface ShipmentsVoidOptions {
  id: string;
}

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('void')
    .description('Void (delete) a shipment; asks first on a terminal, --yes skips the question')
    .argument('<id>', 'shipment ID (API-…)')
    .addHelpText(
      'after',
      examples('shipctl shipments void API-AB12CD34EF', 'shipctl shipments void API-AB12CD34EF --yes'),
    )
    .action(action(kit, (id: string): ShipmentsVoidOptions => ({ id: normalizeRecordId(id) }), run));
}

/** The shipment the question was about is void already: nothing to ask, nothing to send. */
class AlreadyVoid extends Error {}

export async function run(opts: ShipmentsVoidOptions, ctx: Context): Promise<number> {
  const { shipments } = await import('../../../api/index.js');
  const client = await ctx.client();
  try {
    await confirmOrCancel(
      ctx,
      (what) => `Void shipment ${what}? Its label becomes invalid.`,
      // Show what is about to go, so the question is answered about a parcel, not an ID.
      async () => {
        const s = await withSpinner(ctx.io, `Fetching ${opts.id}`, () => shipments.get(client, opts.id));
        if (s.state === 'void') throw new AlreadyVoid();
        const d = s.delivery ?? {};
        return `${s.id} (${[d.carrier, d.method].filter(Boolean).join(' ')} ${(d.tracking_numbers ?? []).join(',')} → ${recipientName(s.to_address)}, ${placeOf(s.to_address)}${s.test ? ', test' : ''})`;
      },
      opts.id,
    );
  } catch (err) {
    if (!(err instanceof AlreadyVoid)) throw err;
    ctx.notices.info(`${opts.id} is void already (its label is not valid for shipping): nothing was sent`);
    return 0;
  }
  return deleteAndReport(ctx, `Shipment ${opts.id}`, () =>
    withSpinner(ctx.io, `Voiding ${opts.id}`, () => shipments.delete(client, opts.id)),
  );
}
