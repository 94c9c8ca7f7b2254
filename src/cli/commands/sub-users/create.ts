import { subUsers } from '../../../api/index.js';
import type { SubUser, SubUserRequest } from '../../../contract/index.js';
import { isPlainObject, validateSubUser } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { ValidationError } from '../../errors.js';
import { readJsonObject } from '../../input/json-input.js';
import { printJson } from '../../output/json.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { checkSaveProfile, printTokenOnce, saveToken } from './token.js';
import { subUserColumns, withoutToken } from './view.js';
import { EMAIL, type create } from './index.js';
import { messages } from '../../../i18n/index.js';
import { IO_FLAGS } from '../../shared/flags.js';

export async function run(input: Input<typeof create>, ctx: Context): Promise<number> {
  const base = input.input
    ? await readJsonObject(ctx, input.input, IO_FLAGS.input.long, 'the body {email, api_token, contact}')
    : {};
  const target = checkSaveProfile(ctx, input.saveProfile);
  const body: Record<string, unknown> = { ...base };
  if (input.email !== undefined) body.email = input.email.trim();
  const contact = {
    ...(isPlainObject(base.contact) ? base.contact : {}),
    ...defined({ first_name: input.firstName, last_name: input.lastName, company: input.company }),
  };
  if (Object.keys(contact).length) body.contact = contact;
  else if (base.contact !== undefined) body.contact = base.contact;
  if (input.token || target) body.api_token = true;
  if ((body.email === undefined || body.email === '') && ctx.prompter.canPrompt)
    body.email = (
      await ctx.prompter.input({ message: messages().admin.subUsers.emailQuestion, flag: EMAIL.long })
    ).trim();
  const problems = validateSubUser(body);
  if (problems.length) throw new ValidationError(problems, messages().admin.subUsers.invalid);

  const client = await ctx.client();
  const user: SubUser = await withSpinner(ctx.io, messages().admin.subUsers.creating, () =>
    subUsers.create(client, body as SubUserRequest),
  );
  const token = typeof user.token === 'string' && user.token !== '' ? user.token : undefined;
  ctx.addSecret(token);
  ctx.notices.success(messages().admin.subUsers.created(user.id, String(user.email ?? body.email)));
  if (body.api_token === true && !token) ctx.notices.warn(messages().admin.subUsers.noToken);

  if (token && target) {
    await saveToken(ctx, target, token);
    printList(ctx, [user], subUserColumns(), { json: withoutToken(user) });
  } else if (ctx.globals.json) printJson(ctx.io, user);
  else if (token) printTokenOnce(ctx, token);
  else printList(ctx, [user], subUserColumns());
  return 0;
}

function defined(members: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(members).filter((e): e is [string, string] => e[1] !== undefined));
}
