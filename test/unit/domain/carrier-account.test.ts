import { describe, expect, it } from 'vitest';
import {
  applyCredentialDefaults,
  CREDENTIAL_FIELDS,
  maskCredentials,
  maskSecret,
  parseCustomerNumbers,
  validateCarrierAccount,
} from '../../../src/domain/index.js';
import { fields, issueOf } from './fixtures.js';

const create = (body: unknown) => validateCarrierAccount(body, { mode: 'create' });
const CN = ['1234567890', '123456', '1234567890', '123456'];
const FEDEX = {
  account_number: '123456789',
  password: 'pw',
  key: 'k',
  meter_number: 'm',
  client_id: 'ci',
  client_secret: 'cs',
  person_name: 'Taro',
  company_name: 'ACME',
  phone_number: '0312345678',
  email: 'ops@example.com',
  invoice_2fa: { number: 'INV1', date: '2026-11-01', amount: 12000, currency: 'JPY' },
};

describe('spec 4.9 POST /v1/carriers: type', () => {
  it('a registrable type passes', () => {
    expect(
      create({ type: 'yuupack', credentials: { user_id: 'u1' }, settings: { print: { size: 'PDF_A5' } } }),
    ).toEqual([]);
  });
  it('ups refused: dashboard only (OAuth)', () => {
    expect(create({ type: 'ups', credentials: {} })).toEqual([
      { field: 'type', issue: 'ups accounts are registered in the dashboard (OAuth), not through the API' },
    ]);
  });
  it('custom and unknown types refused', () => {
    expect(issueOf(create({ type: 'custom' }), 'type')).toContain('no account to register');
    expect(issueOf(create({ type: 'kuroneko' }), 'type')).toContain('must be one of dhl, fedex');
  });
});

