import { link, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { CliError, UsageError } from '../../errors.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';

export interface ShipmentsLabelOptions {
  id: string;
  out?: string;
  force: boolean;
}

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('label')
    .description('Download the label of a shipment (PDF, or ZPL for thermal printers)')
    .argument('<id>', 'shipment ID (API-…)')
    .option('-o, --out <file>', 'where to write it; - for stdout (default <id>.pdf in label_dir or here)')
    .option('--force', 'overwrite an existing file')
    .addHelpText(
      'after',
      examples(
        'shipctl shipments label API-AB12CD34EF',
        'shipctl shipments label API-AB12CD34EF --out label.pdf --force',
        'shipctl shipments label API-AB12CD34EF --out - | lp',
      ),
    )
    .action(
      action(
        kit,
        (id: string, flags: { out?: string; force?: boolean }): ShipmentsLabelOptions => ({
          id,
          out: flags.out,
          force: Boolean(flags.force),
        }),
        run,
      ),
    );
}

/** The document's kind by its first bytes: the link's name says nothing reliable. */
export function labelFormat(bytes: Buffer): 'pdf' | 'zpl' | 'bin' {
  const head = bytes.subarray(0, 16).toString('latin1').trimStart();
  if (head.startsWith('%PDF')) return 'pdf';
  if (head.startsWith('^XA') || head.startsWith('~')) return 'zpl';
  return 'bin';
}

const exists = (file: string): Promise<boolean> =>
  stat(file).then(
    () => true,
    () => false,
  );

const refuse = (file: string): never => {
  throw new UsageError(
    `${file} already exists; nothing was written`,
    'pass --force to overwrite it, or --out another file',
  );
};

export async function run(opts: ShipmentsLabelOptions, ctx: Context): Promise<number> {
  const explicit = opts.out && opts.out !== '-' ? path.resolve(ctx.cwd, opts.out) : undefined;
  if (explicit && !opts.force && (await exists(explicit))) refuse(explicit);
  const { downloadDocument, shipments } = await import('../../../api/index.js');
  const client = await ctx.client();
  const shipment = await withSpinner(ctx.io, `Fetching ${opts.id}`, () => shipments.get(client, opts.id));
  const link = shipment.delivery?.label;
  if (!link)
    throw new CliError(`shipment ${opts.id} has no label link`, {
      hint: 'see shipctl shipments get ' + opts.id,
    });
  const doc = await withSpinner(ctx.io, 'Downloading the label', () =>
    downloadDocument(link, { baseUrl: client.baseUrl }),
  );
  const format = labelFormat(doc.bytes);
  if (opts.out === '-') {
    ctx.io.stdout.write(doc.bytes);
    return 0;
  }
  const dir = ctx.settings().defaults.label_dir.value ?? ctx.cwd;
  const file = explicit ?? path.resolve(ctx.cwd, dir, `${opts.id}.${format === 'zpl' ? 'zpl' : 'pdf'}`);
  await mkdir(path.dirname(file), { recursive: true });
  await save(file, doc.bytes, opts.force);
  if (ctx.globals.json)
    printJson(ctx.io, { id: opts.id, file, bytes: doc.bytes.length, format, url: doc.url ?? null });
  else {
    ctx.io.stdout.write(`${file}\n`);
    if (format === 'bin') ctx.notices.warn('the label is neither PDF nor ZPL; it was saved as it came');
    if (shipment.state === 'void')
      ctx.notices.warn(`${opts.id} is void: this label is not valid for shipping`);
  }
  return 0;
}

/**
 * Never half a file: written beside the target, then moved in. Without --force the move is a
 * hard link, which fails atomically when the target exists (a file that appeared meanwhile wins).
 */
async function save(file: string, bytes: Buffer, force: boolean): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, bytes);
  try {
    if (force) await rename(tmp, file);
    else await link(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') refuse(file);
    throw err;
  } finally {
    await rm(tmp, { force: true });
  }
}
