// warehouses: kanji flags, the rules of spec 2.14 before sending, and the
// prefecture in kanji derived from the province in Japan.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as add from '../../src/cli/commands/warehouses/add.js';
import * as warehouses from '../../src/cli/commands/warehouses/index.js';
import { createContext, type Context } from '../../src/cli/context.js';
import { ValidationError } from '../../src/cli/errors.js';
import { parseArgv } from '../helpers/program.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { fakeStreams, type FakeStreams } from '../helpers/streams.js';

describe('argv → options', () => {
  it('warehouses add: kanji flags', async () => {
    const p = await parseArgv([
      'warehouses',
      'add',
      '--name-kanji',
      '出荷 太郎',
      '--company-kanji',
      '株式会社サンプル',
      '--address1-kanji',
      '渋谷区渋谷2-21-1',
      '--address2-kanji',
      '5階',
      '--province-kanji',
      '東京都',
      '--extra-kanji',
      '裏口',
      '--province',
      '13',
    ]);
    expect(p.verb).toBe(warehouses.add);
    expect(p.opts.address).toEqual({
      full_name_kanji: '出荷 太郎',
      company_kanji: '株式会社サンプル',
      address1_kanji: '渋谷区渋谷2-21-1',
      address2_kanji: '5階',
      province_kanji: '東京都',
      extra_kanji: '裏口',
      province: '13',
    });
  });
});

describe('warehouses add, run against an in-process sandbox', () => {
  let sb: TestSandbox;
  let home: string;
  let streams: FakeStreams;
  beforeAll(async () => {
    sb = await startTestSandbox({ seed: false });
  });
  afterAll(() => sb.close());
  beforeEach(() => {
    home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-wh-'));
  });
  afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

  const context = (): Context =>
    createContext({
      streams: (streams = fakeStreams()),
      env: { SHIPCTL_HOME: home, SHIPCTL_BASE_URL: sb.url, SHIPCTL_TOKEN: sb.token },
      globals: { json: false, input: true, yes: false, debug: false, color: false },
    });
  const count = async () => (await sb.request('GET', '/v1/warehouses')).body.length as number;

  it('derives province_kanji from the province in Japan', async () => {
    const address = { company_kanji: '株式会社サンプル', province: '大阪府', address1_kanji: '北区梅田1-1' };
    expect(await add.run({ input: undefined, address }, context())).toBe(0);
    const saved = (await sb.request('GET', '/v1/warehouses')).body.at(-1);
    expect(saved.address).toMatchObject({ province: '27', province_kanji: '大阪府', country: 'JP' });
    expect(streams.err()).toContain('province_kanji: 大阪府 (from province 27)');
  });

  it('names every broken rule (name, street, province_kanji) and sends nothing', async () => {
    const before = await count();
    const err = await add.run({ input: undefined, address: { zip: '1500002' } }, context()).catch((e) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).problems.map((p) => p.field)).toEqual([
      'full_name',
      'address1',
      'province_kanji',
    ]);
    expect(await count()).toBe(before);
  });

  it('reads --input and lets flags override it', async () => {
    const file = path.join(home, 'w.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ full_name: 'Depot', country: 'US', province: 'California', address1: '1 Main St' }),
    );
    expect(await add.run({ input: file, address: { city: 'San Jose' } }, context())).toBe(0);
    const saved = (await sb.request('GET', '/v1/warehouses')).body.at(-1);
    expect(saved.address).toEqual({
      full_name: 'Depot',
      country: 'US',
      province: 'CA',
      address1: '1 Main St',
      city: 'San Jose',
    });
  });
});
