// What several carrier verbs share: the account table, how credentials are shown
// (as the API returns them: secrets already masked), and finding one account by ID.
import { carriers, type ApiClient } from '../../api/index.js';
import type { CarrierAccount } from '../../contract/index.js';
import { CARRIERS, isCarrierType } from '../../domain/index.js';
import type { Context } from '../context.js';
import { CliError, EXIT } from '../errors.js';
import { printJson } from '../output/json.js';
import { printList } from '../output/list.js';
import type { Column } from '../output/table.js';
import { messages } from '../../i18n/index.js';
import { carrierName, describeCredentials } from '../../ops/accounts.js';

export { carrierName, describeCredentials };

/** The carrier's name in the reader's language (佐川急便 under a Japanese locale). */
export const shownCarrierName = (type: unknown): string =>
  isCarrierType(type) ? messages().admin.catalog.carrierName(CARRIERS[type]) : String(type ?? '');

const printSize = (a: CarrierAccount): string | undefined => a.settings?.print?.size;

export function accountColumns(): Column<CarrierAccount>[] {
  const h = messages().admin.carriers.columns;
  return [
    { header: h.id, get: (a) => a.id, fixed: true },
    // The type is typed back (--carrier yamato_intl): never cut.
    { header: h.type, get: (a) => a.type, fixed: true },
    // The carrier's name keeps its room ('佐川急便 (…' named no carrier); the masked
    // credentials give way first.
    { header: h.name, get: (a) => carrierName(a.type), shown: (a) => shownCarrierName(a.type), minWidth: 18 },
    {
      header: h.state,
      get: (a) => a.state,
      shown: (a) => messages().admin.carriers.state(String(a.state ?? '')),
    },
    { header: h.printSize, get: printSize },
    {
      header: h.credentials,
      get: (a) => describeCredentials(a.credentials),
      style: (s, _r, t) => t.dim(s),
      // Ten cells of `account_n…` say nothing: without room for 30, the column goes.
      minWidth: 30,
      dropOrder: 1,
    },
  ];
}

/** The API has no single-carrier read (spec 4.9), so the list is searched. */
export async function findAccount(client: ApiClient, id: string): Promise<CarrierAccount> {
  const all = await carriers.list(client);
  const found = all.find((a) => a.id === id);
  if (!found)
    throw new CliError(messages().admin.carriers.notFound(id), {
      exitCode: EXIT.notFound,
      hint: messages().admin.carriers.notFoundHint,
    });
  return found;
}

/** One account as a verb's result: the API's JSON, or a one-row table. */
export function printAccount(ctx: Pick<Context, 'io' | 'theme' | 'globals'>, account: CarrierAccount): void {
  if (ctx.globals.json) printJson(ctx.io, account);
  else printList(ctx, [account], accountColumns());
}
