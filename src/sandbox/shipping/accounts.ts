// The principal's carrier accounts as the domain's rules see them, and the
// sandbox's switch for a carrier that cannot be reached.
import {
  customerNumbersIssue,
  NEEDS_CUSTOMER_NUMBERS,
  type AccountRef,
  type CarrierType,
} from '../../domain/index.js';
import type { SandboxDeps } from '../deps.js';
import type { Principal } from '../principal.js';
import { listCarriers, type CarrierRecord } from '../store/carriers.js';

export interface AccountView {
  ref: AccountRef;
  record: CarrierRecord;
}

export function accountRefs(deps: Pick<SandboxDeps, 'db'>, p: Principal): AccountView[] {
  return listCarriers(deps.db, p).map((record) => ({
    record,
    ref: {
      id: record.id,
      type: record.type,
      state: record.state,
      ...(NEEDS_CUSTOMER_NUMBERS.includes(record.type as CarrierType)
        ? { hasCustomerNumbers: customerNumbersIssue(record.credentials.customer_numbers) === undefined }
        : {}),
    },
  }));
}

/** Any credential holding this value makes the account's carrier unreachable (for demos of 4.8 and 4.10 rule 3). */
export const UNREACHABLE_CREDENTIAL = 'SANDBOX_UNREACHABLE';

/** The fault-registry key that makes a whole carrier type unreachable: `CARRIER sagawa`. */
export const carrierFaultKey = (carrier: string): string => `CARRIER ${carrier}`;

/**
 * Whether the sandbox plays "carrier unreachable" for this carrier (and account):
 * a fault rule on `CARRIER <type>` (or `CARRIER *`) that fires on this call, or an
 * account whose credentials hold SANDBOX_UNREACHABLE.
 */
export function isCarrierUnreachable(
  deps: Pick<SandboxDeps, 'faults'>,
  carrier: string,
  account?: CarrierRecord,
): boolean {
  if (deps.faults.carrierUnreachable(carrier)) return true;
  return account ? Object.values(account.credentials).some((v) => v === UNREACHABLE_CREDENTIAL) : false;
}