describe('spec 2.13 credentials', () => {
  it('yamato: key required; freight_number defaults to 01', () => {
    expect(
      create({ type: 'yamato', credentials: { key: 'k' }, settings: { print: { size: 'PDF_A5' } } }),
    ).toEqual([]);
    expect(applyCredentialDefaults('yamato', { key: 'k' })).toEqual({ key: 'k', freight_number: '01' });
    expect(
      fields(create({ type: 'yamato', credentials: {}, settings: { print: { size: 'PDF_A5' } } })),
    ).toEqual(['credentials.key']);
  });
  it('sagawa: key, password, account_number required; account_key_number optional', () => {
    const settings = { print: { size: 'PDF_A5' } };
    expect(
      create({ type: 'sagawa', credentials: { key: 'k', password: 'p', account_number: '1' }, settings }),
    ).toEqual([]);
    expect(fields(create({ type: 'sagawa', credentials: { key: 'k' }, settings }))).toEqual([
      'credentials.password',
      'credentials.account_number',
    ]);
  });
  it('yuupack/yuupacket/yuumail: user_id', () => {
    expect(
      fields(create({ type: 'yuumail', credentials: {}, settings: { print: { size: 'PDF_A5' } } })),
    ).toEqual(['credentials.user_id']);
  });
  it('japanpost/zonos: customer_numbers are 4 digit strings of 10, 6, 10, 6', () => {
    const settings = { print: { size: 'PDF_A4' } };
    expect(create({ type: 'japanpost', credentials: { customer_numbers: CN }, settings })).toEqual([]);
    expect(create({ type: 'zonos', credentials: { customer_numbers: CN } })).toEqual([]);
  });
  it('japanpost: wrong block lengths, numbers, or a flat string refused', () => {
    const bad = (cn: unknown) =>
      issueOf(
        create({ type: 'zonos', credentials: { customer_numbers: cn } }),
        'credentials.customer_numbers',
      );
    expect(bad(['123', '123456', '1234567890', '123456'])).toContain('lengths 3, 6, 10, 6');
    expect(bad([1234567890, 123456, 1234567890, 123456])).toContain('as a string');
    // 10: the value itself is never echoed, only its shape and the fix.
    const flat = bad('1234567890-123456-1234567890-123456');
    expect(flat).toContain('got a string of 35 characters: send the same digits as an array of 4 strings');
    expect(flat).not.toContain('1234567890');
  });
  it('parseCustomerNumbers reads dashes, spaces or 32 bare digits', () => {
    expect(parseCustomerNumbers('1234567890 123456 1234567890 123456')).toEqual(CN);
    expect(parseCustomerNumbers(CN.join(''))).toEqual(CN);
    expect(parseCustomerNumbers('123')).toBeUndefined();
  });
  it('fedex: ten strings plus invoice_2fa accepted', () => {
    expect(create({ type: 'fedex', credentials: FEDEX, settings: { print: { size: 'PDF_4X6' } } })).toEqual(
      [],
    );
  });
  it('fedex: fewer than ten strings refused, naming the missing ones', () => {
    const { key: _k, meter_number: _m, ...short } = FEDEX;
    const issue = issueOf(
      create({ type: 'fedex', credentials: short, settings: { print: { size: 'PDF_4X6' } } }),
      'credentials',
    );
    expect(issue).toContain('fedex needs 10 credential strings; 8 given');
    expect(issue).toContain('key, meter_number');
  });
  it('fedex: invoice_2fa required and shaped', () => {
    const settings = { print: { size: 'PDF_4X6' } };
    expect(
      fields(create({ type: 'fedex', credentials: { ...FEDEX, invoice_2fa: undefined }, settings })),
    ).toEqual(['credentials.invoice_2fa']);
    const bad = { ...FEDEX, invoice_2fa: { number: 'I', date: '01/11/2026', amount: 1, currency: 'JPY' } };
    expect(
      issueOf(create({ type: 'fedex', credentials: bad, settings }), 'credentials.invoice_2fa'),
    ).toContain('is not YYYY-MM-DD');
  });
  it('dhl: account_number, site_id, password required', () => {
    const settings = { print: { size: 'PDF_4X6' } };
    expect(
      create({ type: 'dhl', credentials: { account_number: '1', site_id: 's', password: 'p' }, settings }),
    ).toEqual([]);
    expect(fields(create({ type: 'dhl', credentials: { account_number: '1' }, settings }))).toEqual([
      'credentials.site_id',
      'credentials.password',
    ]);
  });
  it('ecms/pegasus/seino: two non-empty strings (names unknown)', () => {
    expect(create({ type: 'seino', credentials: { a: 'x', b: 'y' } })).toEqual([]);
    expect(issueOf(create({ type: 'pegasus', credentials: { a: 'x', b: '' } }), 'credentials')).toContain(
      'needs 2 non-empty credential strings; 1 given',
    );
  });
  it('yamato_intl: one required string, the second defaults to 01', () => {
    expect(create({ type: 'yamato_intl', credentials: { code: 'x' } })).toEqual([]);
    expect(issueOf(create({ type: 'yamato_intl', credentials: {} }), 'credentials')).toContain(
      "defaults to '01'",
    );
  });
  it('secrets are masked with asterisks; the others are shown', () => {
    expect(maskSecret('hunter2')).toBe('********');
    expect(
      maskCredentials('sagawa', {
        key: 'abc',
        password: 'pw',
        account_number: '123',
        account_key_number: '',
      }),
    ).toEqual({
      key: '********',
      password: '********',
      account_number: '123',
      account_key_number: '',
    });
    expect(maskCredentials('seino', { a: 'x' })).toEqual({ a: '********' });
  });
  it('the credential table marks guessed names', () => {
    expect(CREDENTIAL_FIELDS.fedex?.filter((f) => !f.confirmed).map((f) => f.name)).toHaveLength(8);
  });
});

