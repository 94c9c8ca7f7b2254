import type { Command } from 'commander';
import type { SubUser, SubUserRequest } from '../../../contract/index.js';
import { MAX_SUB_USERS, isPlainObject, validateSubUser } from '../../../domain/index.js';
import { action, addOptions, examples, type CommandKit, type FlagsOf } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { ValidationError } from '../../errors.js';
import { readJsonObject } from '../../input/json-input.js';
import { printJson } from '../../output/json.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { checkSaveProfile, printTokenOnce, saveToken } from './token.js';
import { SUB_USER_COLUMNS, withoutToken } from './view.js';

export interface SubUsersCreateOptions {
  input?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  token: boolean;
  saveProfile?: string;
}

const OPTIONS = [
  ['--email <email>', 'the sub-user’s e-mail address'],
  ['--first-name <name>', 'first name'],
  ['--last-name <name>', 'last name'],
  ['--company <name>', 'company'],
  ['--token', 'request an API token for the sub-user'],
  ['--save-profile <name>', 'store the token in this profile (implies --token) instead of printing it'],
  ['--input <file>', 'the API body {email, api_token, contact} as JSON (- for stdin)'],
] as const;

export function register(parent: Command, kit: CommandKit): void {
  const cmd = parent
    .command('create')
    .description(
      `Create a sub-user (POST /v1/sub-users; at most ${MAX_SUB_USERS} active). With --token the API issues\n` +
        'the sub-user a token: printed once on stdout and never stored, unless --save-profile\n' +
        'stores it in a profile instead (config file readable by you only).',
    );
  addOptions(cmd, OPTIONS)
    .addHelpText(
      'after',
      examples(
        'shipctl sub-users create --email osaka@example.com --company "大阪倉庫"',
        'shipctl sub-users create --email osaka@example.com --token --json | jq -r .token',
        'shipctl sub-users create --email osaka@example.com --save-profile osaka',
      ),
    )
    .action(
      action(
        kit,
        (f: FlagsOf<typeof OPTIONS>): SubUsersCreateOptions => ({
          input: f.input,
          email: f.email,
          firstName: f.firstName,
          lastName: f.lastName,
          company: f.company,
          token: Boolean(f.token),
          saveProfile: f.saveProfile,
        }),
        run,
      ),
    );
}

export async function run(opts: SubUsersCreateOptions, ctx: Context): Promise<number> {
  const { subUsers } = await import('../../../api/index.js');
  const base = opts.input
    ? await readJsonObject(ctx, opts.input, '--input', 'the body {email, api_token, contact}')
    : {};
  const target = checkSaveProfile(ctx, opts.saveProfile);
  const body: Record<string, unknown> = { ...base };
  if (opts.email !== undefined) body.email = opts.email.trim();
  const contact = {
    ...(isPlainObject(base.contact) ? base.contact : {}),
    ...defined({ first_name: opts.firstName, last_name: opts.lastName, company: opts.company }),
  };
  if (Object.keys(contact).length) body.contact = contact;
  else if (base.contact !== undefined) body.contact = base.contact;
  if (opts.token || target) body.api_token = true;
  if ((body.email === undefined || body.email === '') && ctx.prompter.canPrompt)
    body.email = (await ctx.prompter.input({ message: 'E-mail of the sub-user:', flag: '--email' })).trim();
  const problems = validateSubUser(body);
  if (problems.length) throw new ValidationError(problems, 'the sub-user is invalid; nothing was sent');

  const client = await ctx.client();
  const user: SubUser = await withSpinner(ctx.io, 'Creating the sub-user', () =>
    subUsers.create(client, body as SubUserRequest),
  );
  const token = typeof user.token === 'string' && user.token !== '' ? user.token : undefined;
  ctx.addSecret(token);
  ctx.notices.success(`Created sub-user ${user.id} (${user.email ?? body.email})`);
  if (body.api_token === true && !token) ctx.notices.warn('The API answered without a token.');

  if (token && target) {
    await saveToken(ctx, target, token);
    printList(ctx, [user], SUB_USER_COLUMNS, { json: withoutToken(user) });
  } else if (ctx.globals.json) printJson(ctx.io, user);
  else if (token) printTokenOnce(ctx, token);
  else printList(ctx, [user], SUB_USER_COLUMNS);
  return 0;
}

function defined(o: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => e[1] !== undefined));
}
