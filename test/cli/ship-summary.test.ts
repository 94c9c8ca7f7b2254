// The summary a packer confirms before a label is bought: every amount with the currency the
// service will read it in, and a customs value without one said to be in the account's.
import { afterEach, describe, expect, it } from 'vitest';
import { summaryLines } from '../../src/cli/commands/ship/summary.js';
import { useLanguage } from '../../src/i18n/index.js';

const TO_US = {
  full_name: 'John Smith',
  zip: '94105',
  country: 'US',
  city: 'San Francisco',
  address1: '1 Market St',
};
const FROM = {
  full_name: 'Sandbox Shipping',
  zip: '1500002',
  country: 'JP',
  province: '13',
  address1: '2-21-1',
};
const TSHIRT = { name: 'Cotton T-shirt', quantity: 2, price: 2500, hs_code: '610910', origin_country: 'JP' };
const rate = {
  carrier_id: 'c1',
  carrier: 'dhl',
  service: 'dhl_express_worldwide',
  currency: 'JPY',
  price: 9120,
  surcharges: [],
};

const valueOf = (lines: [string, string][], key: string) => lines.find(([k]) => k === key)?.[1];

describe('ship summary amounts', () => {
  it('an international shipment without --currency: the customs values are said to be in the account’s currency', () => {
    const lines = summaryLines(
      {
        to_address: TO_US,
        from_address: FROM,
        setup: { carrier: 'dhl', service: 'dhl_express_worldwide' },
        products: [TSHIRT],
      },
      { rate },
    );
    expect(valueOf(lines, 'Products')).toBe('2 × Cotton T-shirt @ 2,500 HS 610910 (JP)');
    expect(valueOf(lines, 'Currency')).toBe(
      "not set: the service reads these values in the account's currency (quotes come in JPY); --currency USD declares them in another",
    );
    expect(valueOf(lines, 'Price')).toBe('9,120 JPY (quote)');
  });

  it('with --currency USD the unit price shows it, and the JPY quote is said not to convert it', () => {
    const lines = summaryLines(
      {
        to_address: TO_US,
        from_address: FROM,
        setup: { carrier: 'dhl', service: 'dhl_express_worldwide', currency: 'USD', insurance: 50 },
        products: [{ ...TSHIRT, price: 25 }],
      },
      { rate },
    );
    expect(valueOf(lines, 'Products')).toBe('2 × Cotton T-shirt @ 25.00 USD HS 610910 (JP)');
    expect(valueOf(lines, 'Options')).toBe('insurance 50.00 USD');
    expect(valueOf(lines, 'Currency')).toBe(
      'the customs values stay in USD; the label is priced in JPY (nothing converted)',
    );
  });

  it('a label priced in JPY for USD customs values says the values stay in USD, nothing converted', () => {
    const lines = summaryLines(
      {
        to_address: TO_US,
        from_address: FROM,
        setup: { carrier: 'dhl', service: 'dhl_express_worldwide', currency: 'USD' },
        products: [{ ...TSHIRT, price: 30, quantity: 1 }],
      },
      { rate },
    );
    expect(valueOf(lines, 'Products')).toBe('1 × Cotton T-shirt @ 30.00 USD HS 610910 (JP)');
    expect(valueOf(lines, 'Currency')).toBe(
      'the customs values stay in USD; the label is priced in JPY (nothing converted)',
    );
  });

  it('a domestic cash on delivery is in yen', () => {
    const lines = summaryLines(
      {
        to_address: {
          full_name: '鈴木 次郎',
          zip: '5300001',
          country: 'JP',
          province: '27',
          address1: '梅田1-1-3',
        },
        from_address: FROM,
        setup: {
          carrier: 'sagawa',
          service: 'sagawa_regular',
          pack_size: 80,
          cash_on_delivery: { amount: 12000 },
        },
      },
      {},
    );
    expect(valueOf(lines, 'Options')).toBe('cash on delivery 12,000 JPY');
    expect(valueOf(lines, 'To')).toBe('鈴木 次郎 · 〒530-0001 大阪府 梅田1-1-3 (JP)');
  });

  it('a test label is free: the price says so, with what a real label would cost', () => {
    const lines = summaryLines(
      {
        to_address: TO_US,
        from_address: FROM,
        setup: { carrier: 'dhl', service: 'dhl_express_worldwide', test: true },
        products: [TSHIRT],
      },
      { rate },
    );
    expect(valueOf(lines, 'Price')).toBe('free (test label; a real one: 9,120 JPY)');
  });
});

describe('ship summary addresses', () => {
  afterEach(() => useLanguage('en'));

  it('in Japanese the recipient in Japan gets 様, the sender (the warehouse) never does', async () => {
    await useLanguage('ja');
    const lines = summaryLines(
      {
        to_address: {
          full_name: '鈴木 次郎',
          zip: '5300001',
          country: 'JP',
          province: '27',
          address1: '梅田1-1-3',
        },
        from_address: {
          full_name: '出荷担当',
          company: 'シップ株式会社',
          zip: '1500002',
          country: 'JP',
          province: '13',
          address1: '渋谷区渋谷2-21-1',
        },
        setup: { carrier: 'sagawa', service: 'sagawa_regular', pack_size: 60 },
      },
      {},
    );
    expect(lines[0]![1]).toBe('〒530-0001 大阪府梅田1-1-3 鈴木 次郎 様');
    expect(lines[1]![1]).toBe('〒150-0002 東京都渋谷区渋谷2-21-1 シップ株式会社 出荷担当');
  });

  it('an address abroad reads in its own order (name, street, city, state, zip, country), without 様', async () => {
    await useLanguage('ja');
    const lines = summaryLines(
      {
        to_address: { ...TO_US, province: 'CA' },
        from_address: FROM,
        setup: { carrier: 'dhl', service: 'dhl_express_worldwide' },
        products: [TSHIRT],
      },
      { rate },
    );
    expect(lines[0]![1]).toBe('John Smith, 1 Market St, San Francisco, CA, 94105, US');
  });
});

describe('ship summary of a recipient in Japan', () => {
  it('says each part once, in Japanese order, the building apart from the 番地', async () => {
    const { useLanguage } = await import('../../src/i18n/index.js');
    await useLanguage('ja');
    try {
      const lines = summaryLines(
        {
          to_address: {
            full_name: '鈴木 次郎',
            country: 'JP',
            zip: '5300001',
            province: '27',
            city: '大阪市北区',
            address1: '梅田1-1-3',
            address2: 'グランフロント大阪 20F',
          },
          from_address: FROM,
          setup: { service: 'sagawa_regular', pack_size: 60 },
        },
        {},
      );
      expect(valueOf(lines, 'お届け先')).toBe(
        '〒530-0001 大阪府大阪市北区梅田1-1-3 グランフロント大阪 20F 鈴木 次郎 様',
      );
    } finally {
      await useLanguage('en');
    }
  });
});
