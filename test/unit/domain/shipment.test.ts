import { describe, expect, it } from 'vitest';
import {
  analyzeShipmentRequest,
  validateShipmentRequest,
  type AccountRef,
} from '../../../src/domain/index.js';
import { domestic, fields, international, issueOf, MONDAY_10_JST as now, US_TO } from './fixtures.js';

const ship = (body: unknown, accounts?: AccountRef[]) =>
  validateShipmentRequest(body, { now, mode: 'shipment', ...(accounts ? { accounts } : {}) });
const rates = (body: unknown) => validateShipmentRequest(body, { now, mode: 'rates' });
const acct = (id: string, type: string, extra: Partial<AccountRef> = {}): AccountRef => ({
  id,
  type,
  state: 'active',
  ...extra,
});
const saturday = new Date('2026-11-28T01:00:00Z');

describe('spec 4.1 POST /v1/shipments body', () => {
  it('a complete domestic and a complete international body pass', () => {
    expect(ship(domestic())).toEqual([]);
    expect(ship(international())).toEqual([]);
  });
  it('to_address, from_address and setup are required; all problems come back at once', () => {
    expect(fields(ship({}))).toEqual(['setup', 'setup.service', 'to_address', 'from_address']);
  });
  it('the body must be an object', () => {
    expect(ship([])).toEqual([{ field: 'body', issue: expect.stringContaining('must be a JSON object') }]);
  });
  it('setup.service is required for shipments', () => {
    expect(issueOf(ship(domestic({ service: undefined })), 'setup.service')).toContain('required');
  });
  it('domestic carriers need both addresses in Japan', () => {
    const body = domestic({}, { to_address: { ...US_TO } });
    expect(issueOf(ship(body), 'to_address.country')).toContain('sagawa delivers within Japan only');
  });
});

describe('spec 4.1 rule 5: shipment dates follow 2.7', () => {
  it('a yamato shipment without shipment_date is refused; with one it passes', () => {
    const yamato = (sd?: string) =>
      domestic({ service: 'yamato_regular', pack_size: undefined, shipment_date: sd });
    expect(issueOf(ship(yamato()), 'setup.shipment_date')).toContain('required for yamato');
    expect(ship(yamato('2026-12-23'))).toEqual([]);
  });
  it('a dhl shipment_date is accepted but replaced by today (a warning)', () => {
    const a = analyzeShipmentRequest(international({ shipment_date: '2026-12-01' }), {
      now,
      mode: 'shipment',
    });
    expect(a.problems).toEqual([]);
    expect(issueOf(a.warnings, 'setup.shipment_date')).toContain('replaced by 2026-11-23');
  });
});

describe('spec 4.1 rule 1: test labels in a request', () => {
  it('setup.test with sagawa passes at any hour, without an account', () => {
    expect(ship(domestic({ test: true }), [])).toEqual([]);
  });
  it('setup.test with fedex refused', () => {
    expect(fields(ship(international({ service: 'fedex_international_priority', test: true })))).toEqual([
      'setup.test',
    ]);
  });
  it('setup.test must be a boolean', () => {
    expect(issueOf(ship(domestic({ test: 'true' })), 'setup.test')).toContain('JSON boolean');
  });
  it('yamato test on a Saturday refused (rule 2)', () => {
    const body = domestic({
      service: 'yamato_regular',
      pack_size: undefined,
      shipment_date: '2026-11-28',
      test: true,
    });
    expect(
      issueOf(validateShipmentRequest(body, { now: saturday, mode: 'shipment' }), 'setup.test'),
    ).toContain('Saturday 10:00 JST');
  });
  it('a dhl test label still needs a dhl account', () => {
    expect(issueOf(ship(international({ test: true }), []), 'setup.carrier_id')).toContain(
      'no active dhl account',
    );
    expect(ship(international({ test: true }), [acct('D1', 'dhl')])).toEqual([]);
  });
});

