// Printing labels for ship, orders ship, batch ship, shipments label and station:
// the target from --printer, else the stored `printer`; then each label in row order.
import type { Context } from '../context.js';
import { messages } from '../../i18n/index.js';
import { UsageError } from '../errors.js';
import { checkOutputFiles, type FileFlag } from '../output/output-files.js';
import { parsePrinter, printerForms, type NoteSize, type PrintTarget } from '../../config/index.js';
import { checkPrintTarget } from './check.js';
import type { NoteChoice } from './note.js';
import { PRINT_FLAGS } from '../shared/flags.js';

export { formatOf, printBytes, type LabelFormat, type PrintResult } from './send.js';
export { describeTarget, parsePrinter, PRINTER_FORMS, type PrintTarget } from '../../config/index.js';
export { printShipmentLabel, type LabelPrinted } from './label.js';
export type { NoteChoice } from './note.js';

/**
 * The target when printing was asked for (--print or --printer), else undefined. A
 * --printer value or a stored one that cannot be read, a CUPS queue that does not exist or a
 * file that cannot take the pages is a usage error before anything is bought.
 */
export async function printTargetOf(
  options: { print?: boolean; printer?: string },
  ctx: Pick<Context, 'cwd' | 'env' | 'settings'>,
  stored?: string,
): Promise<PrintTarget | undefined> {
  const target = printTargetParsed(options, ctx, stored);
  if (target)
    await checkPrintTarget(
      target,
      options.printer !== undefined ? PRINT_FLAGS.printer.long : 'printer',
      ctx.env,
    );
  return target;
}

/** printTargetOf without asking the printer (a command that only names where it would print). */
export function printTargetParsed(
  options: { print?: boolean; printer?: string },
  ctx: Pick<Context, 'cwd' | 'settings'>,
  stored?: string,
): PrintTarget | undefined {
  if (!options.print && options.printer === undefined) return undefined;
  const raw = options.printer ?? stored ?? ctx.settings().defaults.printer?.value;
  if (raw === undefined)
    throw new UsageError(
      messages().support.print.noPrinter(PRINT_FLAGS.print.long),
      messages().support.print.noPrinterHint(PRINT_FLAGS.printer.long, printerForms()),
    );
  const parsed = parsePrinter(raw, ctx.cwd);
  if (!parsed.ok)
    throw new UsageError(
      messages().support.print.badPrinter(
        options.printer !== undefined ? PRINT_FLAGS.printer.long : 'printer',
        parsed.issue,
      ),
    );
  // A spool file is appended to: inside shipctl's own directories it would corrupt its files.
  checkOutputFiles({
    outputs: printerFile(parsed.target, options),
    cwd: ctx.cwd,
    paths: ctx.settings().paths,
  });
  return parsed.target;
}

/** A printer that is a file or device, as one of a command's outputs (checkOutputFiles). */
export function printerFile(target: PrintTarget | undefined, options: { printer?: string }): FileFlag[] {
  if (target?.kind !== 'path') return [];
  return [{ flag: options.printer !== undefined ? PRINT_FLAGS.printer.long : 'printer', value: target.file }];
}

/**
 * The delivery note to print after each label: --delivery-note SIZE (off: none), else the
 * stored delivery_note; none when nothing prints. A raw port cannot take one (it is a PDF).
 */
export function noteChoiceOf(
  options: { deliveryNote?: string; gift?: boolean },
  ctx: Pick<Context, 'settings'>,
  target: PrintTarget | undefined,
): NoteChoice | undefined {
  const size = options.deliveryNote ?? ctx.settings().defaults.delivery_note.value;
  if (!target || size === undefined || size === 'off') return undefined;
  if (target.kind === 'tcp')
    throw new UsageError(
      messages().paper.target.noteOnRawPort(
        options.deliveryNote !== undefined ? PRINT_FLAGS.deliveryNote.long : 'delivery_note',
      ),
    );
  return { size: size as NoteSize, ...(options.gift ? { gift: true } : {}) };
}
