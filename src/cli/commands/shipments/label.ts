import path from 'node:path';
import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../command-kit.js';
import { recordFileName } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import { CliError, EXIT } from '../../errors.js';
import { checkTarget, writeResult } from '../../output/result-file.js';
import { checkOutputFiles } from '../../output/output-files.js';
import { printerFile, printShipmentLabel, printTargetOf } from '../../print/index.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { formatOf } from '../../print/send.js';

export interface ShipmentsLabelOptions {
  id: string;
  out?: string;
  force: boolean;
  print?: boolean;
  printer?: string;
}

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('label')
    .description('Download the label of a shipment (PDF, or ZPL for thermal printers)')
    .argument('<shipment>', 'shipment ID (API-…), ref number or tracking number')
    .option('-o, --out <file>', 'where to write it; - for stdout (default <id>.pdf in label_dir or here)')
    .option('--force', 'overwrite an existing file')
    .option(
      '--print',
      'send it to the printer (--printer, else the stored printer); saved only with --out or when printing fails',
    )
    .option(
      '--printer <target>',
      'lp, lp:QUEUE, tcp://HOST:PORT (ZPL) or a file/device path; implies --print',
    )
    .addHelpText(
      'after',
      examples(
        'shipctl shipments label API-AB12CD34EF',
        'shipctl shipments label API-AB12CD34EF --out label.pdf --force',
        'shipctl shipments label API-AB12CD34EF --out - | lp',
        'shipctl shipments label API-AB12CD34EF --print --printer tcp://192.168.1.50:9100',
      ),
    )
    .action(
      action(
        kit,
        (
          id: string,
          flags: { out?: string; force?: boolean; print?: boolean; printer?: string },
        ): ShipmentsLabelOptions => ({
          id: id,
          out: flags.out,
          force: Boolean(flags.force),
          print: Boolean(flags.print),
          printer: flags.printer,
        }),
        run,
      ),
    );
}

export async function run(opts: ShipmentsLabelOptions, ctx: Context): Promise<number> {
  const explicit = opts.out && opts.out !== '-' ? path.resolve(ctx.cwd, opts.out) : undefined;
  const target = printTargetOf(opts, ctx);
  checkOutputFiles({
    outputs: [{ flag: '--out', value: opts.out }, ...printerFile(target, opts)],
    cwd: ctx.cwd,
    paths: ctx.settings().paths,
  });
  if (explicit) await checkTarget(explicit, { flag: '--out', force: opts.force });
  const [{ downloadDocument }, { resolveShipment }] = await Promise.all([
    import('../../../api/index.js'),
    import('../../lookup/shipments.js'),
  ]);
  const client = await ctx.client();
  const shipment = await withSpinner(ctx.io, `Fetching ${opts.id}`, () => resolveShipment(client, opts.id));
  const id = shipment.id;
  const link = shipment.delivery?.label;
  if (!link)
    throw new CliError(`shipment ${id} has no label link`, {
      hint: 'see shipctl shipments get ' + id,
    });
  const doc = await withSpinner(ctx.io, 'Downloading the label', () =>
    downloadDocument(link, { baseUrl: client.baseUrl }),
  );
  const format = formatOf(doc.bytes);
  if (target && opts.out === undefined) {
    const printed = await printShipmentLabel(ctx, client, shipment, target, { bytes: doc.bytes });
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
  if (opts.out === '-') {
    ctx.io.stdout.write(doc.bytes);
    return 0;
  }
  const labelDir = ctx.settings().defaults.label_dir.value;
  const file =
    explicit ??
    path.resolve(ctx.cwd, labelDir ?? ctx.cwd, `${recordFileName(id)}.${format === 'zpl' ? 'zpl' : 'pdf'}`);
  // A clash names what the user can change: label_dir when it chose the folder, else --out.
  await writeResult(file, doc.bytes, {
    flag: explicit || !labelDir ? '--out' : 'label_dir',
    force: opts.force,
  });
  if (target && !(await printShipmentLabel(ctx, client, shipment, target, { savedFile: file })).ok) {
    if (!ctx.globals.json) ctx.io.stdout.write(`${file}\n`);
    return EXIT.failure;
  }
  if (ctx.globals.json)
    printJson(ctx.io, { id, file, bytes: doc.bytes.length, format, url: doc.url ?? null });
  else {
    ctx.io.stdout.write(`${file}\n`);
    if (format === 'bin') ctx.notices.warn('the label is neither PDF nor ZPL; it was saved as it came');
    if (shipment.state === 'void') ctx.notices.warn(`${id} is void: this label is not valid for shipping`);
  }
  return 0;
}