describe('spec 2.4 carrier_id and accounts', () => {
  it('one active account of the type: carrier_id may be omitted, and it is chosen', () => {
    const a = analyzeShipmentRequest(domestic(), { now, mode: 'shipment', accounts: [acct('S1', 'sagawa')] });
    expect(a.problems).toEqual([]);
    expect(a.account?.id).toBe('S1');
  });
  it('several active accounts of the type: carrier_id required, listing them', () => {
    const accounts = [
      acct('S1', 'sagawa'),
      acct('S2', 'sagawa'),
      acct('S3', 'sagawa', { state: 'inactive' }),
    ];
    expect(issueOf(ship(domestic(), accounts), 'setup.carrier_id')).toContain(
      '2 active sagawa accounts (S1, S2)',
    );
    expect(ship(domestic({ carrier_id: 'S2' }), accounts)).toEqual([]);
  });
  it('carrier_id of another carrier type refused', () => {
    expect(
      issueOf(ship(domestic({ carrier_id: 'Y1' }), [acct('Y1', 'yamato')]), 'setup.carrier_id'),
    ).toContain('is a yamato account');
  });
  it('an inactive account refused', () => {
    expect(
      issueOf(
        ship(domestic({ carrier_id: 'S9' }), [acct('S9', 'sagawa', { state: 'inactive' })]),
        'setup.carrier_id',
      ),
    ).toContain('not active');
  });
  it('unknown carrier_id refused', () => {
    expect(
      issueOf(ship(domestic({ carrier_id: 'nope' }), [acct('S1', 'sagawa')]), 'setup.carrier_id'),
    ).toContain('no carrier account has id');
  });
  it('no account: refused unless a sagawa/yamato test label', () => {
    expect(issueOf(ship(domestic(), []), 'setup.carrier_id')).toContain('no active sagawa account');
    expect(ship(domestic({ test: true }), [])).toEqual([]);
  });
  it('spec 2.13: japanpost/zonos need customer_numbers before labels', () => {
    const body = international({ service: 'japanpost_ems' });
    expect(
      issueOf(ship(body, [acct('J1', 'japanpost', { hasCustomerNumbers: false })]), 'setup.carrier_id'),
    ).toContain('no customer_numbers');
    expect(ship(body, [acct('J1', 'japanpost', { hasCustomerNumbers: true })])).toEqual([]);
  });
  it('custom needs no account', () => {
    expect(ship(domestic({ service: 'custom_standard', pack_size: undefined }), [])).toEqual([]);
  });
  it('without an accounts list the account rules are not checked', () => {
    expect(ship(domestic())).toEqual([]);
  });
});

describe('spec 4.1 rule 3 / 8.3: dhl address lengths', () => {
  const long = (n: number) => 'a'.repeat(n);
  it('dhl: 45 + 45 accepted', () => {
    expect(
      ship(international({}, { to_address: { ...US_TO, address1: long(45), address2: long(45) } })),
    ).toEqual([]);
  });
  it('dhl: address1 of 46 refused', () => {
    expect(
      issueOf(
        ship(international({}, { to_address: { ...US_TO, address1: long(46) } })),
        'to_address.address1',
      ),
    ).toContain('at most 45');
  });
  it('fedex: no published limit, 46 accepted', () => {
    expect(
      ship(
        international(
          { service: 'fedex_international_priority' },
          { to_address: { ...US_TO, address1: long(46) } },
        ),
      ),
    ).toEqual([]);
  });
});

describe('spec 2.2 products (international)', () => {
  const withProduct = (p: Record<string, unknown>) =>
    international(
      {},
      {
        products: [
          {
            name: 'T-shirt',
            quantity: 1,
            price: 0,
            weight: 150,
            hs_code: '610910',
            origin_country: 'JP',
            ...p,
          },
        ],
      },
    );
  it('required on international shipments', () => {
    expect(issueOf(ship(international({}, { products: undefined })), 'products')).toContain('required');
    expect(fields(ship(international({}, { products: [] })))).toEqual(['products']);
  });
  it('price 0 accepted; hs_code with dots accepted', () => {
    expect(ship(withProduct({ hs_code: '6109.10.00' }))).toEqual([]);
  });
  it('quantity > 0, price ≥ 0, weight > 0 grams', () => {
    expect(fields(ship(withProduct({ quantity: 0, price: -1, weight: 0 })))).toEqual([
      'products[0].quantity',
      'products[0].price',
      'products[0].weight',
    ]);
  });
  it('hs_code: 6–10 digits after stripping dots', () => {
    expect(fields(ship(withProduct({ hs_code: '6109' })))).toEqual(['products[0].hs_code']);
    expect(fields(ship(withProduct({ hs_code: '61091000001' })))).toEqual(['products[0].hs_code']);
  });
  it('origin_country required, ISO alpha-2', () => {
    expect(issueOf(ship(withProduct({ origin_country: 'Japan' })), 'products[0].origin_country')).toContain(
      'alpha-2',
    );
    expect(issueOf(ship(withProduct({ origin_country: undefined })), 'products[0].origin_country')).toContain(
      'required',
    );
  });
  it('domestic: products optional', () => {
    expect(ship(domestic({}, { products: [{ name: 'お茶' }] }))).toEqual([]);
  });
});

describe('spec 2.3 parcels', () => {
  it('international: required, weight > 0 (grams)', () => {
    expect(issueOf(ship(international({}, { parcels: undefined })), 'parcels')).toContain('required');
    expect(fields(ship(international({}, { parcels: [{ weight: 0 }] })))).toEqual(['parcels[0].weight']);
  });
  it('dimensions go together', () => {
    expect(fields(ship(international({}, { parcels: [{ weight: 100, width: 10 }] })))).toEqual([
      'parcels[0].height',
      'parcels[0].depth',
    ]);
  });
  it('domestic shipments do not use parcels', () => {
    expect(issueOf(ship(domestic({}, { parcels: [{ weight: 100 }] })), 'parcels')).toContain(
      'use setup.pack_size',
    );
  });
});

