// Request bodies and clocks shared by the domain tests. Clocks are fixed
// instants: MONDAY_10_JST is Monday 2026-11-23 10:00 in Japan.
export const MONDAY_10_JST = new Date('2026-11-23T01:00:00Z');
export const TODAY = '2026-11-23';

export const JP_TO = {
  full_name: '山田 太郎',
  country: 'JP',
  zip: '1000001',
  province: '13',
  city: '千代田区',
  address1: '千代田1-1',
  phone: '0312345678',
};
export const JP_FROM = {
  company: 'Example 株式会社',
  country: 'JP',
  zip: '5300001',
  province: '27',
  city: '大阪市北区',
  address1: '梅田1-1-1',
  phone: '0612345678',
};
export const US_TO = {
  full_name: 'Jane Doe',
  country: 'US',
  zip: '94105',
  province: 'CA',
  city: 'San Francisco',
  address1: '1 Market St',
  phone: '4155550100',
};

type Obj = Record<string, unknown>;

export function domestic(setup: Obj = {}, extra: Obj = {}): Obj {
  return {
    to_address: { ...JP_TO },
    from_address: { ...JP_FROM },
    setup: { service: 'sagawa_regular', pack_size: 80, ...setup },
    ...extra,
  };
}

export function international(setup: Obj = {}, extra: Obj = {}): Obj {
  return {
    to_address: { ...US_TO },
    from_address: { ...JP_FROM },
    setup: { service: 'dhl_express_worldwide', currency: 'JPY', ...setup },
    products: [
      { name: 'T-shirt', quantity: 2, price: 1500, weight: 200, hs_code: '6109.10', origin_country: 'JP' },
    ],
    parcels: [{ weight: 500, amount: 1, width: 20, height: 10, depth: 5 }],
    customs: { duty_paid: false, content_type: 'MERCHANDISE' },
    ...extra,
  };
}

/** The fields of a problem list, for compact assertions. */
export const fields = (problems: { field: string }[]): string[] => problems.map((p) => p.field);
export const issueOf = (problems: { field: string; issue: string }[], field: string): string =>
  problems.find((p) => p.field === field)?.issue ?? '';