describe('spec 2.13 settings', () => {
  const yamato = (settings: unknown) => create({ type: 'yamato', credentials: { key: 'k' }, settings });
  it('print.size required, from the carrier list', () => {
    expect(issueOf(yamato(undefined), 'settings.print.size')).toContain('required for yamato');
    expect(
      issueOf(
        create({
          type: 'dhl',
          credentials: { account_number: '1', site_id: 's', password: 'p' },
          settings: { print: { size: 'PDF_A5' } },
        }),
        'settings.print.size',
      ),
    ).toBe('must be one of PDF_A4, PDF_4X6, PDF_4X8, ZPL_4X6 for dhl; got "PDF_A5"');
  });
  it('yamato: size_fallback required with PDF_4.5X7.8', () => {
    expect(yamato({ print: { size: 'PDF_4.5X7.8', size_fallback: 'PDF_A4_BW' } })).toEqual([]);
    expect(issueOf(yamato({ print: { size: 'PDF_4.5X7.8' } }), 'settings.print.size_fallback')).toContain(
      'required when print.size is PDF_4.5X7.8',
    );
    expect(fields(yamato({ print: { size: 'PDF_A5', size_fallback: 'PDF_4.5X7.8' } }))).toEqual([
      'settings.print.size_fallback',
    ]);
  });
  it('yamato: scheduled_delivery_email message required when enabled, at most 74 characters', () => {
    const mail = (m: unknown) =>
      yamato({ print: { size: 'PDF_A5' }, scheduled_delivery_email: { enabled: true, message: m } });
    expect(mail('お届け予定日をお知らせします')).toEqual([]);
    expect(mail('あ'.repeat(74))).toEqual([]);
    expect(issueOf(mail('あ'.repeat(75)), 'settings.scheduled_delivery_email.message')).toContain(
      'is 75 characters',
    );
    expect(issueOf(mail(undefined), 'settings.scheduled_delivery_email.message')).toContain(
      'required when enabled',
    );
    expect(yamato({ print: { size: 'PDF_A5' }, scheduled_delivery_email: { enabled: false } })).toEqual([]);
  });
  it('yamato: label.delivery_date is a boolean; dhl label flags refused on yamato', () => {
    expect(yamato({ print: { size: 'PDF_A5' }, label: { delivery_date: true } })).toEqual([]);
    expect(
      issueOf(
        yamato({ print: { size: 'PDF_A5' }, label: { hide_account: true } }),
        'settings.label.hide_account',
      ),
    ).toContain('dhl accounts only');
  });
  it('dhl: label.hide_account and label.extra_page booleans', () => {
    const dhl = (label: unknown) =>
      create({
        type: 'dhl',
        credentials: { account_number: '1', site_id: 's', password: 'p' },
        settings: { print: { size: 'PDF_4X6' }, label },
      });
    expect(dhl({ hide_account: true, extra_page: false })).toEqual([]);
    expect(fields(dhl({ extra_page: 'yes' }))).toEqual(['settings.label.extra_page']);
  });
});

describe('spec 4.9 PUT /v1/carriers/:id', () => {
  it('partial credentials accepted; type cannot change', () => {
    expect(
      validateCarrierAccount({ credentials: { password: 'new' } }, { mode: 'update', type: 'sagawa' }),
    ).toEqual([]);
    expect(
      fields(validateCarrierAccount({ type: 'yamato', settings: {} }, { mode: 'update', type: 'sagawa' })),
    ).toEqual(['type']);
  });
  it('yamato fallback rule judged on the merged settings', () => {
    const current = { settings: { print: { size: 'PDF_A5' } } };
    const body = { settings: { print: { size: 'PDF_4.5X7.8' } } };
    expect(fields(validateCarrierAccount(body, { mode: 'update', type: 'yamato', current }))).toEqual([
      'settings.print.size_fallback',
    ]);
    const withFallback = { settings: { print: { size: 'PDF_A5', size_fallback: 'PDF_A4' } } };
    expect(validateCarrierAccount(body, { mode: 'update', type: 'yamato', current: withFallback })).toEqual(
      [],
    );
  });
  it('an empty update refused', () => {
    expect(fields(validateCarrierAccount({}, { mode: 'update', type: 'dhl' }))).toEqual(['body']);
  });
});
