// What `ship` takes from a packing station: a --preset's stored choices (flags win),
// the print target (checked by the purchase's plan before anything is sent), and the label printed after.
import type { ApiClient } from '../../../api/client.js';
import type { PrintTarget } from '../../../config/index.js';
import type { Shipment } from '../../../contract/index.js';
import type { Context } from '../../context.js';
import { EXIT } from '../../errors.js';
import { noteChoiceOf, printShipmentLabel, printTargetOf, type NoteChoice } from '../../print/index.js';
import { stationChoices } from '../../order-runs/station-preset.js';
import type { ShipOptions } from './index.js';
import { PRINT_FLAGS } from '../../shared/flags.js';

export async function stationStep(
  given: ShipOptions,
  ctx: Context,
): Promise<{ opts: ShipOptions; printTarget?: PrintTarget; note?: NoteChoice; printerName: string }> {
  const preset = given.preset !== undefined ? stationChoices(ctx, given.preset) : {};
  const opts: ShipOptions = {
    ...given,
    carrier: given.carrier ?? (given.service ? undefined : preset.carrier),
    service: given.service ?? preset.service,
    packSize: given.packSize ?? preset.pack_size,
    fromWarehouse: given.fromWarehouse ?? (given.fromAddress ? undefined : preset.from_warehouse),
  };
  const printTarget = await printTargetOf(
    {
      print: Boolean(given.print) || (given.preset !== undefined && preset.printer !== undefined),
      printer: given.printer,
    },
    ctx,
    preset.printer,
  );
  // Where the printer came from, for a problem with it: the flag, the preset, else the profile.
  const printerName =
    given.printer !== undefined
      ? PRINT_FLAGS.printer.long
      : given.preset !== undefined && preset.printer !== undefined
        ? `station.${given.preset}.printer`
        : 'printer (shipctl config)';
  const note = noteChoiceOf(given, ctx, printTarget);
  return { opts, ...(printTarget ? { printTarget } : {}), ...(note ? { note } : {}), printerName };
}

/** Prints the label; a failed print leaves the label on disk and makes the exit 7 (the shipment exists). */
export async function printAfter(
  ctx: Context,
  client: ApiClient,
  shipment: Shipment,
  target: PrintTarget,
  savedFile: string | undefined,
  code: number,
  note?: NoteChoice,
): Promise<number> {
  const printed = await printShipmentLabel(ctx, client, shipment, target, {
    ...(savedFile ? { savedFile } : {}),
    ...(note ? { note } : {}),
  });
  return printed.ok ? code : EXIT.partial;
}
