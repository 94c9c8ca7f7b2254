import path from 'node:path';
import { recordFileName } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import { CliError, EXIT } from '../../errors.js';
import { checkTarget, writeResult } from '../../output/result-file.js';
import { checkOutputFiles } from '../../output/output-files.js';
import { printerFile, printShipmentLabel, printTargetOf } from '../../print/index.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { formatOf } from '../../print/send.js';
import type { Input } from '../../define.js';
import type { label } from './index.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof label>, ctx: Context): Promise<number> {
  const explicit = input.out && input.out !== '-' ? path.resolve(ctx.cwd, input.out) : undefined;
  const target = await printTargetOf(input, ctx);
  checkOutputFiles({
    outputs: [{ flag: '--out', value: input.out }, ...printerFile(target, input)],
    cwd: ctx.cwd,
    paths: ctx.settings().paths,
  });
  // A file the user named is refused before anything is fetched (unless --force); the folder's
  // own <id>.pdf holding the same label already is no clash (writeResult).
  if (explicit) await checkTarget(explicit, { flag: '--out', force: Boolean(input.force) });
  const [{ downloadDocument }, { resolveShipment }] = await Promise.all([
    import('../../../api/index.js'),
    import('../../../ops/lookup.js'),
  ]);
  const client = await ctx.client();
  const text = messages().shipping.shipmentText;
  const shipment = await withSpinner(ctx.io, text.fetchingOne(input.shipment), () =>
    resolveShipment(client, input.shipment),
  );
  const id = shipment.id;
  const link = shipment.delivery?.label;
  if (!link) throw new CliError(text.label.noLink(id), { hint: text.label.noLinkHint(id) });
  const doc = await withSpinner(ctx.io, text.label.downloading, () =>
    downloadDocument(link, { baseUrl: client.baseUrl }),
  );
  const format = formatOf(doc.bytes);
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
  // Where `ship` saves its labels: label_dir, else the data directory's labels folder — a
  // packer's labels are in one place whichever command fetched them.
  const settings = ctx.settings();
  const labelDir = settings.defaults.label_dir.value;
  const file =
    explicit ??
    path.resolve(
      ctx.cwd,
      labelDir ?? path.join(settings.paths.dataDir, 'labels'),
      `${recordFileName(id)}.${format === 'zpl' ? 'zpl' : 'pdf'}`,
    );
  // A clash names what the user can change: label_dir when it chose the folder, else --out.
  await writeResult(file, doc.bytes, {
    flag: explicit || !labelDir ? '--out' : 'label_dir',
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
