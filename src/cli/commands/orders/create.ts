import type { Command } from 'commander';
import type { OrderRequest } from '../../../contract/index.js';
import { analyzeOrderRequest } from '../../../domain/index.js';
import { action, collect, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { ValidationError } from '../../errors.js';
import { enforceRules } from '../../request/rule-sources.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import { printPairs } from '../../shared/shipment-text.js';
import { buildOrderBody, TO_FLAGS, withFlag, type OrderBodyFlags, type ToFlag } from './body.js';
import { orderPairs } from './present.js';

export type OrdersCreateOptions = OrderBodyFlags;

type Flags = Partial<Record<`to${Capitalize<ToFlag>}`, string>> & {
  input?: string;
  product: string[];
  carrier?: string;
  warehouse?: string;
  currency?: string;
  ref?: string;
};

const cap = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

export function register(parent: Command, kit: CommandKit): void {
  const cmd = parent
    .command('create')
    .description('Create an order (completed later in the app); checked before it is sent')
    .optionsGroup('Input:')
    .option('--input <file>', 'the API body as JSON: a file, or - for stdin; flags override its fields');
  cmd.optionsGroup('Recipient:');
  for (const flag of Object.keys(TO_FLAGS) as ToFlag[])
    cmd.option(
      `--to-${flag} <value>`,
      `recipient ${TO_FLAGS[flag]}${flag === 'country' ? ' (default JP)' : ''}`,
    );
  cmd
    .optionsGroup('Order:')
    .option(
      '--product <spec>',
      'a product, name=Tシャツ,qty=2,price=2500 (repeatable; "Tシャツ,2,2500" is read when unambiguous)',
      collect,
      [],
    )
    .option('--carrier <type>', 'carrier type for the order (setup.carrier)')
    .option('--warehouse <id>', 'sender warehouse (setup.warehouse_id; default: your default warehouse)')
    .option('--currency <code>', 'ISO 4217 currency (setup.currency)')
    .option('--ref <text>', 'reference number (setup.ref_number)')
    .addHelpText(
      'after',
      examples(
        'shipctl orders create --input order.json',
        'shipctl orders create --to-name "山田 太郎" --to-zip 1000001 --to-province 東京都 --to-city 千代田区 \\\n      --to-address1 "千代田1-1" --product "name=Tシャツ,qty=2,price=2,500" --carrier sagawa --currency JPY',
        'cat order.json | shipctl orders create --input - --json',
      ),
    )
    .action(action(kit, bind, run));
}

function bind(flags: Flags): OrdersCreateOptions {
  const to: OrderBodyFlags['to'] = {};
  for (const flag of Object.keys(TO_FLAGS) as ToFlag[]) {
    const value = flags[`to${cap(flag)}` as keyof Flags];
    if (typeof value === 'string') to[flag] = value;
  }
  return {
    input: flags.input,
    to,
    products: flags.product,
    carrier: flags.carrier,
    warehouse: flags.warehouse,
    currency: flags.currency,
    ref: flags.ref,
  };
}

export async function run(opts: OrdersCreateOptions, ctx: Context): Promise<number> {
  const { orders } = await import('../../../api/index.js');
  const { body, issues, addressProblems } = await buildOrderBody(ctx, opts);
  const analysis = analyzeOrderRequest(body, { now: await ctx.serviceNow() });
  const problems = [
    ...issues.map((issue) => ({ field: 'products (--product)', issue })),
    ...addressProblems.map((p) => ({ field: withFlag(p.field), issue: p.issue })),
    // A --product that could not be read already explains why the list is empty.
    ...enforceRules(analysis.problems, 'order', ctx)
      .filter((p) => !(issues.length > 0 && p.field === 'products'))
      .map((p) => ({ field: withFlag(p.field), issue: p.issue })),
  ];
  if (problems.length > 0) throw new ValidationError(problems, 'the order is invalid; nothing was sent');
  for (const w of analysis.warnings) ctx.notices.warn(`${w.field}: ${w.issue}`);
  const client = await ctx.client();
  const order = await withSpinner(ctx.io, 'Creating the order', () =>
    orders.create(client, body as OrderRequest),
  );
  if (ctx.globals.json) printJson(ctx.io, order);
  else {
    printPairs(ctx, orderPairs(ctx, order));
    ctx.notices.success(`Order ${order.id} created`);
  }
  return 0;
}
