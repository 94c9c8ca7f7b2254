import { carriers } from '../../../api/index.js';
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
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { UsageError, ValidationError } from '../../errors.js';
import { readJsonObject } from '../../input/json-input.js';
import { withSpinner } from '../../output/spinner.js';
import { askCredentials, askType } from './account-prompts.js';
import { printAccount } from '../../shared/carrier-accounts.js';
import { completeSettings, defaultPrintSize } from './settings.js';
import { settingsFromFlags } from './settings-flags.js';
import type { add } from './index.js';

export async function run(input: Input<typeof add>, ctx: Context): Promise<number> {
  const base = input.input
    ? await readJsonObject(ctx, input.input, '--input', 'the body {type, credentials, settings}')
    : {};
  const type = await resolveType(ctx, input.type, base.type);
  const fromFile = input.credentialsFile
    ? await readJsonObject(
        ctx,
        input.credentialsFile,
        '--credentials-file',
        'the credentials {"name": "value"}',
      )
    : {};
  let credentials: unknown =
    base.credentials === undefined || isPlainObject(base.credentials)
      ? { ...(base.credentials as object | undefined), ...fromFile }
      : base.credentials;
  const settings0 = isPlainObject(base.settings) ? base.settings : {};
  let settings = mergeSettings(settings0, settingsFromFlags(input));
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