describe('spec 2.8 customs on shipments', () => {
  it('international shipments need customs', () => {
    expect(issueOf(ship(international({}, { customs: undefined })), 'customs')).toContain('required');
  });
  it('domestic shipments refuse customs', () => {
    expect(fields(ship(domestic({}, { customs: { duty_paid: true } })))).toEqual(['customs']);
  });
  it('duty_paid must be a boolean', () => {
    expect(fields(ship(international({}, { customs: { duty_paid: 'yes' } })))).toEqual(['customs.duty_paid']);
  });
});

describe('spec 2.8 customs members', () => {
  it('content_type MERCHANDISE or GIFT: no warning; another value: a warning, not an error', () => {
    const gift = international(
      {},
      { customs: { duty_paid: true, content_type: 'GIFT', consignee_tax_id: 'T1' } },
    );
    expect(analyzeShipmentRequest(gift, { now, mode: 'shipment' }).warnings).toEqual([]);
    const sample = analyzeShipmentRequest(international({}, { customs: { content_type: 'SAMPLE' } }), {
      now,
      mode: 'shipment',
    });
    expect(sample.problems).toEqual([]);
    expect(fields(sample.warnings)).toEqual(['customs.content_type']);
  });
  it('tax numbers must be strings (they are then used or ignored per rule 1)', () => {
    expect(ship(international({}, { customs: { uk_vat_number: 'GB123', abn_number: 'x' } }))).toEqual([]);
    expect(fields(ship(international({}, { customs: { uk_vat_number: 123456789 } })))).toEqual([
      'customs.uk_vat_number',
    ]);
  });
});

describe('spec 2.9 bill_to', () => {
  it('fedex, international: accepted', () => {
    expect(
      ship(international({ service: 'fedex_international_priority' }, { bill_to: { duties: 'RECIPIENT' } })),
    ).toEqual([]);
  });
  it('dhl: refused (fedex only)', () => {
    expect(issueOf(ship(international({}, { bill_to: { duties: 'SENDER' } })), 'bill_to')).toContain(
      'fedex only',
    );
  });
  it('domestic: refused', () => {
    expect(issueOf(ship(domestic({}, { bill_to: { duties: 'SENDER' } })), 'bill_to')).toContain(
      'international shipments only',
    );
  });
  it('an unknown party refused', () => {
    expect(
      fields(ship(international({ service: 'fedex_international_priority' }, { bill_to: { duties: 'ME' } }))),
    ).toEqual(['bill_to.duties']);
  });
});

describe('spec 4.8 POST /v1/rates', () => {
  it('setup.service is not allowed for rates', () => {
    expect(issueOf(rates(domestic()), 'setup.service')).toContain('omit setup.service');
  });
  it('a body without service passes; domestic fields are judged by the route', () => {
    expect(rates(domestic({ service: undefined }))).toEqual([]);
    expect(issueOf(rates(international({ service: undefined, pack_size: 80 })), 'setup.pack_size')).toContain(
      'Japan domestic shipments only',
    );
  });
  it('international rates need parcels (products and customs optional)', () => {
    expect(rates(international({ service: undefined }, { products: undefined, customs: undefined }))).toEqual(
      [],
    );
    expect(fields(rates(international({ service: undefined }, { parcels: undefined })))).toEqual(['parcels']);
  });
  it('yamato rates do not need shipment_date', () => {
    expect(rates(domestic({ service: undefined, carrier: 'yamato', pack_size: undefined }))).toEqual([]);
  });
  it('ups_worldwide_express_freight: a parcel over 70000 g or a side over 154 cm', () => {
    const freight = (p: Record<string, unknown>) =>
      international({ service: 'ups_worldwide_express_freight' }, { parcels: [p] });
    expect(ship(freight({ weight: 70001 }))).toEqual([]);
    expect(ship(freight({ weight: 1000, width: 155, height: 10, depth: 10 }))).toEqual([]);
    expect(issueOf(ship(freight({ weight: 70000, width: 154, height: 10, depth: 10 })), 'parcels')).toContain(
      'heavier than 70000 g',
    );
  });
});

describe('spec 2.8 IOSS warnings', () => {
  it('IOSS above 150 EUR draws a warning', () => {
    const body = international(
      { currency: 'EUR' },
      {
        to_address: { full_name: 'A', country: 'DE', zip: '10115', city: 'Berlin', address1: 'Str 1' },
        products: [
          { name: 'Bag', quantity: 2, price: 100, weight: 500, hs_code: '420221', origin_country: 'JP' },
        ],
        customs: { duty_paid: true, ioss_number: 'IM1234567890' },
      },
    );
    const a = analyzeShipmentRequest(body, { now, mode: 'shipment' });
    expect(a.problems).toEqual([]);
    expect(issueOf(a.warnings, 'customs.ioss_number')).toContain('up to 150 EUR');
  });
});
