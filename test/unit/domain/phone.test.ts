// Japanese phone numbers against the numbering plan: normalised, a spreadsheet's dropped 0
// put back only where one number fits, the rest refused naming the field.
import { describe, expect, it } from 'vitest';
import {
  english,
  normalizeAddressInput,
  normalizeJpPhone,
  validateAddress,
} from '../../../src/domain/index.js';

const phone = (input: string) => {
  const r = normalizeJpPhone(input);
  return r.ok ? r.phone : `refused: ${english(r.said)}`;
};

describe('Japanese phone numbers', () => {
  it('mobile, IP and free-dial numbers of the right length pass as their digits', () => {
    expect(phone('090-1234-5678')).toBe('09012345678');
    expect(phone('０８０ １２３４ ５６７８')).toBe('08012345678');
    expect(phone('050-1234-5678')).toBe('05012345678');
    expect(phone('03-1234-5678')).toBe('0312345678');
    expect(phone('0120-123-456')).toBe('0120123456');
    expect(phone('0800-123-4567')).toBe('08001234567');
    expect(phone('+81 90-1234-5678')).toBe('09012345678');
    expect(phone('090ー1234ー5678')).toBe('09012345678');
  });

  it('a dropped leading 0 is put back where exactly one number fits, and said', () => {
    const r = normalizeJpPhone('9012345678');
    expect(r).toMatchObject({ ok: true, phone: '09012345678', kind: 'mobile' });
    expect(r.ok && r.restored && english(r.restored)).toBe(
      'phone "9012345678" lacks its leading 0 (a spreadsheet drops it); read as 09012345678',
    );
    expect(phone('312345678')).toBe('0312345678');
  });

  it('a number of the wrong length or shape is refused with what a right one looks like', () => {
    expect(phone('090-1234-567')).toContain('has 10 digits: a mobile or 050 number has 11');
    expect(phone('03-1234-56789')).toContain('has 11 digits: a number with this area code has 10');
    expect(phone('12345')).toContain('check the number');
    expect(phone('tel: none')).toContain('is not a Japanese phone number');
  });

  it('an address in Japan carries the repaired number and a note; an address abroad is left as written', () => {
    const jp = normalizeAddressInput({ country: 'JP', phone: '9012345678' }, 'to_address');
    expect(jp.address.phone).toBe('09012345678');
    expect(jp.notes.map((n) => n.field)).toEqual(['to_address.phone']);
    expect(jp.problems).toEqual([]);
    expect(normalizeAddressInput({ country: 'JP', phone: '03-1234-5678' }).address.phone).toBe(
      '03-1234-5678',
    );
    const bad = normalizeAddressInput({ country: 'JP', phone: '901234' }, 'to_address');
    expect(bad.problems.map((p) => p.field)).toEqual(['to_address.phone']);
    expect(normalizeAddressInput({ country: 'US', phone: '2125551234' }).address.phone).toBe('2125551234');
  });
});

describe('the service side (sandbox) of the phone rule', () => {
  it('a label address in Japan whose phone lacks its 0 or its length is refused naming the fix', () => {
    const issues = (phone: string) =>
      validateAddress(
        { full_name: 'A', country: 'JP', zip: '5300001', address1: 'x', phone },
        { path: 'to_address', role: 'to' },
      )
        .filter((p) => p.field === 'to_address.phone')
        .map((p) => p.issue);
    expect(issues('9012345678')).toEqual([
      '"9012345678" is not a Japanese phone number: it lacks its leading 0; give 09012345678',
    ]);
    expect(issues('090-1234-567')[0]).toContain('has 10 digits');
    expect(issues('06-1234-5678')).toEqual([]);
  });
});
