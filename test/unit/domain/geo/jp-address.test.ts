import { describe, expect, it } from 'vitest';
import { jpCities, lookupJpZip } from '../../../../src/api/postal.js';
import { checkJpAddress, jpAddressKey, splitJpAddress } from '../../../../src/domain/index.js';

async function check(zip: string, address: Record<string, string>) {
  const place = await lookupJpZip(zip);
  if (!place) throw new Error(`no place for ${zip}`);
  return checkJpAddress({ country: 'JP', zip, ...address }, place, jpCities(), 'to_address');
}

describe('a Japanese address written as one string', () => {
  it('is split into prefecture, city, town + 番地 and building', () => {
    const parts = splitJpAddress('大阪府大阪市北区梅田1-1-3 グランフロント大阪タワーA 20階', jpCities());
    expect(parts).toMatchObject({
      prefecture: '27',
      placeText: '大阪府大阪市北区',
      street: '梅田1-1-3',
      building: 'グランフロント大阪タワーA 20階',
    });
    expect(parts.cities.map((c) => c.city)).toEqual(['大阪市北区']);
  });

  it('keeps a Kyoto street name and a Sapporo 条 in the street, and the building apart', () => {
    expect(
      splitJpAddress('京都市下京区烏丸通塩小路下ル東塩小路町721-1京都タワービル3F', jpCities()),
    ).toMatchObject({
      street: '烏丸通塩小路下ル東塩小路町721-1',
      building: '京都タワービル3F',
    });
    expect(splitJpAddress('札幌市北区北8条西5丁目 北大ハイツ101', jpCities())).toMatchObject({
      street: '北8条西5丁目',
      building: '北大ハイツ101',
    });
  });

  it('compares 漢数字 丁目, full-width digits and 番/号 forms alike', () => {
    expect(jpAddressKey('梅田一丁目1番3号')).toBe(jpAddressKey('梅田１－１－３'));
    expect(jpAddressKey('霞が関3丁目2番1号')).toBe(jpAddressKey('霞ヶ関3-2-1'));
  });
});

describe('a Japanese address against its postal code', () => {
  it('sends the city once: the postal data gives it, address1 keeps the town and 番地', async () => {
    const r = await check('5300001', { address1: '大阪府大阪市北区梅田1-1-3' });
    expect(r.problems).toEqual([]);
    expect(r.set).toEqual({ province: '27', city: '大阪市北区', address1: '梅田1-1-3' });
  });

  it('accepts the city written without its ward or 郡', async () => {
    expect((await check('5300001', { address1: '大阪市梅田一丁目1番3号' })).set.address1).toBe(
      '梅田一丁目1番3号',
    );
    expect((await check('5300001', { address1: '北区梅田1-1-3' })).set.address1).toBe('梅田1-1-3');
    expect((await check('1900222', { address1: '檜原村字本宿123番地' })).set).toMatchObject({
      city: '西多摩郡檜原村',
      address1: '字本宿123番地',
    });
  });

  it('refuses a city that is not the postal code’s, naming both', async () => {
    const r = await check('0600001', { address1: '札幌市北区北8条西5丁目' });
    expect(r.problems.map((p) => [p.field, p.issue])).toEqual([
      [
        'to_address.address1',
        'says 札幌市北区, but to_address.zip 060-0001 is in 北海道札幌市中央区: correct the postal code or the address',
      ],
    ]);
  });

  it('refuses a prefecture written in address1 that is not the postal code’s', async () => {
    const r = await check('5300001', { address1: '東京都千代田区丸の内1-1' });
    expect(r.problems[0]?.field).toBe('to_address.address1');
    expect(r.problems[0]?.issue).toContain('東京都千代田区');
  });

  it('refuses a city field that contradicts the postal code', async () => {
    const r = await check('5300001', { city: '京都市下京区', address1: '梅田1-1-3' });
    expect(r.problems.map((p) => p.field)).toEqual(['to_address.city']);
  });

  it('leaves a street that starts with a town named like another prefecture’s town alone', async () => {
    const r = await check('1000005', { address1: '丸の内1-1-1 パレスビル' });
    expect(r.problems).toEqual([]);
    expect(r.set).toMatchObject({ address1: '丸の内1-1-1', address2: 'パレスビル' });
  });
});
