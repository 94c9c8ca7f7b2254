import { describe, expect, it } from 'vitest';
import { applyTaxRules, EU_COUNTRIES, resolveDuties, stripTaxNumber } from '../../../src/domain/index.js';

const ALL_SIX = {
  uk_vat_number: 'GB 123 4567 89',
  abn_number: '51 824 753 556',
  ird_number: '123-456-789',
  voec_number: 'VOEC-2020.001',
  sg_gst_number: 'M9-0001234-X',
  sst_number: 'W10-1808-32000015',
};

describe('spec 2.8 rule 1: a number is used only for its destination', () => {
  it('GB destination uses uk_vat_number (dhl)', () => {
    expect(applyTaxRules({ ...ALL_SIX }, { destinationCountry: 'GB', carrier: 'dhl' })).toEqual({
      customs: { uk_vat_number: 'GB123456789' },
      used: 'uk_vat_number',
    });
  });
  it.each([
    ['AU', 'abn_number'],
    ['NZ', 'ird_number'],
    ['NO', 'voec_number'],
    ['SG', 'sg_gst_number'],
    ['MY', 'sst_number'],
  ] as const)('%s destination uses %s', (country, field) => {
    expect(applyTaxRules({ ...ALL_SIX }, { destinationCountry: country, carrier: 'fedex' }).used).toBe(field);
  });
  it('US destination: all six silently ignored', () => {
    expect(
      applyTaxRules({ duty_paid: true, ...ALL_SIX }, { destinationCountry: 'US', carrier: 'dhl' }),
    ).toEqual({ customs: { duty_paid: true } });
  });
  it('ups ignores uk_vat_number and abn_number, not the others', () => {
    expect(applyTaxRules({ ...ALL_SIX }, { destinationCountry: 'GB', carrier: 'ups' }).used).toBeUndefined();
    expect(applyTaxRules({ ...ALL_SIX }, { destinationCountry: 'AU', carrier: 'ups' }).used).toBeUndefined();
    expect(applyTaxRules({ ...ALL_SIX }, { destinationCountry: 'NZ', carrier: 'ups' }).used).toBe(
      'ird_number',
    );
  });
  it('carriers not supporting the numbers ignore them (pegasus)', () => {
    expect(
      applyTaxRules({ ...ALL_SIX }, { destinationCountry: 'GB', carrier: 'pegasus' }).used,
    ).toBeUndefined();
  });
});

describe('spec 2.8 rule 2: non-alphanumerics removed', () => {
  it('spaces, dots and dashes go', () => {
    expect(stripTaxNumber('VOEC-2020.001')).toBe('VOEC2020001');
    expect(
      applyTaxRules({ sst_number: 'W10-1808-32000015' }, { destinationCountry: 'MY', carrier: 'japanpost' })
        .customs,
    ).toEqual({ sst_number: 'W10180832000015' });
  });
  it('a number with nothing alphanumeric is not used', () => {
    expect(
      applyTaxRules({ uk_vat_number: ' - ' }, { destinationCountry: 'GB', carrier: 'dhl' }).used,
    ).toBeUndefined();
  });
});

describe('spec 2.8 rule 3: a used country number drops ioss_number', () => {
  it('NO destination with voec and ioss: only voec echoed', () => {
    const r = applyTaxRules(
      { voec_number: 'VOEC1', ioss_number: 'IM1234567890', content_type: 'GIFT' },
      { destinationCountry: 'NO', carrier: 'dhl' },
    );
    expect(r.customs).toEqual({ content_type: 'GIFT', voec_number: 'VOEC1' });
  });
  it('EU destination without a country number keeps ioss_number', () => {
    const r = applyTaxRules(
      { ...ALL_SIX, ioss_number: 'IM 1234567890' },
      { destinationCountry: 'DE', carrier: 'yamato_intl' },
    );
    expect(r).toEqual({ customs: { ioss_number: 'IM1234567890' }, used: 'ioss_number' });
  });
  it('ioss_number outside the EU, or with a carrier without IOSS, is dropped', () => {
    expect(
      applyTaxRules({ ioss_number: 'IM1234567890' }, { destinationCountry: 'US', carrier: 'dhl' }).customs,
    ).toEqual({});
    expect(
      applyTaxRules({ ioss_number: 'IM1234567890' }, { destinationCountry: 'FR', carrier: 'zonos' }).customs,
    ).toEqual({});
  });
  it('the EU list has the 27 member states', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(EU_COUNTRIES).toContain('HR');
    expect(EU_COUNTRIES).not.toContain('GB');
    expect(EU_COUNTRIES).not.toContain('NO');
  });
});

describe('spec 2.8 rule 4 and 2.9: who pays', () => {
  it('no bill_to: freight SENDER; duties SENDER when duty_paid (DDP)', () => {
    expect(resolveDuties(true)).toEqual({ freight: 'SENDER', duties: 'SENDER', incoterm: 'DDP' });
  });
  it('no bill_to: duties RECIPIENT when duty_paid is false (DDU)', () => {
    expect(resolveDuties(false)).toEqual({ freight: 'SENDER', duties: 'RECIPIENT', incoterm: 'DDU' });
    expect(resolveDuties(undefined).duties).toBe('RECIPIENT');
  });
  it('bill_to.duties overrides duty_paid', () => {
    expect(resolveDuties(true, { duties: 'recipient' }).duties).toBe('RECIPIENT');
    expect(resolveDuties(false, { duties: 'third_party', freight: 'RECIPIENT' })).toEqual({
      freight: 'RECIPIENT',
      duties: 'THIRD_PARTY',
      incoterm: 'DDU',
    });
  });
});
