import { carriers } from '../../../api/index.js';
import type { CarrierAccountUpdate } from '../../../contract/index.js';
import {
  isCarrierType,
  isPlainObject,
  isSecretCredential,
  mergeSettings,
  validateCarrierAccount,
} from '../../../domain/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { CliError, UsageError, ValidationError } from '../../errors.js';
import { readJsonObject } from '../../input/json-input.js';
import { withSpinner } from '../../output/spinner.js';
import { findAccount, printAccount } from '../../shared/carrier-accounts.js';
import { credentialChanges, settingsChanges } from './changes.js';
import { CREDENTIALS_FILE, SETTING_FLAG, settingsFromFlags } from './settings-flags.js';
import type { update } from './index.js';
import { messages } from '../../../i18n/index.js';
import { IO_FLAGS } from '../../shared/flags.js';

export async function run(input: Input<typeof update>, ctx: Context): Promise<number> {
  const text = messages().admin.carriers;
  const base = input.input
    ? await readJsonObject(ctx, input.input, IO_FLAGS.input.long, 'the body {credentials, settings}')
    : {};
  const fromFile = input.credentialsFile
    ? await readJsonObject(ctx, input.credentialsFile, CREDENTIALS_FILE.long, 'the credentials to change')
    : undefined;
  const flagSettings = settingsFromFlags(input);
  if (!input.input && !fromFile && Object.keys(flagSettings).length === 0)
    throw new UsageError(
      text.nothingToUpdate,
      text.nothingToUpdateHint(IO_FLAGS.input.long, CREDENTIALS_FILE.long, SETTING_FLAG.printSize.long),
    );
  for (const [k, v] of [
    ['credentials', base.credentials],
    ['settings', base.settings],
  ] as const)
    if (v !== undefined && !isPlainObject(v))
      throw new ValidationError([{ field: k, issue: text.mustBeObject }]);

  const client = await ctx.client();
  const account = await findAccount(client, input.id);
  if (!isCarrierType(account.type))
    throw new CliError(text.unknownAccountType(input.id, String(account.type)));
  const type = account.type;

  const given = { ...(base.credentials as Record<string, unknown> | undefined), ...fromFile };
  const creds = credentialChanges(account.credentials, given);
  if (creds.masked.length)
    ctx.notices.dim(text.maskedLeft(creds.masked.map((k) => `credentials.${k}`).join(', ')));
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
    ctx.notices.info(text.nothingDiffers(input.id));
    printAccount(ctx, account);
    return 0;
  }
  const current = { settings: account.settings as Record<string, unknown> | undefined };
  const problems = validateCarrierAccount(base.type === undefined ? body : { ...body, type: base.type }, {
    mode: 'update',
    type,
    current,
  });
  if (problems.length) throw new ValidationError(problems, text.updateInvalid(input.id));

  const updated = await withSpinner(ctx.io, text.updating(input.id), () =>
    carriers.update(client, input.id, body as CarrierAccountUpdate),
  );
  ctx.notices.success(text.updated(type, input.id, Object.keys(body)));
  printAccount(ctx, updated);
  return 0;
}
