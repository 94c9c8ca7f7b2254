import { describe, expect, it } from 'vitest';
import {
  checkShipmentDate,
  resolveShipmentDate,
  SHIPMENT_DATE_RULES,
  type CarrierType,
} from '../../../src/domain/index.js';
import { MONDAY_10_JST as NOW } from './fixtures.js';

// Today in JST is 2026-11-23.
describe('spec 2.7 shipment_date', () => {
  it('yamato: today+30 JST accepted', () => {
    expect(checkShipmentDate('yamato', '2026-12-23', NOW)).toEqual([]);
  });
  it('yamato: today accepted', () => {
    expect(checkShipmentDate('yamato', '2026-11-23', NOW)).toEqual([]);
  });
  it('yamato: today+31 refused', () => {
    const [p] = checkShipmentDate('yamato', '2026-12-24', NOW);
    expect(p?.field).toBe('setup.shipment_date');
    expect(p?.issue).toContain('more than 30 days');
    expect(p?.issue).toContain('2026-11-23 … 2026-12-23');
  });
  it('yamato: required', () => {
    expect(checkShipmentDate('yamato', undefined, NOW)).toEqual([
      {
        field: 'setup.shipment_date',
        issue:
          'required for yamato: a date YYYY-MM-DD in JST within 30 days from today (2026-11-23 … 2026-12-23)',
      },
    ]);
  });
  it('yamato_intl: required, within 30 days', () => {
    expect(checkShipmentDate('yamato_intl', '', NOW)).toHaveLength(1);
    expect(checkShipmentDate('yamato_intl', '2026-11-30', NOW)).toEqual([]);
  });
  it('past dates refused (yesterday in JST)', () => {
    expect(checkShipmentDate('sagawa', '2026-11-22', NOW)[0]?.issue).toContain('in the past');
  });
  it('JST boundary: at UTC 15:00 the JST date has moved on, so the UTC date is already past', () => {
    const utc15 = new Date('2026-11-22T15:00:00Z'); // 2026-11-23 00:00 JST
    expect(checkShipmentDate('yamato', '2026-11-22', utc15)[0]?.issue).toContain('in the past');
    expect(checkShipmentDate('yamato', '2026-11-23', utc15)).toEqual([]);
    const utc1459 = new Date('2026-11-22T14:59:00Z'); // still 2026-11-22 JST
    expect(checkShipmentDate('yamato', '2026-11-22', utc1459)).toEqual([]);
  });
  it('malformed date refused for a strict carrier', () => {
    expect(checkShipmentDate('yamato', '2026/12/01', NOW)[0]?.issue).toContain('must be a date YYYY-MM-DD');
    expect(checkShipmentDate('sagawa', '2026-02-30', NOW)).toHaveLength(1);
  });
  it.each(['sagawa', 'yuupack', 'yuupacket', 'yuumail'] as CarrierType[])(
    '%s: optional, omitted is unspecified',
    (c) => {
      expect(checkShipmentDate(c, undefined, NOW)).toEqual([]);
      expect(resolveShipmentDate(c, undefined, NOW)).toEqual({});
    },
  );
  it.each(['sagawa', 'yuupack', 'yuupacket', 'yuumail'] as CarrierType[])(
    '%s: when set, today+31 refused',
    (c) => {
      expect(checkShipmentDate(c, '2026-12-23', NOW)).toEqual([]);
      expect(checkShipmentDate(c, '2026-12-24', NOW)).toHaveLength(1);
    },
  );
  it('seino: omitted → today is used', () => {
    expect(checkShipmentDate('seino', undefined, NOW)).toEqual([]);
    expect(resolveShipmentDate('seino', undefined, NOW)).toEqual({ value: '2026-11-23' });
  });
  it('seino: when set, within 30 days', () => {
    expect(resolveShipmentDate('seino', '2026-12-01', NOW)).toEqual({ value: '2026-12-01' });
    expect(checkShipmentDate('seino', '2026-12-24', NOW)).toHaveLength(1);
  });
  it('fedex: today+10 accepted, today+11 refused', () => {
    expect(checkShipmentDate('fedex', '2026-12-03', NOW)).toEqual([]);
    expect(checkShipmentDate('fedex', '2026-12-04', NOW)[0]?.issue).toContain('more than 10 days');
  });
  it('fedex: omitted or invalid → unspecified, a warning and not an error', () => {
    expect(checkShipmentDate('fedex', undefined, NOW)).toEqual([]);
    expect(checkShipmentDate('fedex', 'next tuesday', NOW)).toEqual([]);
    const r = resolveShipmentDate('fedex', 'next tuesday', NOW);
    expect(r.value).toBeUndefined();
    expect(r.warning).toContain('treated as unspecified');
    expect(resolveShipmentDate('fedex', undefined, NOW)).toEqual({});
  });
  it('fedex: a real date in the past is still refused', () => {
    expect(checkShipmentDate('fedex', '2026-11-01', NOW)).toHaveLength(1);
  });
  it.each(['dhl', 'ups', 'pegasus', 'japanpost'] as CarrierType[])(
    '%s: always today, whatever is sent (warning)',
    (c) => {
      expect(checkShipmentDate(c, '2027-06-01', NOW)).toEqual([]);
      expect(checkShipmentDate(c, 'garbage', NOW)).toEqual([]);
      const r = resolveShipmentDate(c, '2026-12-01', NOW);
      expect(r.value).toBe('2026-11-23');
      expect(r.warning).toContain('replaced by 2026-11-23');
      expect(resolveShipmentDate(c, undefined, NOW)).toEqual({ value: '2026-11-23' });
    },
  );
  it('ecms, zonos, custom (not in the spec table): optional within 30 days', () => {
    for (const c of ['ecms', 'zonos', 'custom'] as CarrierType[]) {
      expect(SHIPMENT_DATE_RULES[c]).toEqual({ kind: 'optional', maxDays: 30 });
      expect(checkShipmentDate(c, undefined, NOW)).toEqual([]);
      expect(checkShipmentDate(c, '2026-12-24', NOW)).toHaveLength(1);
    }
  });
});
