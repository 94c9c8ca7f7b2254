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
import { CREDENTIALS_FILE, settingsFromFlags } from './settings-flags.js';
import type { add } from './index.js';
import { messages } from '../../../i18n/index.js';
import { IO_FLAGS } from '../../shared/flags.js';

export async function run(input: Input<typeof add>, ctx: Context): Promise<number> {
  const text = messages().admin.carriers;
  const base = input.input
    ? await readJsonObject(ctx, input.input, IO_FLAGS.input.long, 'the body {type, credentials, settings}')
    : {};
  const type = await resolveType(ctx, input.type, base.type);
  const fromFile = input.credentialsFile
    ? await readJsonObject(
        ctx,
        input.credentialsFile,
        CREDENTIALS_FILE.long,
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
      ctx.notices.dim(text.printSizeDefault(size, type));
    }
  }
  if (isPlainObject(credentials))
    for (const [k, v] of Object.entries(credentials))
      if (typeof v === 'string' && isSecretCredential(type, k)) ctx.addSecret(v);

  // Settings that are not an object go as given, so that the check names them.
  const body = {
    ...base,
    type,
    credentials,
    settings: base.settings !== undefined && !isPlainObject(base.settings) ? base.settings : settings,
  };
  const problems = validateCarrierAccount(body, { mode: 'create' });
  if (problems.length) {
    throw new ValidationError(
      problems,
      ctx.prompter.canPrompt ? text.incomplete(type) : text.incompleteNoTerminal(type),
    );
  }

  const client = await ctx.client();
  const account = await withSpinner(ctx.io, text.registering(type), () =>
    carriers.create(client, body as CarrierAccountRequest),
  );
  ctx.notices.success(text.added(messages().admin.catalog.carrierName(CARRIERS[type]), account.id));
  printAccount(ctx, account);
  return 0;
}

async function resolveType(ctx: Context, arg: string | undefined, fromBody: unknown): Promise<CarrierType> {
  const text = messages().admin.carriers;
  const given = arg?.trim().toLowerCase();
  if (given && fromBody !== undefined && fromBody !== given)
    throw new UsageError(text.typeMismatch(given, String(fromBody)));
  const raw = given ?? fromBody;
  if (raw === undefined || raw === '') {
    if (!ctx.prompter.canPrompt)
      throw new UsageError(text.giveType, text.giveTypeHint(listOf(REGISTRABLE_CARRIERS)));
    return askType(ctx.prompter);
  }
  if (raw === 'ups') throw new UsageError(text.upsIssue(UPS_REGISTRATION_ISSUE), text.upsHint);
  if (raw === 'custom') throw new UsageError(text.customNoAccount);
  if (!isCarrierType(raw) || !REGISTRABLE_CARRIERS.includes(raw))
    throw new UsageError(
      text.cannotRegister(JSON.stringify(raw)),
      text.useOneOf(listOf(REGISTRABLE_CARRIERS)),
    );
  return raw;
}
