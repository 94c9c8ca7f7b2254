import type { Command } from 'commander';
import type { WarehouseAddress } from '../../../contract/index.js';
import { findPrefecture, validateWarehouse } from '../../../domain/index.js';
import { action, addOptions, examples, type CommandKit, type FlagsOf } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { ValidationError } from '../../errors.js';
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
  type AddressFlag,
} from '../../shared/address-flags.js';
import { WAREHOUSE_COLUMNS } from './view.js';

const KANJI_FLAGS: readonly AddressFlag[] = [
  ['name-kanji', 'full_name_kanji', 'full name in kanji'],
  ['company-kanji', 'company_kanji', 'company name in kanji'],
  ['address1-kanji', 'address1_kanji', 'street address in kanji'],
  ['address2-kanji', 'address2_kanji', 'building, floor, room in kanji'],
  ['extra-kanji', 'extra_kanji', 'additional line in kanji'],
  ['province-kanji', 'province_kanji', 'prefecture in kanji (derived from --province in Japan)'],
];
const FLAGS = [...ADDRESS_FLAGS, ...KANJI_FLAGS];

export interface WarehousesAddOptions {
  input?: string;
  address: Record<string, string>;
}

const INPUT_OPTIONS = [
  ['--input <file>', 'the flat warehouse address as JSON (- for stdin); flags override it'],
] as const;

export function register(parent: Command, kit: CommandKit): void {
  const cmd = parent
    .command('add')
    .description(
      'Add a warehouse (POST /v1/warehouses). Rules checked before sending: a name (full_name,\n' +
        'company or their kanji), a street (address1 or address1_kanji), and in Japan the\n' +
        'prefecture in kanji (taken from --province when not given).',
    )
    .optionsGroup('Input:');
  addOptions(cmd, INPUT_OPTIONS).optionsGroup('Address:');
  addAddressOptions(cmd, ADDRESS_FLAGS).optionsGroup('Address in kanji (Japan):');
  addAddressOptions(cmd, KANJI_FLAGS)
    .addHelpText(
      'after',
      examples(
        'shipctl warehouses add --company-kanji 株式会社サンプル --zip 150-0002 --province 東京都 \\\n' +
          '      --city Shibuya-ku --address1 "2-21-1 Shibuya" --address1-kanji 渋谷区渋谷2-21-1 --phone 0312345678',
        'shipctl warehouses add --input warehouse.json',
      ),
    )
    .action(
      action(
        kit,
        (f: FlagsOf<typeof INPUT_OPTIONS> & Record<string, unknown>) => ({
          input: f.input,
          address: addressFromFlags(f, FLAGS),
        }),
        run,
      ),
    );
}

export async function run(opts: WarehousesAddOptions, ctx: Context): Promise<number> {
  const { warehouses } = await import('../../../api/index.js');
  const built = await buildAddress(ctx, opts.input, opts.address, 'a flat warehouse address');
  const { address } = built;
  if (address.country === 'JP' && !address.province_kanji && typeof address.province === 'string') {
    const p = findPrefecture(address.province);
    if (p) {
      address.province_kanji = p.kanji;
      ctx.notices.dim(`province_kanji: ${p.kanji} (from province ${address.province})`);
    }
  }
  const problems = withProblems(built.problems, enforceRules(validateWarehouse(address), 'warehouse', ctx));
  if (problems.length)
    throw new ValidationError(problems, 'the warehouse breaks the rules of spec 2.14; nothing was sent');
  const client = await ctx.client();
  const rec = await withSpinner(ctx.io, 'Adding the warehouse', () =>
    warehouses.create(client, address as WarehouseAddress),
  );
  if (ctx.globals.json) printJson(ctx.io, rec);
  else {
    ctx.notices.success(`Added warehouse ${rec.id}`);
    printList(ctx, [rec], WAREHOUSE_COLUMNS);
  }
  return 0;
}
