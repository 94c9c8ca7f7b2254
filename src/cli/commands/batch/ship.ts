import type { Command } from 'commander';
import { action, examples, lazyRun, type CommandKit } from '../../command-kit.js';
import type { BatchShipOptions, ShipFlags } from '../../order-runs/batch-options.js';

export type { BatchShipOptions } from '../../order-runs/batch-options.js';

export function register(batch: Command, kit: CommandKit): void {
  batch
    .command('ship')
    .description('Create a shipment per order of a CSV file (or - for stdin), journaled so a re-run resumes')
    .argument('<file>', 'CSV file: UTF-8, UTF-8 with BOM or Shift_JIS; - reads stdin')
    .optionsGroup('CSV file:')
    .option('--encoding <enc>', 'force the file encoding: utf8, sjis, utf16le, utf16be')
    .option('--map <file.json>', 'column mapping, our field → your header: {"zip": "Postal"}')
    .optionsGroup('Row defaults:')
    .option('--carrier <type>', 'carrier for rows without a carrier column (sagawa, yamato…)')
    .option('--service <code>', 'service for rows without a service column (default <carrier>_regular)')
    .option('--carrier-id <id>', 'carrier account for every row')
    .option('--pack-size <n>', 'pack size for rows without a size column')
    .option(
      '--shipment-date <date>',
      'ship date for rows without a 出荷日 column: today, tomorrow or YYYY-MM-DD',
    )
    .option('--test', 'free test labels (setup.test)')
    .option('--from-warehouse <id>', 'sender warehouse (default: the stored from_warehouse, else the first)')
    .optionsGroup('Run control:')
    .option('--dry-run', 'check the whole file and stop; nothing is sent')
    .option('--estimate', 'quote every row with POST /v1/rates and show the total')
    .option('--skip-invalid', 'ship the valid rows; record invalid ones as skipped')
    .option('--retry-failed', 'send again the rows the server refused in an earlier attempt')
    .option('--max-total <amount>', 'refuse to start, or stop, before the quoted total passes this')
    .option('--concurrency <n>', 'requests in flight (default 4)')
    .optionsGroup('Results and labels:')
    .option(
      '--out <file>',
      "write the results CSV here (default stdout); a cell starting with = + - @ gets a leading ' so spreadsheets show it as text",
    )
    .option(
      '--out-encoding <enc>',
      'results encoding: utf8, utf8-bom, sjis (default: the input’s: a Shift_JIS file gets sjis)',
    )
    .option('--labels-dir <dir>', 'where labels are saved (default: the run’s directory under the data dir)')
    .option('--labels-pdf <file>', 'also merge every label, in file order, into one PDF')
    .option('--no-labels', 'do not download labels')
    .option('--print', 'print every label in file order (--printer, else the stored printer)')
    .option(
      '--printer <target>',
      'lp, lp:QUEUE, tcp://HOST:PORT (ZPL) or a file/device path; implies --print',
    )
    .addHelpText(
      'after',
      '\nRe-running the same command (same file, same options) resumes the run: rows already shipped\n' +
        'are not sent again. Column names, Japanese headers and the Shopify preset: docs/batch.md.\n' +
        examples(
          'shipctl batch ship orders.csv --dry-run',
          'shipctl batch ship orders.csv --carrier sagawa --pack-size 60 --estimate --yes --out results.csv',
          'shipctl batch ship orders.csv --test --labels-pdf labels.pdf --out-encoding sjis --out results.csv',
          'cat orders.csv | shipctl batch ship - --yes --json',
        ),
    )
    .action(action(kit, (file: string, flags: ShipFlags) => ({ ...flags, file }), run));
}

/** Loaded when the verb runs: the CSV, journal and SQLite stack and api/ stay out of --help. */
export const run = lazyRun<BatchShipOptions>(() => import('./ship-run.js'));
