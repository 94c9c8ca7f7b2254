// A rule's problem reads in the run's language when a person reads it (issueText), while its
// `issue` — what the sandbox answers and --json carries — stays the English of today.
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguage } from '../../../src/i18n/index.js';
import { issueText, say, english } from '../../../src/i18n/issues.js';
import {
  checkTestMode,
  readNumber,
  reissued,
  say as sayIssue,
  validateAddress,
  validateCarrierAccount,
  validateFileUpload,
  validateOrderRequest,
  validateShipmentRequest,
  validateWarehouse,
} from '../../../src/domain/index.js';

const NOW = new Date('2026-03-04T01:00:00Z'); // Wednesday 10:00 JST

afterEach(async () => {
  await useLanguage('en');
});

const zipProblem = () => {
  const problems = validateAddress(
    { full_name: '山田 太郎', country: 'JP', zip: '12', address1: '梅田1-1-3' },
    { path: 'to_address', role: 'to' },
  );
  const zip = problems.find((p) => p.field === 'to_address.zip');
  expect(zip).toBeDefined();
  return zip!;
};

describe('issueText', () => {
  it('prints a real rule’s problem in Japanese under Japanese, and its issue stays English', async () => {
    await useLanguage('ja');
    const p = zipProblem();
    expect(p.issue).toBe('must be a 7-digit Japanese postal code (1000001 or 100-0001); got "12"');
    expect(issueText(p)).toBe('7 桁の郵便番号（1000001 または 100-0001）で指定してください（指定値: "12"）');
  });

  it('prints the English issue under English', async () => {
    await useLanguage('en');
    const p = zipProblem();
    expect(issueText(p)).toBe(p.issue);
  });

  it('serializes and compares as { field, issue } only, as the sandbox answers it', () => {
    const p = zipProblem();
    expect(JSON.parse(JSON.stringify(p))).toEqual({ field: 'to_address.zip', issue: p.issue });
    expect(p).toEqual({ field: 'to_address.zip', issue: p.issue });
  });

  it('translates what was said inside a caller’s frame (the flag named after it)', async () => {
    await useLanguage('ja');
    const p = reissued(zipProblem(), `${zipProblem().issue} (--to-zip)`);
    expect(issueText(p)).toMatch(/^7 桁の郵便番号.*（--to-zip）$/);
  });

  it('keeps an issue rewritten past recognition as written', async () => {
    await useLanguage('ja');
    const p = reissued(zipProblem(), 'something else entirely');
    expect(issueText(p)).toBe('something else entirely');
  });

  it('renders an issue inside another in one language (the product member that is required)', async () => {
    const said = say('products.requiredAbroad', say('products.quantity'));
    expect(english(said)).toBe(
      'required on international shipments: the number of units, an integer of at least 1',
    );
    const problems = validateShipmentRequest(
      {
        to_address: {
          full_name: 'Jane Doe',
          country: 'US',
          zip: '10001',
          province: 'NY',
          city: 'New York',
          address1: '1 Main St',
        },
        from_address: {
          full_name: '山田 太郎',
          country: 'JP',
          zip: '5300001',
          province: '27',
          city: '大阪市',
          address1: '梅田1-1-3',
        },
        setup: { service: 'dhl_express_worldwide', currency: 'JPY' },
        products: [{ name: 'T-shirt', price: 1000, weight: 200, hs_code: '610910', origin_country: 'JP' }],
        parcels: [{ weight: 300 }],
        customs: { duty_paid: false, content_type: 'MERCHANDISE' },
      },
      { now: NOW, mode: 'shipment' },
    );
    const quantity = problems.find((p) => p.field === 'products[0].quantity');
    expect(quantity?.issue).toBe(english(said));
    await useLanguage('ja');
    expect(issueText(quantity!)).toBe('国際出荷では必須です: 数量（1 以上の整数）');
  });

  it('a shipment’s pack size problem is Japanese under Japanese and English on the wire', async () => {
    await useLanguage('ja');
    const problems = validateShipmentRequest(
      {
        to_address: {
          full_name: '山田 太郎',
          country: 'JP',
          zip: '5300001',
          province: '27',
          city: '大阪市',
          address1: '梅田1-1-3',
        },
        from_address: {
          full_name: '出荷担当',
          country: 'JP',
          zip: '1000001',
          province: '13',
          city: '千代田区',
          address1: '千代田1-1',
        },
        setup: { service: 'sagawa_regular', pack_size: 70 },
      },
      { now: NOW, mode: 'shipment' },
    );
    const texts = problems.map((p) => `${p.field}: ${issueText(p)}`);
    expect(texts).toContain(
      'setup.pack_size: sagawa のサイズは 60, 80, 100, 140, 160 のいずれかです（指定値: 70）',
    );
    const wire = problems.map((p) => p.issue);
    expect(wire).toContain('must be one of 60, 80, 100, 140, 160 for sagawa; got 70');
  });

  it('a received value that is not text reads in Japanese: nothing, an array, an object', async () => {
    const [order] = validateOrderRequest([], { now: NOW });
    expect(order?.issue).toBe('must be a JSON object {to_address, products, setup, …}; got an array');
    await useLanguage('ja');
    expect(issueText(order!)).toBe(
      'JSON オブジェクト {to_address, products, setup, …} で送ってください（指定値: 配列）',
    );
  });

  it('credentials say what was received, never its text, in either language', async () => {
    const problems = validateCarrierAccount(
      { type: 'sagawa', credentials: 'secret-value', settings: { print: { size: 'PDF_A4' } } },
      { mode: 'create' },
    );
    const creds = problems.find((p) => p.field === 'credentials');
    expect(creds?.issue).toBe('must be an object; got a string of 12 characters');
    await useLanguage('ja');
    expect(issueText(creds!)).toBe('オブジェクトで指定してください（指定値: 12 文字の文字列）');
    expect(issueText(creds!)).not.toContain('secret');
  });

  it('an image upload and a warehouse say their problems in Japanese', async () => {
    const [file] = validateFileUpload({ type: 'logo', file: 'data:image/png;base64,AAAA' });
    expect(file?.issue).toBe('is a data: URI; send the raw Base64 only: remove "data:image/png;base64,"');
    const kanji = validateWarehouse({
      full_name: 'Yamada',
      country: 'JP',
      zip: '5300001',
      province: '27',
      province_kanji: 'Osaka',
      city: 'Osaka',
      address1: 'Umeda 1-1-3',
    }).find((p) => p.field === 'province_kanji');
    await useLanguage('ja');
    expect(issueText(file!)).toBe(
      'data: URI になっています。Base64 の部分だけを送ってください: "data:image/png;base64," を外してください',
    );
    expect(kanji && issueText(kanji)).toMatch(/都道府県ではありません|漢字で書いてください/);
  });

  it('a test window and the clock read in Japanese, the wire keeps the English', async () => {
    const saturday = new Date('2026-03-07T01:00:00Z'); // Saturday 10:00 JST
    const [p] = checkTestMode('yamato', saturday);
    expect(p?.issue).toBe(
      'yamato test labels are available Monday–Friday 09:00–22:00 JST; it is Saturday 10:00 JST (next opening: Monday 09:00 JST)',
    );
    await useLanguage('ja');
    expect(issueText(p!)).toBe(
      'yamato のテストラベルは 月〜金曜日 09:00〜22:00（日本時間）に使えます。現在は 土曜日 10:00（日本時間）です（次の受付開始: 月曜日 09:00（日本時間））',
    );
  });

  it('a typed number names what it is in the reader’s language', async () => {
    const read = readNumber('2,5', { what: sayIssue('vocabulary.what.weight') });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.issue).toBe(
      '"2,5" has a comma that is not a thousands separator: write the weight in grams as digits, e.g. 2500',
    );
    await useLanguage('ja');
    expect(issueText(read)).toBe(
      '"2,5" のカンマは 3 桁区切りではありません: 重量（g）は数字で書いてください（例: 2500）',
    );
  });
});
