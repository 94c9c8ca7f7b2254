// Which carrier account a shipment uses (spec 2.4 carrier_id, 2.13, 4.1 rule 1).
// Only meaningful where the accounts are known: the sandbox always knows them,
// the CLI knows them after a GET /v1/carriers.
import { CARRIER_TYPES, NEEDS_CUSTOMER_NUMBERS, TEST_WITHOUT_ACCOUNT, type CarrierType } from './catalog.js';
import { problem, say, show, type Problem } from './problems.js';

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
      problems: [problem(FIELD, say('accounts.unknownId', show(carrierId)))],
    };
  }
  const problems: Problem[] = [];
  if (account.state !== 'active') {
    problems.push(problem(FIELD, say('accounts.notActive', carrierId, account.state)));
  }
  if (serviceCarrier && account.type !== serviceCarrier) {
    problems.push(problem(FIELD, say('accounts.otherCarrier', carrierId, account.type, serviceCarrier)));
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
          problem(
            FIELD,
            say(
              'accounts.several',
              active.length,
              carrier,
              active.map((a) => a.id),
            ),
          ),
        ],
      };
    }
    account = active[0];
  }
  if (!account) {
    if (options.test && TEST_WITHOUT_ACCOUNT.includes(carrier)) return { problems: [] };
    const testWithout = TEST_WITHOUT_ACCOUNT.includes(carrier);
    return { problems: [problem(FIELD, say('accounts.none', carrier, carrier === 'ups', testWithout))] };
  }
  if (NEEDS_CUSTOMER_NUMBERS.includes(carrier) && account.hasCustomerNumbers === false) {
    return {
      account,
      problems: [problem(FIELD, say('accounts.noCustomerNumbers', carrier, account.id))],
    };
  }
  return { account, problems: [] };
}
