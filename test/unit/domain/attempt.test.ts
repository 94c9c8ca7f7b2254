// Which shipment an unanswered create may adopt (domain/attempt.ts).
import { describe, expect, it } from 'vitest';
import { attemptMismatches, judgeAttempt } from '../../../src/domain/attempt.js';

const sent = {
  to_address: { full_name: 'Jiro Suzuki', zip: '530-0001', address1: '1-1 Umeda', country: 'JP' },
  setup: { service: 'sagawa_regular', pack_size: 80, ref_number: 'ORDER-777' },
};
const START = new Date('2026-03-04T01:00:00.000Z');

describe('reconciliation adopts only what this attempt could have created', () => {
  it('the echo of the same body, created at the attempt start, is ours (zip punctuation and width ignored)', () => {
    const found = {
      created_at: '2026-03-04T01:00:00.000Z',
      to_address: {
        full_name: 'JIRO SUZUKI',
        zip: '5300001',
        address1: '１-１ Umeda',
        country: 'JP',
        city: 'Osaka',
      },
      setup: { service: 'sagawa_regular', pack_size: 80, ref_number: 'ORDER-777' },
    };
    expect(judgeAttempt(sent, found, START)).toEqual({ ours: true });
  });

  it('another recipient, service or size with the same ref is not ours, and the fields are named', () => {
    const found = {
      created_at: '2026-03-04T01:00:05Z',
      to_address: { full_name: 'Hanako Sato', zip: '060-0001', address1: '1-1 Umeda', country: 'JP' },
      setup: { service: 'sagawa_cool', pack_size: 100 },
    };
    expect(attemptMismatches(sent, found)).toEqual([
      'to_address.full_name',
      'to_address.zip',
      'setup.service',
      'setup.pack_size',
    ]);
    expect(judgeAttempt(sent, found, START).ours).toBe(false);
  });

  it('the same parcel created a millisecond before the attempt started is not ours', () => {
    const found = { ...sent, created_at: '2026-03-04T00:59:59.999Z' };
    expect(judgeAttempt(sent, found, START)).toMatchObject({
      ours: false,
      reason: expect.stringMatching(/before this attempt/),
    });
  });

  it('a record without created_at, or without the recipient, is never adopted', () => {
    expect(judgeAttempt(sent, { to_address: sent.to_address, setup: sent.setup }, START).ours).toBe(false);
    expect(judgeAttempt(sent, { created_at: '2026-03-04T02:00:00Z', setup: sent.setup }, START).ours).toBe(
      false,
    );
  });

  it('parcels are compared one by one (international size and weight)', () => {
    const intl = { parcels: [{ weight: 800, width: 30, height: 20, depth: 10 }] };
    expect(
      attemptMismatches(intl, { parcels: [{ weight: 800, width: 30, height: 20, depth: 10, amount: 1 }] }),
    ).toEqual([]);
    expect(attemptMismatches(intl, { parcels: [{ weight: 900, width: 30, height: 20, depth: 10 }] })).toEqual(
      ['parcels[0].weight'],
    );
    expect(attemptMismatches(intl, { parcels: [] })).toEqual(['parcels']);
  });
});
