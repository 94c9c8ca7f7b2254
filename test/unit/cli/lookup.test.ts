// Finding a saved address by what people type, and counting the day's shipments.
import { describe, expect, it } from 'vitest';
import { summarize } from '../../../src/cli/commands/shipments/summary.js';
import { pickSaved } from '../../../src/ops/request/saved-addresses.js';
import { matchesText } from '../../../src/ops/lookup.js';

const rec = (id: string, address: Record<string, string>) =>
  ({ id, created_at: '', updated_at: '', address }) as never;
const BOOK = [
  rec('ADDRAAA111', { full_name: '鈴木 次郎', city: 'Osaka' }),
  rec('ADDRBBB222', { full_name: '佐藤 花子', company: 'Sato Trading' }),
  rec('ADDRBBB333', { full_name: '佐藤 一郎' }),
];

describe('pickSaved (--to-address)', () => {
  it('an id, an id prefix, a whole name, a unique part of a name or company', () => {
    expect(pickSaved(BOOK, 'ADDRBBB333')).toMatchObject({ kind: 'found', record: { id: 'ADDRBBB333' } });
    expect(pickSaved(BOOK, 'addraaa')).toMatchObject({ kind: 'found', record: { id: 'ADDRAAA111' } });
    expect(pickSaved(BOOK, '鈴木')).toMatchObject({ kind: 'found', record: { id: 'ADDRAAA111' } });
    expect(pickSaved(BOOK, 'sato trading')).toMatchObject({ kind: 'found', record: { id: 'ADDRBBB222' } });
    expect(pickSaved(BOOK, '佐藤 一郎')).toMatchObject({ kind: 'found', record: { id: 'ADDRBBB333' } });
  });
  it('several matches are never guessed; none is none', () => {
    const amb = pickSaved(BOOK, '佐藤');
    expect(amb.kind).toBe('ambiguous');
    expect(amb.kind === 'ambiguous' && amb.candidates.map((c: { id: string }) => c.id)).toEqual([
      'ADDRBBB222',
      'ADDRBBB333',
    ]);
    expect(pickSaved(BOOK, 'ADDRBBB')).toMatchObject({ kind: 'ambiguous' });
    expect(pickSaved(BOOK, '田中')).toEqual({ kind: 'none' });
  });
});

describe('matchesText (shipments find)', () => {
  const s = {
    id: 'API-AB12CD34EF',
    setup: { ref_number: 'ORD-1001' },
    delivery: { tracking_numbers: ['1234-5678-9012'] },
    to_address: { full_name: 'Jiro Suzuki' },
  } as never;
  it('ref, tracking (dashes ignored), id, part of the name; not a part of a ref', () => {
    for (const q of ['ord-1001', '123456789012', 'API-AB12CD34EF', 'suzuki'])
      expect(matchesText(s, q)).toBe(true);
    expect(matchesText(s, 'ORD-10')).toBe(false);
  });
  it('four or more digits of a tracking number find it (read off a torn label); three do not', () => {
    expect(matchesText(s, '5678-9012')).toBe(true);
    expect(matchesText(s, '9012')).toBe(true);
    expect(matchesText(s, '012')).toBe(false);
  });
});

describe('summarize (shipments summary)', () => {
  const sh = (service: string, o: { state?: string; test?: boolean; packs?: number } = {}) =>
    ({
      id: 'x',
      state: o.state ?? 'active',
      test: o.test ?? false,
      delivery: { carrier: service.split('_')[0], method: service },
      setup: o.packs ? { pack_amount: o.packs } : {},
    }) as never;
  it('counts real labels per carrier and service, test and voided labels apart, the total the sum of the rows', () => {
    const { rows, total } = summarize([
      sh('sagawa_regular'),
      sh('sagawa_regular', { packs: 3, test: true }),
      sh('sagawa_regular', { state: 'void' }),
      sh('yamato_regular'),
    ]);
    expect(rows).toEqual([
      { carrier: 'sagawa', service: 'sagawa_regular', shipments: 1, packs: 1, test: 1, voided: 1 },
      { carrier: 'yamato', service: 'yamato_regular', shipments: 1, packs: 1, test: 0, voided: 0 },
    ]);
    expect(total).toEqual({ carrier: 'total', service: '', shipments: 2, packs: 2, test: 1, voided: 1 });
  });
});
