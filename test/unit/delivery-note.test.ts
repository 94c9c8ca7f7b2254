import { describe, expect, it } from 'vitest';
import { isGift, noteLines, normalRegistrationNumber, rateTotals } from '../../src/domain/delivery-note.js';

describe('what a delivery note says', () => {
  it('totals each tax rate apart and takes the tax out of each total once, rounded down', () => {
    const lines = noteLines([
      { name: 'tea', quantity: 3, price: 1080, tax_rate: 8 },
      { name: 'cup', quantity: 1, price: 3300 },
      { name: 'rice', quantity: 1, price: 1000, tax_rate: 0.08 },
    ]);
    expect(lines.map((l) => [l.amount, l.rate, l.reduced])).toEqual([
      [3240, 8, true],
      [3300, 10, false],
      [1000, 8, true],
    ]);
    // 8 %: 4,240 × 8/108 = 314.07 → 314; 10 %: 3,300 × 10/110 = 300.
    expect(rateTotals(lines)).toEqual([
      { rate: 10, total: 3300, tax: 300 },
      { rate: 8, total: 4240, tax: 314 },
    ]);
  });

  it('leaves out a rate no item has, and an item without a price from the totals', () => {
    const lines = noteLines([
      { name: 'sample', quantity: 1 },
      { name: 'cup', quantity: 2, price: 1100 },
    ]);
    expect(lines[0]!.amount).toBeNull();
    expect(rateTotals(lines)).toEqual([{ rate: 10, total: 2200, tax: 200 }]);
  });

  it('takes a registration number as T and 13 digits, spaces and hyphens dropped', () => {
    expect(normalRegistrationNumber('t 1234-5678-90123')).toBe('T1234567890123');
    expect(normalRegistrationNumber('1234567890123')).toBeUndefined();
    expect(normalRegistrationNumber('T123456789012')).toBeUndefined();
  });

  it('is a gift when asked, when the order says so, or when the buyer is not the recipient', () => {
    const to_address = { full_name: '山田 花子' };
    expect(isGift({ to_address })).toBe(false);
    expect(isGift({ to_address }, true)).toBe(true);
    expect(isGift({ to_address, gift: true })).toBe(true);
    expect(isGift({ to_address, buyer: { full_name: '山田　花子' } })).toBe(false);
    expect(isGift({ to_address, billing_address: { full_name: '鈴木 一郎' } })).toBe(true);
    expect(isGift({ to_address, customs: { content_type: 'GIFT' } })).toBe(true);
  });
});
