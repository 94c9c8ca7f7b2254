import { Option, type Command } from 'commander';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { UsageError } from '../../errors.js';
import { matchesText, readWindow } from '../../lookup/shipments.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { shipmentColumns } from '../../shared/shipment-text.js';

export interface ShipmentsFindOptions {
  text: string;
  state: 'active' | 'void' | 'any';
}

export function register(parent: Command, kit: CommandKit): void {
  parent
    .command('find')
    .alias('search')
    .description('Find shipments of the last 2 months by ref number, tracking number or recipient name')
    .argument('<text>', 'a ref number, a tracking number, a shipment id, or part of a name or company')
    .addOption(
      new Option('--state <state>', 'active, void or any (default any)').choices(['active', 'void', 'any']),
    )
    .addHelpText(
      'after',
      examples(
        'shipctl shipments find ORD-1001',
        'shipctl shipments find 鈴木',
        'shipctl shipments find 1234-5678-9012 --json',
      ),
    )
    .action(
      action(
        kit,
        (text: string, flags: { state?: ShipmentsFindOptions['state'] }): ShipmentsFindOptions => ({
          text,
          state: flags.state ?? 'any',
        }),
        run,
      ),
    );
}

export async function run(opts: ShipmentsFindOptions, ctx: Context): Promise<number> {
  if (opts.text.trim() === '') throw new UsageError('nothing to find: give a ref, tracking number or name');
  const client = await ctx.client();
  const all = await withSpinner(ctx.io, 'Searching every page of shipments', () =>
    readWindow(client, { state: opts.state }),
  );
  const found = all.filter((s) => matchesText(s, opts.text));
  printList(ctx, found, shipmentColumns(ctx));
  if (found.length === 0 && !ctx.globals.json)
    ctx.notices.dim(`No shipment of the last 2 months matches "${opts.text}".`);
  return 0;
}
