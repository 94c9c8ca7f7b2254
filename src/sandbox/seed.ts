// First start: the main account and, unless an empty sandbox is asked for, demo
// data that lets `rates` and `ship` work at once: a default warehouse in Tokyo and
// one account per carrier type the API can register, with dummy credentials that
// pass the domain's rules (checked here, so a rule change cannot leave the seed
// silently invalid).
import {
  CREDENTIAL_FIELDS,
  CUSTOMER_NUMBER_BLOCKS,
  OPEN_CREDENTIALS,
  REGISTRABLE_CARRIERS,
  canonicalWarehouseAddress,
  jstToday,
  validateCarrierAccount,
  validateWarehouse,
  withDefaultSettings,
  type CarrierType,
} from '../domain/index.js';
import { transaction } from '../sqlite/index.js';
import { newToken, type SandboxDeps } from './deps.js';
import type { Principal } from './principal.js';
import { getMainAccount, insertAccount, type AccountRow } from './store/accounts.js';
import { insertCarrier } from './store/carriers.js';
import { insertWarehouse } from './store/records.js';

type SeedDeps = Pick<SandboxDeps, 'db' | 'clock' | 'ids'>;

export interface EnsureAccountOptions {
  seed: boolean;
  token?: string;
}

/** The main account, created (and seeded) when the database has none. */
export function ensureAccount(deps: SeedDeps, options: EnsureAccountOptions): AccountRow {
  const existing = getMainAccount(deps.db);
  if (existing) return existing;
  return transaction(deps.db, () => {
    const row: AccountRow = {
      id: deps.ids.id('acct'),
      token: options.token ?? newToken(),
      created_at: deps.clock.now().toISOString(),
    };
    insertAccount(deps.db, row);
    if (options.seed) seedAccount(deps, { accountId: row.id, subUserId: null });
    return row;
  });
}

export const DEMO_WAREHOUSE: Readonly<Record<string, string>> = {
  full_name: 'Sandbox Shipping',
  full_name_kanji: 'サンドボックス 出荷担当',
  company: 'Shipctl Sandbox K.K.',
  company_kanji: 'シップシーティーエル株式会社',
  email: 'warehouse@example.com',
  phone: '0312345678',
  country: 'JP',
  zip: '1500002',
  province: '13',
  province_kanji: '東京都',
  city: 'Shibuya-ku',
  address1: '2-21-1 Shibuya',
  address1_kanji: '渋谷区渋谷2-21-1',
  address2: 'Sandbox Bldg. 5F',
  address2_kanji: 'サンドボックスビル5階',
};

const CUSTOMER_NUMBERS = CUSTOMER_NUMBER_BLOCKS.map((len) => '1234567890'.repeat(2).slice(0, len));

/** Dummy credentials of a carrier type, shaped by the domain's credential table. */
export function demoCredentials(type: CarrierType, now: Date): Record<string, unknown> {
  const open = OPEN_CREDENTIALS[type];
  if (open) {
    const out: Record<string, unknown> = {};
    for (let i = 1; i <= open.requiredStrings; i++) out[`credential_${i}`] = `sandbox-${type}-${i}`;
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const field of CREDENTIAL_FIELDS[type] ?? []) {
    switch (field.shape) {
      case 'customer_numbers':
        out[field.name] = [...CUSTOMER_NUMBERS];
        break;
      case 'invoice_2fa':
        out[field.name] = { number: 'SANDBOX-INV-0001', date: jstToday(now), amount: 10000, currency: 'JPY' };
        break;
      case 'object':
        break;
      default:
        if (field.default !== undefined) out[field.name] = field.default;
        else if (field.name === 'email') out[field.name] = `${type}@example.com`;
        else if (/number|phone/.test(field.name)) out[field.name] = '0123456789';
        else out[field.name] = `sandbox-${type}-${field.name.replace(/_/g, '-')}`;
    }
  }
  return out;
}

export function seedAccount(deps: SeedDeps, principal: Principal): void {
  const at = deps.clock.now().toISOString();
  const warehouse = { ...DEMO_WAREHOUSE };
  assertSeedValid('warehouse', validateWarehouse(warehouse));
  insertWarehouse(deps.db, principal, {
    id: deps.ids.id(),
    created_at: at,
    updated_at: at,
    address: canonicalWarehouseAddress(warehouse),
  });

  for (const type of REGISTRABLE_CARRIERS) {
    const body = {
      type,
      credentials: demoCredentials(type, deps.clock.now()),
      settings: withDefaultSettings(type, {}),
    };
    assertSeedValid(`${type} carrier`, validateCarrierAccount(body, { mode: 'create' }));
    insertCarrier(deps.db, {
      id: deps.ids.id(),
      account_id: principal.accountId,
      sub_user_id: principal.subUserId,
      type,
      state: 'active',
      credentials: body.credentials,
      settings: body.settings,
      created_at: at,
      updated_at: at,
    });
  }
  addDashboardAccount(deps, principal, 'ups');
}

/** Carrier types connected in the dashboard only (spec 2.13: ups, because of OAuth). */
export const DASHBOARD_ONLY_CARRIERS = ['ups'] as const;
export type DashboardOnlyCarrier = (typeof DASHBOARD_ONLY_CARRIERS)[number];

/**
 * An account as if connected in the dashboard: POST /v1/carriers rightly refuses
 * ups, so the seed (and `shipctl sandbox accounts add ups`) writes it directly,
 * to make ups rates, test labels, freight (4.8) and tax rules (2.8) testable.
 * The OAuth grant is opaque: the credentials only say where it came from.
 */
export function addDashboardAccount(
  deps: Pick<SandboxDeps, 'db' | 'clock' | 'ids'>,
  principal: Principal,
  type: DashboardOnlyCarrier,
): { id: string; type: CarrierType } {
  const at = deps.clock.now().toISOString();
  const id = deps.ids.id();
  insertCarrier(deps.db, {
    id,
    account_id: principal.accountId,
    sub_user_id: principal.subUserId,
    type,
    state: 'active',
    credentials: {
      account_number: `SANDBOX-${type.toUpperCase()}-${id.slice(-6)}`,
      connected_via: 'dashboard',
    },
    settings: withDefaultSettings(type, {}),
    created_at: at,
    updated_at: at,
  });
  return { id, type };
}

function assertSeedValid(what: string, problems: readonly { field: string; issue: string }[]): void {
  if (problems.length > 0) {
    throw new Error(
      `sandbox seed: the demo ${what} breaks a rule: ${problems.map((p) => `${p.field} ${p.issue}`).join('; ')}`,
    );
  }
}
