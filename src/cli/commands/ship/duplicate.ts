// The duplicate guard: a ref number given by the user (--ref, or setup.ref_number in
// --input) names an order; an active shipment that already carries it means the parcel
// was most likely shipped. Refused (exit 2, nothing sent) unless --allow-duplicate-ref.
import type { ApiClient } from '../../../api/client.js';
import { activeWithRef, shipmentLabel } from '../../lookup/shipments.js';
import { CliError, EXIT } from '../../errors.js';
import { withSpinner } from '../../output/spinner.js';
import type { Context } from '../../context.js';

export async function guardDuplicateRef(
  client: ApiClient,
  ref: string | undefined,
  o: { allow: boolean },
  ctx: Context,
): Promise<void> {
  if (ref === undefined || ref === '' || o.allow) return;
  const found = await withSpinner(ctx.io, `Checking for a shipment with ref ${ref}`, () =>
    activeWithRef(client, ref),
  );
  if (found.length === 0) return;
  throw new CliError(
    `ref ${ref} is already on an active shipment: ${found.map(shipmentLabel).join('; ')}. Nothing was sent.`,
    {
      exitCode: EXIT.usage,
      hint: `see \`shipctl shipments list --ref ${ref}\`; to ship it again anyway add --allow-duplicate-ref`,
    },
  );
}
