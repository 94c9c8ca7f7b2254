// What `ship` takes from a packing station: a --preset's stored choices (flags win),
// the print target checked before anything is sent, and the label printed after.
import type { ApiClient } from '../../../api/client.js';
import type { PrintTarget } from '../../../config/index.js';
import type { Shipment } from '../../../contract/index.js';
import type { Context } from '../../context.js';
import { EXIT } from '../../errors.js';
import { printShipmentLabel, printTargetOf } from '../../print/index.js';
import { stationChoices } from '../../station/preset.js';
import type { ShipOptions } from './options.js';

export function stationStep(
  given: ShipOptions,
  ctx: Context,
): { opts: ShipOptions; printTarget?: PrintTarget } {
  const preset = given.preset !== undefined ? stationChoices(ctx, given.preset) : {};
  const opts: ShipOptions = {
    ...given,
    carrier: given.carrier ?? (given.service ? undefined : preset.carrier),
    service: given.service ?? preset.service,
    packSize: given.packSize ?? preset.pack_size,
    fromWarehouse: given.fromWarehouse ?? (given.fromAddress ? undefined : preset.from_warehouse),
  };
  const printTarget = printTargetOf(
    {
      print: Boolean(given.print) || (given.preset !== undefined && preset.printer !== undefined),
      printer: given.printer,
    },
    ctx,
    preset.printer,
  );
  return { opts, ...(printTarget ? { printTarget } : {}) };
}

/** Prints the label; a failed print leaves the label on disk and makes the exit 7 (the shipment exists). */
export async function printAfter(
  ctx: Context,
  client: ApiClient,
  shipment: Shipment,
  target: PrintTarget,
  savedFile: string | undefined,
  code: number,
): Promise<number> {
  const printed = await printShipmentLabel(ctx, client, shipment, target, savedFile ? { savedFile } : {});
  return printed.ok ? code : EXIT.partial;
}
