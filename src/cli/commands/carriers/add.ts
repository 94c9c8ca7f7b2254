import type { Command } from 'commander';
import type { CarrierAccountRequest } from '../../../contract/index.js';
import {
  CARRIERS,
  REGISTRABLE_CARRIERS,
  UPS_REGISTRATION_ISSUE,
  isCarrierType,
  isPlainObject,
  isSecretCredential,
  listOf,
  mergeSettings,
  validateCarrierAccount,
  type CarrierType,
} from '../../../domain/index.js';
import { action, addOptions, examples, type CommandKit, type FlagsOf } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { UsageError, ValidationError } from '../../errors.js';
import { readJsonObject } from '../../input/json-input.js';
import { withSpinner } from '../../output/spinner.js';
import { askCredentials, askType } from './account-prompts.js';
import { printAccount } from '../../shared/carrier-accounts.js';
import { completeSettings, defaultPrintSize } from './settings.js';
import {
  addSettingsOptions,
  settingsFlags,
  settingsFromFlags,
  type SettingsFlags,
} from './settings-flags.js';

export interface CarriersAddOptions {
  type?: string;
  input?: string;
  credentialsFile?: string;
  settings: SettingsFlags;
}

const INPUT_OPTIONS = [
  ['--input <file>', 'the API body {type, credentials, settings} as JSON (- for stdin)'],
  ['--credentials-file <file>', 'the credentials as a JSON object, e.g. {"key": "…"}'],
] as const;

export function register(parent: Command, kit: CommandKit): void {
  const cmd = parent
    .command('add')
    .description(
      'Register a carrier account (POST /v1/carriers). On a terminal it asks for exactly the\n' +
        'credentials the type needs (secrets hidden), then the print size and other settings.\n' +
        'Secrets are never taken as arguments: use --credentials-file or --input.',
    )
    .argument('[type]', `carrier type: ${REGISTRABLE_CARRIERS.join(', ')} (ups: dashboard only)`)
    .optionsGroup('Input:');
  addOptions(cmd, INPUT_OPTIONS);
  addSettingsOptions(cmd)
    .addHelpText(
      'after',
      examples(
        'shipctl carriers add yamato',
        'shipctl carriers add yamato --credentials-file yamato.json --print-size PDF_A4',
        'shipctl carriers add --input carrier.json',
        '# yamato.json: {"key": "…", "freight_number": "01"}',
      ),
    )
    .action(
      action(
        kit,
        (type: string | undefined, f: FlagsOf<typeof INPUT_OPTIONS> & SettingsFlags) => ({
          type,
          input: f.input,
          credentialsFile: f.credentialsFile,
          settings: settingsFlags(f),
        }),
        run,
      ),
    );
}

export async function run(opts: CarriersAddOptions, ctx: Context): Promise<number> {
  const { carriers } = await import('../../../api/index.js');
  const base = opts.input
    ? await readJsonObject(ctx, opts.input, '--input', 'the body {type, credentials, settings}')
    : {};
  const type = await resolveType(ctx, opts.type, base.type);
  const fromFile = opts.credentialsFile
    ? await readJsonObject(
        ctx,
        opts.credentialsFile,
        '--credentials-file',
        'the credentials {"name": "value"}',
      )
    : {};
  let credentials: unknown =
    base.credentials === undefined || isPlainObject(base.credentials)
      ? { ...(base.credentials as object | undefined), ...fromFile }
      : base.credentials;
  const settings0 = isPlainObject(base.settings) ? base.settings : {};
  let settings = mergeSettings(settings0, settingsFromFlags(opts.settings));
  const preferred = ctx.settings().defaults.print_size.value;

  if (ctx.prompter.canPrompt) {
    if (isPlainObject(credentials)) credentials = await askCredentials(ctx.prompter, type, credentials);
    settings = await completeSettings(ctx.prompter, type, settings, preferred);
  } else {
    const size = defaultPrintSize(type, settings, preferred);
    if (size) {
      settings = mergeSettings(settings, { print: { size } });
      ctx.notices.dim(`print size: ${size} (default for ${type}; choose with --print-size)`);
    }
  }
  if (isPlainObject(credentials))
    for (const [k, v] of Object.entries(credentials))
      if (typeof v === 'string' && isSecretCredential(type, k)) ctx.addSecret(v);

  const body = { ...base, type, credentials, settings };
  if (base.settings !== undefined && !isPlainObject(base.settings)) body.settings = base.settings as never;
  const problems = validateCarrierAccount(body, { mode: 'create' });
  if (problems.length) {
    const how = ctx.prompter.canPrompt
      ? ''
      : ' (give credentials with --credentials-file FILE or --input FILE)';
    throw new ValidationError(problems, `the ${type} account is incomplete; nothing was sent${how}`);
  }

  const client = await ctx.client();
  const account = await withSpinner(ctx.io, `Registering the ${type} account`, () =>
    carriers.create(client, body as CarrierAccountRequest),
  );
  ctx.notices.success(`Added ${CARRIERS[type].name} account ${account.id}`);
  printAccount(ctx, account);
  return 0;
}

async function resolveType(ctx: Context, arg: string | undefined, fromBody: unknown): Promise<CarrierType> {
  const given = arg?.trim().toLowerCase();
  if (given && fromBody !== undefined && fromBody !== given)
    throw new UsageError(`the TYPE argument (${given}) and the body's type (${String(fromBody)}) differ`);
  const raw = given ?? fromBody;
  if (raw === undefined || raw === '') {
    if (!ctx.prompter.canPrompt)
      throw new UsageError(
        'give the carrier type',
        `shipctl carriers add TYPE, TYPE one of ${listOf(REGISTRABLE_CARRIERS)}`,
      );
    return askType(ctx.prompter);
  }
  if (raw === 'ups')
    throw new UsageError(
      UPS_REGISTRATION_ISSUE,
      'connect UPS in the dashboard; the account then appears in `shipctl carriers list` and works with `shipctl ship`',
    );
  if (raw === 'custom')
    throw new UsageError('custom is in-house shipping without a carrier: there is no account to register');
  if (!isCarrierType(raw) || !REGISTRABLE_CARRIERS.includes(raw))
    throw new UsageError(
      `cannot register a carrier of type ${JSON.stringify(raw)}`,
      `use one of ${listOf(REGISTRABLE_CARRIERS)}`,
    );
  return raw;
}
