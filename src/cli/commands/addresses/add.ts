import type { Command } from 'commander';
import type { Address } from '../../../contract/index.js';
import { MAX_ADDRESSES, validateSavedAddress } from '../../../domain/index.js';
import { action, addOptions, examples, type CommandKit, type FlagsOf } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { UsageError, ValidationError } from '../../errors.js';
import { enforceRules } from '../../request/rule-sources.js';
import { printJson } from '../../output/json.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import {
  ADDRESS_FLAGS,
  addAddressOptions,
  addressFromFlags,
  buildAddress,
  withProblems,
} from '../../shared/address-flags.js';
import { ADDRESS_COLUMNS } from './view.js';

export interface AddressesAddOptions {
  input?: string;
  address: Record<string, string>;
}

const INPUT_OPTIONS = [
  ['--input <file>', 'the address object as JSON (- for stdin); flags override its members'],
] as const;

export function register(parent: Command, kit: CommandKit): void {
  const cmd = parent
    .command('add')
    .description(
      `Save an address to the address book (POST /v1/addresses; at most ${MAX_ADDRESSES}).\n` +
        'Saved addresses serve orders made in the app; API shipments take the address in the request.',
    )
    .optionsGroup('Input:');
  addOptions(cmd, INPUT_OPTIONS).optionsGroup('Address:');
  addAddressOptions(cmd, ADDRESS_FLAGS)
    .addHelpText(
      'after',
      examples(
        'shipctl addresses add --name "山田 太郎" --zip 100-0001 --province 東京都 --city 千代田区 --address1 "千代田1-1"',
        'shipctl addresses add --input address.json --phone 0312345678',
      ),
    )
    .action(
      action(
        kit,
        (f: FlagsOf<typeof INPUT_OPTIONS> & Record<string, unknown>) => ({
          input: f.input,
          address: addressFromFlags(f, ADDRESS_FLAGS),
        }),
        run,
      ),
    );
}

export async function run(opts: AddressesAddOptions, ctx: Context): Promise<number> {
  const { addresses } = await import('../../../api/index.js');
  if (!opts.input && Object.keys(opts.address).length === 0)
    throw new UsageError('no address given', 'pass flags such as --name, --zip, --province, or --input FILE');
  const built = await buildAddress(ctx, opts.input, opts.address, 'an address object');
  const { address } = built;
  const problems = withProblems(built.problems, enforceRules(validateSavedAddress(address), 'address', ctx));
  if (problems.length) throw new ValidationError(problems, 'the address is invalid; nothing was sent');
  const client = await ctx.client();
  const rec = await withSpinner(ctx.io, 'Saving the address', () =>
    addresses.create(client, address as Address),
  );
  if (ctx.globals.json) printJson(ctx.io, rec);
  else {
    ctx.notices.success(`Saved address ${rec.id}`);
    printList(ctx, [rec], ADDRESS_COLUMNS);
  }
  return 0;
}
