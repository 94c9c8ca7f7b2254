import path from 'node:path';
import type { Context } from '../../context.js';
import { EXIT } from '../../errors.js';
import { checkTarget, writeResult } from '../../../ops/result-file.js';
import { checkOutputFiles } from '../../output/output-files.js';
import { printerFile, printShipmentLabel, printTargetOf } from '../../print/index.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import type { Input } from '../../define.js';
import type { label } from './index.js';
import { IO_FLAGS } from '../../shared/flags.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof label>, ctx: Context): Promise<number> {
  const explicit = input.out && input.out !== '-' ? path.resolve(ctx.cwd, input.out) : undefined;
  const target = await printTargetOf(input, ctx);
  checkOutputFiles({
    outputs: [{ flag: IO_FLAGS.out.long, value: input.out }, ...printerFile(target, input)],
    cwd: ctx.cwd,
    paths: ctx.settings().paths,
  });
  // A file the user named is refused before anything is fetched (unless --force); the folder's
  // own <id>.pdf holding the same label already is no clash (writeResult).
  if (explicit) await checkTarget(explicit, { flag: IO_FLAGS.out.long, force: Boolean(input.force) });
  const { getShipment, labelBytes, labelFileIn, labelFolder } = await import('../../../ops/shipments.js');
  const text = messages().shipping.shipmentText;
  const shipment = await withSpinner(ctx.io, text.fetchingOne(input.shipment), () =>
    getShipment(ctx, input.shipment),
  );
  const id = shipment.id;
  const doc = await withSpinner(ctx.io, text.label.downloading, () => labelBytes(ctx, shipment));
  const { format } = doc;
  const client = await ctx.client();
  if (target && input.out === undefined) {
    const printed = await printShipmentLabel(ctx, client, shipment, target, {
      bytes: doc.bytes,
      byName: true,
    });
    if (ctx.globals.json)
      printJson(ctx.io, {
        id,
        printed: printed.ok,
        target: printed.target,
        error: printed.error ?? null,
        file: printed.file ?? null,
      });
    return printed.ok ? 0 : EXIT.failure;
  }
  if (input.out === '-') {
    ctx.io.stdout.write(doc.bytes);
    return 0;
  }
  const labelDir = ctx.settings().defaults.label_dir.value;
  const file = explicit ?? labelFileIn(labelFolder(ctx), id, format);
  // A clash names what the user can change: label_dir when it chose the folder, else --out.
  await writeResult(file, doc.bytes, {
    flag: explicit || !labelDir ? IO_FLAGS.out.long : 'label_dir',
    force: Boolean(input.force),
  });
  if (
    target &&
    !(await printShipmentLabel(ctx, client, shipment, target, { savedFile: file, byName: true })).ok
  ) {
    if (!ctx.globals.json) ctx.io.stdout.write(`${file}\n`);
    return EXIT.failure;
  }
  if (ctx.globals.json)
    printJson(ctx.io, { id, file, bytes: doc.bytes.length, format, url: doc.url ?? null });
  else {
    ctx.io.stdout.write(`${file}\n`);
    if (format === 'bin') ctx.notices.warn(text.label.unknownFormat);
    if (shipment.state === 'void') ctx.notices.warn(text.label.isVoid(id));
  }
  return 0;
}
