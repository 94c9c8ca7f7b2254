import type { Command } from 'commander';
import type { CarrierAccountUpdate } from '../../../contract/index.js';
import {
  isCarrierType,
  isPlainObject,
  isSecretCredential,
  mergeSettings,
  validateCarrierAccount,
} from '../../../domain/index.js';
import { action, addOptions, examples, type CommandKit, type FlagsOf } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { CliError, UsageError, ValidationError } from '../../errors.js';
import { readJsonObject } from '../../input/json-input.js';
import { withSpinner } from '../../output/spinner.js';
import { findAccount, printAccount } from '../../shared/carrier-accounts.js';
import { credentialChanges, settingsChanges } from './changes.js';
import {
  addSettingsOptions,
  settingsFlags,
  settingsFromFlags,
  type SettingsFlags,
} from './settings-flags.js';

export interface CarriersUpdateOptions {
  id: string;
  input?: string;
  credentialsFile?: string;
  settings: SettingsFlags;
}

const INPUT_OPTIONS = [
  ['--input <file>', 'the API body {credentials, settings} as JSON (- for stdin)'],
  ['--credentials-file <file>', 'credentials to change, as a JSON object'],
] as const;

export function register(parent: Command, kit: CommandKit): void {
  const cmd = parent
    .command('update')
    .description(
      'Change the credentials and/or settings of a carrier account (PUT /v1/carriers/:id).\n' +
        'Changed credentials are sent; settings are sent whole, the current ones merged with the changes,\n' +
        'so a service that replaces settings loses nothing. Masked values (********) in the input are left alone.',
    )
    .argument('<id>', 'carrier account ID (`shipctl carriers list`)')
    .optionsGroup('Input:');
  addOptions(cmd, INPUT_OPTIONS);
  addSettingsOptions(cmd)
    .addHelpText(
      'after',
      examples(
        'shipctl carriers update 4f9c2a1b --print-size PDF_A4',
        'shipctl carriers update 4f9c2a1b --delivery-email "本日発送しました。お届け予定日をご確認ください。"',
        'shipctl carriers update 4f9c2a1b --credentials-file new-key.json',
      ),
    )
    .action(
      action(
        kit,
        (id: string, f: FlagsOf<typeof INPUT_OPTIONS> & SettingsFlags) => ({
          id,
          input: f.input,
          credentialsFile: f.credentialsFile,
          settings: settingsFlags(f),
        }),
        run,
      ),
    );
}

export async function run(opts: CarriersUpdateOptions, ctx: Context): Promise<number> {
  const { carriers } = await import('../../../api/index.js');
  const base = opts.input
    ? await readJsonObject(ctx, opts.input, '--input', 'the body {credentials, settings}')
    : {};
  const fromFile = opts.credentialsFile
    ? await readJsonObject(ctx, opts.credentialsFile, '--credentials-file', 'the credentials to change')
    : undefined;
  const flagSettings = settingsFromFlags(opts.settings);
  if (!opts.input && !fromFile && Object.keys(flagSettings).length === 0)
    throw new UsageError(
      'nothing to update',
      'give --input, --credentials-file, --print-size or another settings flag',
    );
  for (const [k, v] of [
    ['credentials', base.credentials],
    ['settings', base.settings],
  ] as const)
    if (v !== undefined && !isPlainObject(v))
      throw new ValidationError([{ field: k, issue: 'must be an object' }]);

  const client = await ctx.client();
  const account = await findAccount(client, opts.id);
  if (!isCarrierType(account.type))
    throw new CliError(`account ${opts.id} has an unknown type ${String(account.type)}`);
  const type = account.type;

  const given = { ...(base.credentials as Record<string, unknown> | undefined), ...fromFile };
  const creds = credentialChanges(account.credentials, given);
  if (creds.masked.length)
    ctx.notices.dim(
      `left unchanged (masked in the input): ${creds.masked.map((k) => `credentials.${k}`).join(', ')}`,
    );
  for (const [k, v] of Object.entries(creds.changed))
    if (typeof v === 'string' && isSecretCredential(type, k)) ctx.addSecret(v);
  const patch = mergeSettings((base.settings as Record<string, unknown> | undefined) ?? {}, flagSettings);
  const settings = settingsChanges(account.settings as Record<string, unknown> | undefined, patch);

  const body: Record<string, unknown> = {};
  if (Object.keys(creds.changed).length) body.credentials = creds.changed;
  // The whole merged settings object (read, merge, write): the sandbox deep-merges
  // a PUT, but a service that replaces `settings` wholesale would lose the rest.
  if (Object.keys(settings).length)
    body.settings = mergeSettings((account.settings as Record<string, unknown> | undefined) ?? {}, settings);
  if (Object.keys(body).length === 0) {
    ctx.notices.info(`Nothing differs from account ${opts.id}; nothing was sent.`);
    printAccount(ctx, account);
    return 0;
  }
  const current = { settings: account.settings as Record<string, unknown> | undefined };
  const problems = validateCarrierAccount(base.type === undefined ? body : { ...body, type: base.type }, {
    mode: 'update',
    type,
    current,
  });
  if (problems.length)
    throw new ValidationError(problems, `the update of account ${opts.id} is invalid; nothing was sent`);

  const updated = await withSpinner(ctx.io, `Updating account ${opts.id}`, () =>
    carriers.update(client, opts.id, body as CarrierAccountUpdate),
  );
  ctx.notices.success(`Updated ${type} account ${opts.id}: ${Object.keys(body).join(' and ')}`);
  printAccount(ctx, updated);
  return 0;
}
