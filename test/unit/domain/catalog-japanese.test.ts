// The carriers' own Japanese words for a Japanese reader: every carrier has a Japanese name, and
// time slots read as the carriers print them on their slips.
import { describe, expect, it } from 'vitest';
import { CARRIERS, CARRIER_TYPES, serviceInfo, timeSlotNameJa } from '../../../src/domain/index.js';

describe('the catalog in Japanese', () => {
  it('gives every carrier a Japanese name', () => {
    for (const type of CARRIER_TYPES) expect(CARRIERS[type].nameJa, type).not.toBe('');
    expect(CARRIERS.sagawa.nameJa).toBe('佐川急便');
    expect(CARRIERS.yamato.nameJa).toBe('ヤマト運輸');
  });

  it('names services as the carriers write them, without the English glosses', () => {
    expect(serviceInfo('sagawa_frozen')?.nameJa).toBe('飛脚クール便（冷凍）');
    expect(serviceInfo('yamato_collect')?.nameJa).toBe('宅急便コレクト');
    expect(serviceInfo('zonos_japanpost_ems')?.nameJa).toBe('Zonos EMS（国際スピード郵便）');
    // A name already Japanese needs no second one.
    expect(serviceInfo('sagawa_regular')?.nameJa).toBeUndefined();
  });

  it('reads time slots as the carriers print them', () => {
    expect(timeSlotNameJa('before-noon')).toBe('午前中');
    expect(timeSlotNameJa('not-specified')).toBe('指定なし');
    expect(timeSlotNameJa('14-16')).toBe('14時〜16時');
    expect(timeSlotNameJa('19-21')).toBe('19時〜21時');
    expect(timeSlotNameJa('whenever')).toBe('whenever');
  });
});
