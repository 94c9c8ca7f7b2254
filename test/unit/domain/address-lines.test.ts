import { describe, expect, it } from 'vitest';
import { fitAddressLines, validateAddress, withFittedLines } from '../../../src/domain/index.js';

const kyoto = {
  country: 'JP',
  zip: '6008216',
  full_name: '鈴木',
  address1: '烏丸通塩小路下ル東塩小路町721番地の1',
  address2: '京都タワービル3F',
};

describe('a recipient line longer than the carrier prints', () => {
  it('sagawa (16 a line): breaks before the 番地 and moves the building down a line', () => {
    const r = withFittedLines(kyoto, 'sagawa', 'to_address');
    expect(r.address).toMatchObject({
      address1: '烏丸通塩小路下ル東塩小路町',
      address2: '721番地の1',
      extra: '京都タワービル3F',
    });
    expect(r.notes.map((n) => n.issue)).toEqual([
      'to_address.address1 was 18 characters; sagawa prints at most 16 on a line: sent as "烏丸通塩小路下ル東塩小路町" / "721番地の1"',
    ]);
    expect(validateAddress(r.address, { path: 'to_address', role: 'to', carrier: 'sagawa' })).toEqual([]);
  });

  it('breaks at a space in a building name, never inside a number', () => {
    const r = fitAddressLines(
      { country: 'JP', address1: '梅田1-13-1', address2: '大阪梅田ツインタワーズ・サウス 15F' },
      'sagawa',
      'to_address',
    );
    expect(r.set).toEqual({
      address1: '梅田1-13-1',
      address2: '大阪梅田ツインタワーズ・サウス',
      extra: '15F',
    });
  });

  it('a line that cannot break where its meaning holds is left for the rule to refuse, naming field and count', () => {
    const long = {
      country: 'JP',
      zip: '6008216',
      full_name: '鈴木',
      address1: 'アイウエオカキクケコサシスセソタチツテト',
    };
    expect(fitAddressLines(long, 'sagawa', 'to_address').notes).toEqual([]);
    expect(validateAddress(long, { path: 'to_address', role: 'to', carrier: 'sagawa' })).toEqual([
      {
        field: 'to_address.address1',
        issue:
          'is 20 characters (full-width; two half-width count as one); sagawa prints at most 16 on a line: shorten it (the prefecture and city go in their own fields)',
      },
    ]);
  });

  it('yamato has no third line: a building too long for address2 is refused, not dropped', () => {
    const r = fitAddressLines(
      { country: 'JP', address1: '梅田1-13-1', address2: '大阪梅田ツインタワーズ・サウス 15F' },
      'yamato',
      'to_address',
    );
    expect(r.notes).toEqual([]);
  });

  it('carriers without published limits (ゆうパック) are left as written', () => {
    expect(fitAddressLines(kyoto, 'yuupack', 'to_address').notes).toEqual([]);
  });
});
