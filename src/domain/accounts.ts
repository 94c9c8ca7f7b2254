// Which carrier account a shipment uses (spec 2.4 carrier_id, 2.13, 4.1 rule 1).
// Only meaningful where the accounts are known: the sandbox always knows them,
// the CLI knows them after a GET /v1/carriers.
import { CARRIER_TYPES, NEEDS_CUSTOMER_NUMBERS, TEST_WITHOUT_ACCOUNT, type CarrierType } from './catalog.js';
import { listOf, show, type Problem } from './problems.js';

export interface AccountRef {
  id: string;
  type: string;
  state: string;
  /** japanpost/zonos: whether customer_numbers are configured; undefined = unknown (not checked). */
  hasCustomerNumbers?: boolean;
  /** settings.print.size: what the account's labels come as (PDF or ZPL); undefined = not read. */
  printSize?: string;
}

const FIELD = 'setup.carrier_id';

export function activeAccountsOf(accounts: readonly AccountRef[], carrier: CarrierType): AccountRef[] {
  return accounts.filter((a) => a.type === carrier && a.state === 'active');
}

/** The account named by carrier_id, with problems when it does not exist, is inactive or is another carrier's. */
export function findAccount(
  accounts: readonly AccountRef[],
  carrierId: string,
  serviceCarrier: CarrierType | undefined,
): { account?: AccountRef; problems: Problem[] } {
  const account = accounts.find((a) => a.id === carrierId);
  if (!account) {
    return {
      problems: [
        {
          field: FIELD,
          issue: `no carrier account has id ${show(carrierId)}: list your accounts with GET /v1/carriers`,
        },
      ],
    };
  }
  const problems: Problem[] = [];
  if (account.state !== 'active') {
    problems.push({
      field: FIELD,
      issue: `account ${carrierId} is ${account.state}, not active: use an active account`,
    });
  }
  if (serviceCarrier && account.type !== serviceCarrier) {
    problems.push({
      field: FIELD,
      issue: `account ${carrierId} is a ${account.type} account, but the service is ${serviceCarrier}'s: pick a ${serviceCarrier} account or a ${account.type} service`,
    });
  }
  return { account, problems };
}

export const isKnownCarrier = (t: string): t is CarrierType =>
  (CARRIER_TYPES as readonly string[]).includes(t);

/**
 * For a label (shipment mode): the account that will be used, or the problems
 * stopping one from being chosen. custom needs no account (in-house shipping);
 * sagawa and yamato test labels need none either (spec 4.1 rule 1).
 */
export function chooseAccount(
  accounts: readonly AccountRef[],
  carrier: CarrierType,
  options: { carrierId?: string; explicit?: AccountRef; test: boolean },
): { account?: AccountRef; problems: Problem[] } {
  if (carrier === 'custom') return { problems: [] };
  let account = options.explicit;
  if (!account) {
    const active = activeAccountsOf(accounts, carrier);
    if (active.length > 1) {
      return {
        problems: [
          {
            field: FIELD,
            issue: `required: you hold ${active.length} active ${carrier} accounts (${listOf(active.map((a) => a.id))}); set setup.carrier_id to one of them`,
          },
        ],
      };
    }
    account = active[0];
  }
  if (!account) {
    if (options.test && TEST_WITHOUT_ACCOUNT.includes(carrier)) return { problems: [] };
    const how =
      carrier === 'ups'
        ? 'ups accounts are connected in the dashboard (OAuth)'
        : `register one with POST /v1/carriers (shipctl carriers add ${carrier})`;
    const testHint = TEST_WITHOUT_ACCOUNT.includes(carrier) ? '; test labels (setup.test) need none' : '';
    return { problems: [{ field: FIELD, issue: `no active ${carrier} account: ${how}${testHint}` }] };
  }
  if (NEEDS_CUSTOMER_NUMBERS.includes(carrier) && account.hasCustomerNumbers === false) {
    return {
      account,
      problems: [
        {
          field: FIELD,
          issue: `the ${carrier} account ${account.id} has no customer_numbers: set them (4 blocks of 10, 6, 10, 6 digits) with PUT /v1/carriers/${account.id} before creating labels`,
        },
      ],
    };
  }
  return { account, problems: [] };
}
