// What a label abroad needs of its recipient, per carrier and destination (inferred
// rules: the sandbox enforces them, the CLI asks for them).
import { describe, expect, it } from 'vitest';
import { postalCodeName, recipientNeeds, usesPostalCodes } from '../../../src/domain/index.js';

describe('recipientNeeds', () => {
  it('the express carriers to the US and Canada: postal code, city and state code', () => {
    for (const carrier of ['dhl', 'fedex', 'ups', 'pegasus'] as const)
      for (const country of ['US', 'CA'])
        expect(recipientNeeds(carrier, country)).toEqual({ zip: true, city: true, province: true });
  });

  it('elsewhere the state is not theirs to demand; a country without postal codes needs none', () => {
    expect(recipientNeeds('dhl', 'AU')).toEqual({ zip: true, city: true, province: false });
    expect(recipientNeeds('dhl', 'GB')).toEqual({ zip: true, city: true, province: false });
    expect(recipientNeeds('fedex', 'HK')).toEqual({ zip: false, city: true, province: false });
  });

  it('the other international carriers need the city only; domestic carriers and Japan nothing here', () => {
    expect(recipientNeeds('japanpost', 'US')).toEqual({ zip: false, city: true, province: false });
    expect(recipientNeeds('yamato_intl', 'US')).toEqual({ zip: false, city: true, province: false });
    expect(recipientNeeds('sagawa', 'JP')).toEqual({ zip: false, city: false, province: false });
    expect(recipientNeeds('dhl', 'JP')).toEqual({ zip: false, city: false, province: false });
    expect(recipientNeeds(undefined, 'US')).toEqual({ zip: false, city: false, province: false });
  });
});

describe('postal codes by country', () => {
  it('named as the country names them, asked only where they exist', () => {
    expect([postalCodeName('US'), postalCodeName('GB'), postalCodeName('DE')]).toEqual([
      'ZIP code',
      'postcode',
      'postal code',
    ]);
    expect(['US', 'GB', 'DE', 'HK', 'AE'].map(usesPostalCodes)).toEqual([true, true, true, false, false]);
  });
});
