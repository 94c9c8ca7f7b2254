// Request bodies and clocks shared by the shipping conformance tests. Instants are
// chosen in JST, where the spec's calendar rules live.
import { fixedClock } from '../../src/sandbox/deps.js';
import { getMainAccount } from '../../src/sandbox/store/accounts.js';
import { insertCarrier } from '../../src/sandbox/store/carriers.js';
import { startTestSandbox, type TestSandbox, type TestSandboxOptions } from '../helpers/sandbox.js';

/** Wednesday 2026-03-04 10:00 JST: inside every test window. */
export const WEDNESDAY_10_JST = '2026-03-04T01:00:00Z';
/** Saturday 2026-03-07 10:00 JST: outside the yamato and Japan Post test windows. */
export const SATURDAY_10_JST = '2026-03-07T01:00:00Z';

export const TOKYO = {
  full_name: 'Taro Yamada',
  phone: '0312345678',
  country: 'JP',
  zip: '1000001',
  province: '13',
  city: 'Chiyoda-ku',
  address1: '1-1 Chiyoda',
};

export const TOKYO_2 = {
  ...TOKYO,
  full_name: 'Hanako Sato',
  zip: '1500002',
  city: 'Shibuya-ku',
  address1: '2-21-1 Shibuya',
};

export const OSAKA = {
  full_name: 'Jiro Suzuki',
  phone: '0612345678',
  country: 'JP',
  zip: '5300001',
  province: '27',
  city: 'Osaka-shi',
  address1: '1-1 Umeda, Kita-ku',
};

/** The recipient of OSAKA as the CLI's flags give it. */
export const TO_OSAKA = [
  '--to-name',
  'Jiro Suzuki',
  '--to-phone',
  '0612345678',
  '--to-zip',
  '5300001',
  '--to-province',
  '27',
  '--to-city',
  'Osaka-shi',
  '--to-address1',
  '1-1 Umeda',
];

export const LONDON = {
  full_name: 'Jane Smith',
  phone: '+442071234567',
  country: 'GB',
  zip: 'SW1A 1AA',
  city: 'London',
  address1: '10 Downing Street',
};

export const NEW_YORK = {
  full_name: 'John Doe',
  phone: '+12125551234',
  country: 'US',
  zip: '10001',
  province: 'NY',
  city: 'New York',
  address1: '350 Fifth Avenue',
};

export const PRODUCT = {
  name: 'Cotton T-shirt',
  quantity: 2,
  price: 2500,
  weight: 300,
  hs_code: '610910',
  origin_country: 'JP',
};

// Each body is a copy of the fixtures: a test that edits its body (a control character in a
// name) must not change the next test's, in this file or another sharing the module.
export function domesticBody(setup: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return structuredClone({ to_address: OSAKA, from_address: TOKYO, products: [PRODUCT], setup, ...extra });
}

export function internationalBody(setup: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return structuredClone({
    to_address: LONDON,
    from_address: TOKYO,
    products: [PRODUCT],
    parcels: [{ weight: 800, amount: 1, width: 30, height: 20, depth: 10 }],
    customs: { duty_paid: false, content_type: 'MERCHANDISE' },
    setup: { currency: 'JPY', ...setup },
    ...extra,
  });
}

export type ShippingSandbox = TestSandbox & { clock: ReturnType<typeof fixedClock> };

export async function startShippingSandbox(
  at = WEDNESDAY_10_JST,
  opts: TestSandboxOptions = {},
): Promise<ShippingSandbox> {
  const clock = fixedClock(at);
  const sb = await startTestSandbox({ ...opts, clock });
  return Object.assign(sb, { clock });
}

/** The id of the principal's (first) active account of a carrier type. */
export async function accountId(sb: TestSandbox, type: string, token?: string): Promise<string> {
  const res = await sb.request('GET', '/v1/carriers', undefined, token ? { token } : {});
  const found = (res.body as { id: string; type: string }[]).find((a) => a.type === type);
  if (!found) throw new Error(`no ${type} account in the sandbox`);
  return found.id;
}

/** The fields named in a 400's details. */
export const fields = (body: { details?: { field: string }[] }): string[] =>
  (body.details ?? []).map((d) => d.field);

/** A UPS account as the dashboard would create it (ups cannot be registered through the API). */
export function addUpsAccount(sb: TestSandbox): string {
  // The seed connects one ups account "in the dashboard"; an empty sandbox gets one here.
  const seeded = sb.db
    .prepare("SELECT id FROM carriers WHERE type = 'ups' AND state = 'active' LIMIT 1")
    .get() as { id: string } | undefined;
  if (seeded) return seeded.id;
  const at = sb.deps.clock.now().toISOString();
  insertCarrier(sb.db, {
    id: 'ups-dashboard-account',
    account_id: getMainAccount(sb.db)!.id,
    sub_user_id: null,
    type: 'ups',
    state: 'active',
    credentials: {},
    settings: {},
    created_at: at,
    updated_at: at,
  });
  return 'ups-dashboard-account';
}

/** An open order's body for Fukuoka (number `n`): the order runs' tests open several of them. */
export function hakataOrder(n: number, setup: Record<string, unknown>) {
  return {
    to_address: {
      full_name: `客 ${n}`,
      phone: '0921234567',
      zip: '8120011',
      province: '40',
      city: '福岡市博多区',
      address1: `博多駅前${n}-1`,
      country: 'JP',
    },
    products: [{ name: '品物', quantity: 1, price: 500 }],
    setup,
  };
}
