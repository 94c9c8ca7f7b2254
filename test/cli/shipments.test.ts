// `shipments list|get|void|label`: argv → options, the list window flags, and runs
// in-process with a fake API client, TTY on and off.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listQuery, pageFactsFromHeaders } from '../../src/cli/shared/list-flags.js';
import * as definitions from '../../src/cli/commands/shipments/index.js';
import { parseWhen } from '../../src/cli/output/time.js';
import { formatOf } from '../../src/cli/print/send.js';
import type { ContextDeps } from '../../src/cli/context.js';
import { ValidationError } from '../../src/cli/errors.js';
import { runCli } from '../../src/cli/run.js';
import { parseArgv } from '../helpers/program.js';
import { fakeStreams } from '../helpers/streams.js';

// Local time in these tests is UTC, so tables show a local and a JST column; the files run after
// this one in the same worker keep the machine's.
beforeAll(() => {
  vi.stubEnv('TZ', 'UTC');
});
afterAll(() => {
  vi.unstubAllEnvs();
});
const NOW = new Date('2026-03-04T01:00:00Z'); // Wednesday 10:00 JST

const SHIPMENT = {
  id: 'API-AB12CD34EF',
  state: 'active',
  test: true,
  created_at: '2026-03-04T01:00:00.000Z',
  to_address: {
    full_name: 'Jiro Suzuki',
    country: 'JP',
    zip: '5300001',
    province: '27',
    city: 'Osaka-shi',
    address1: '1-1 Umeda',
  },
  from_address: {
    full_name: 'Taro Yamada',
    country: 'JP',
    zip: '1000001',
    province: '13',
    city: 'Chiyoda-ku',
    address1: '1-1',
  },
  setup: { carrier: 'sagawa', currency: 'JPY', pack_size: 60, care: {} },
  delivery: {
    carrier: 'sagawa',
    method: 'sagawa_regular',
    tracking_numbers: ['123456789012'],
    label: 'http://127.0.0.1:9/labels/API-AB12CD34EF.pdf',
    estimated_delivery_date: '2026-03-05',
  },
};

interface Req {
  method: string;
  path: string;
  query?: Record<string, unknown>;
}
let home: string;
let calls: Req[];
let answer: (r: Req) => { data: unknown; headers?: Record<string, string> };

beforeEach(() => {
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-shipments-'));
  calls = [];
  answer = () => ({ data: [] });
});
afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

const deps: ContextDeps = {
  now: () => NOW,
  loadClient: async () => ({
    ApiClient: class {
      baseUrl = new URL('http://127.0.0.1:9');
      async request(r: Req) {
        calls.push(r);
        const a = answer(r);
        return { status: 200, data: a.data, rawText: JSON.stringify(a.data), headers: a.headers ?? {} };
      }
      note() {}
      async close() {}
    } as never,
  }),
};

async function run(argv: string[], o: { tty?: boolean } = {}) {
  const streams = fakeStreams({ tty: o.tty });
  const env = {
    SHIPCTL_HOME: home,
    SHIPCTL_BASE_URL: 'http://127.0.0.1:9',
    SHIPCTL_TOKEN: 't',
    NO_COLOR: '1',
  };
  const code = await runCli(argv, { env, streams, deps });
  return { code, stdout: streams.out(), stderr: streams.err() };
}

describe('argv → options', () => {
  it('shipments list with every filter', async () => {
    const p = await parseArgv([
      'shipments',
      'list',
      '--carrier',
      'sagawa',
      '--scope',
      'all',
      '--state',
      'any',
      '--since',
      '7d',
      '--until',
      '2026-03-01',
      '--limit',
      '2',
      '--page',
      '3',
    ]);
    expect(p.verb).toBe(definitions.list);
    expect(p.opts).toEqual({
      carrier: 'sagawa',
      scope: 'all',
      state: 'any',
      since: '7d',
      until: '2026-03-01',
      limit: 2,
      page: 3,
    });
    expect((await parseArgv(['shipments', 'ls', '--all'])).opts).toMatchObject({ all: true });
  });

  it('refuses a bad --state or --limit at parse time', async () => {
    await expect(parseArgv(['shipments', 'list', '--state', 'gone'])).rejects.toThrow();
    await expect(parseArgv(['shipments', 'list', '--limit', '0'])).rejects.toThrow();
  });

  it('get, void (global --yes after the verb) and label', async () => {
    expect(await parseArgv(['shipments', 'get', 'API-1'])).toMatchObject({
      verb: definitions.get,
      opts: { shipment: 'API-1' },
    });
    const v = await parseArgv(['shipments', 'void', 'API-1', '--yes']);
    expect(v).toMatchObject({
      verb: definitions.voidShipment,
      opts: { shipment: 'API-1' },
      globals: { yes: true },
    });
    expect(await parseArgv(['shipments', 'label', 'API-1', '-o', 'x.pdf', '--force'])).toMatchObject({
      verb: definitions.label,
      opts: { shipment: 'API-1', out: 'x.pdf', force: true },
    });
  });
});

describe('--since / --until', () => {
  it('reads durations, JST days and ISO timestamps', () => {
    expect(parseWhen('7d', NOW)?.toISOString()).toBe('2026-02-25T01:00:00.000Z');
    expect(parseWhen('2w', NOW)?.toISOString()).toBe('2026-02-18T01:00:00.000Z');
    expect(parseWhen('12h', NOW)?.toISOString()).toBe('2026-03-03T13:00:00.000Z');
    // A day is a JST day: it starts at 15:00 UTC the day before; --until takes the day in.
    expect(parseWhen('2026-03-01', NOW)?.toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(parseWhen('2026-03-01', NOW, { end: true })?.toISOString()).toBe('2026-03-01T15:00:00.000Z');
    expect(parseWhen('today', NOW)?.toISOString()).toBe('2026-03-03T15:00:00.000Z');
    expect(parseWhen('2026-03-01T09:00:00+09:00', NOW)?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseWhen('2026-03-01T09:00:00Z', NOW)?.toISOString()).toBe('2026-03-01T09:00:00.000Z');
    expect(parseWhen('soon', NOW)).toBeUndefined();
    expect(parseWhen('2026-02-30', NOW)).toBeUndefined();
  });

  it('builds the query, and lists every problem with its flag', () => {
    expect(
      listQuery(
        'shipments',
        { since: '7d', limit: 2, all: false },
        { state: 'any', carrier: undefined },
        NOW,
      ),
    ).toEqual({
      state: 'any',
      created_after: '2026-02-25T01:00:00.000Z',
      limit: 2,
    });
    let err: unknown;
    try {
      listQuery('orders', { since: 'soon', until: 'never', limit: 101, all: false }, {}, NOW);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).problems.map((p) => p.field)).toEqual(['--since', '--until', '--limit']);
    // Older than the 2-month horizon: sent, and the service clamps it (spec 4.6).
    expect(listQuery('orders', { since: '90d', all: false }, {}, NOW)).toEqual({
      created_after: '2025-12-04T01:00:00.000Z',
    });
    expect(() => listQuery('shipments', { page: 2, all: true }, {}, NOW)).toThrow(ValidationError);
  });

  it('reads paging headers next to a bare array', () => {
    expect(pageFactsFromHeaders({ 'x-total-count': '5', 'x-pages': '3', 'x-current-page': '1' })).toEqual({
      count: 5,
      pages: 3,
      current_page: 1,
    });
    expect(pageFactsFromHeaders({})).toEqual({});
  });
});

describe('shipments list', () => {
  it('piped: TSV with ISO times and a next-page hint on stderr', async () => {
    answer = () => ({ data: [SHIPMENT], headers: { 'x-pages': '2', 'x-total-count': '2' } });
    const r = await run(['shipments', 'list', '--limit', '1', '--since', '7d']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      'API-AB12CD34EF\t2026-03-04T01:00:00.000Z\tsagawa\tsagawa_regular\t123456789012\t\tJiro Suzuki\t大阪府 Osaka-shi\tactive\ttrue\n',
    );
    expect(r.stderr).toContain('Page 1 of 2 (2 shipments): next with --page 2');
    expect(calls[0]!.query).toMatchObject({ limit: 1, created_after: '2026-02-25T01:00:00.000Z' });
  });

  it('TTY: a table with local time and JST', async () => {
    answer = () => ({ data: [SHIPMENT] });
    const r = await run(['shipments', 'list'], { tty: true });
    expect(r.stdout).toMatch(/^ID\s+CREATED\s+CREATED \(JST\)\s+CARRIER/);
    expect(r.stdout).toContain('2026-03-04 01:00 UTC  2026-03-04 10:00');
  });

  it('an empty list exits 0 with nothing on stdout and a note on stderr; --json prints []', async () => {
    const r = await run(['shipments', 'list']);
    expect(r).toMatchObject({ code: 0, stdout: '' });
    expect(r.stderr).toContain('No shipments');
    expect((await run(['shipments', 'list', '--json'])).stdout).toBe('[]\n');
  });

  it('--all walks the pages and prints one array', async () => {
    answer = (r) => ({
      data: Number(r.query?.page) <= 2 ? [{ ...SHIPMENT, id: `API-${r.query?.page}` }] : [],
    });
    const r = await run(['shipments', 'list', '--all', '--limit', '1', '--json']);
    expect(JSON.parse(r.stdout).map((s: { id: string }) => s.id)).toEqual(['API-1', 'API-2']);
  });

  it('a bad filter exits 2 without a request', async () => {
    const r = await run(['shipments', 'list', '--carrier', 'nope', '--since', 'later']);
    expect(r.code).toBe(2);
    expect(calls).toEqual([]);
  });
});

describe('shipments get / void', () => {
  it('get: detail lines; --json is the API JSON', async () => {
    answer = () => ({ data: SHIPMENT });
    const r = await run(['shipments', 'get', SHIPMENT.id]);
    expect(r.stdout).toContain('tracking\t123456789012\n');
    expect(r.stdout).toContain('estimated\t2026-03-05\n');
    expect(r.stdout).toContain('label\thttp://127.0.0.1:9/labels/API-AB12CD34EF.pdf\n');
    expect(r.stdout).toContain('to\tJiro Suzuki, 1-1 Umeda, 大阪府 Osaka-shi, 〒530-0001\n');
    expect(r.stdout).not.toContain('setup.care');
    expect(JSON.parse((await run(['shipments', 'get', SHIPMENT.id, '--json'])).stdout)).toEqual(SHIPMENT);
  });

  it('get writes an address in Japanese in Japanese order: 〒, prefecture, city, street, then the names', async () => {
    const warehouse = {
      full_name: 'Sandbox Shipping',
      company: 'Shipctl Sandbox K.K.',
      country: 'JP',
      zip: '1500002',
      province: '13',
      city: 'Shibuya-ku',
      address1: '2-21-1 Shibuya',
      full_name_kanji: '出荷 担当',
      company_kanji: 'シップ株式会社',
      province_kanji: '東京都',
      address1_kanji: '渋谷区渋谷2-21-1',
      address2_kanji: 'サンドボックスビル5階',
      phone: '0312345678',
    };
    answer = () => ({
      data: {
        ...SHIPMENT,
        from_address: warehouse,
        to_address: {
          full_name: '山田 太郎',
          company: '株式会社サンプル',
          country: 'JP',
          zip: '5300001',
          province: '27',
          city: '大阪市北区',
          address1: '梅田1-1-3',
          address2: '梅田ビル5F',
          phone: '0612345678',
        },
      },
    });
    const r = await run(['shipments', 'get', SHIPMENT.id]);
    expect(r.stdout).toContain(
      'to\t〒530-0001 大阪府大阪市北区梅田1-1-3 梅田ビル5F, 株式会社サンプル, 山田 太郎, 0612345678\n',
    );
    // The sender as the domestic label prints it: its kanji members.
    expect(r.stdout).toContain(
      'from\t〒150-0002 東京都渋谷区渋谷2-21-1 サンドボックスビル5階, シップ株式会社, 出荷 担当, 0312345678\n',
    );
    // A parcel abroad: the sender in Latin letters, in Western order.
    answer = () => ({
      data: { ...SHIPMENT, from_address: warehouse, to_address: { full_name: 'Ann Lee', country: 'GB' } },
    });
    expect((await run(['shipments', 'get', SHIPMENT.id])).stdout).toContain(
      'from\tSandbox Shipping, Shipctl Sandbox K.K., 2-21-1 Shibuya, 東京都 Shibuya-ku, 〒150-0002, 0312345678\n',
    );
  });

  it('an id as typed — lower case, full width — is the id the API knows (get, void)', async () => {
    answer = () => ({ data: SHIPMENT });
    expect((await run(['shipments', 'get', 'api-ab12cd34ef'])).code).toBe(0);
    expect((await run(['shipments', 'void', 'ａｐｉ－ａｂ１２ｃｄ３４ｅｆ', '--yes'])).code).toBe(0);
    // void reads the shipment first (a void one is not voided again), then deletes it.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/shipments/API-AB12CD34EF',
      'GET /v1/shipments/API-AB12CD34EF',
      'DELETE /v1/shipments/API-AB12CD34EF',
    ]);
  });

  it('void at a terminal of a shipment void already: says so, asks nothing, sends no DELETE', async () => {
    answer = () => ({ data: { ...SHIPMENT, state: 'void' } });
    const r = await run(['shipments', 'void', SHIPMENT.id], { tty: true });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      `${SHIPMENT.id} is void already (its label is not valid for shipping): nothing was sent`,
    );
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('void without a TTY and without --yes exits 2 and sends nothing', async () => {
    const r = await run(['shipments', 'void', SHIPMENT.id]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--yes is required when not running interactively');
    // The hint says what --yes would agree to, so a script's log names the shipment at stake.
    expect(r.stderr).toContain(`hint: add --yes to answer yes to: Void shipment ${SHIPMENT.id}?`);
    expect(calls).toEqual([]);
  });

  it('void --yes reads the shipment, sends DELETE and prints the message', async () => {
    answer = (req) => ({ data: req.method === 'GET' ? SHIPMENT : `Shipment ${SHIPMENT.id} was deleted` });
    const r = await run(['shipments', 'void', SHIPMENT.id, '--yes']);
    expect(r).toMatchObject({ code: 0, stdout: `Shipment ${SHIPMENT.id} was deleted\n` });
    expect(calls).toEqual([
      expect.objectContaining({ method: 'GET', path: `/v1/shipments/${SHIPMENT.id}` }),
      expect.objectContaining({ method: 'DELETE', path: `/v1/shipments/${SHIPMENT.id}` }),
    ]);
  });
});

describe('shipments label', () => {
  it('refuses to overwrite an existing --out file before any request', async () => {
    const out = path.join(home, 'l.pdf');
    fs.writeFileSync(out, 'old');
    const r = await run(['shipments', 'label', SHIPMENT.id, '--out', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--force');
    expect(fs.readFileSync(out, 'utf8')).toBe('old');
    expect(calls).toEqual([]);
  });

  it('knows PDF and ZPL by their first bytes', () => {
    expect(formatOf(Buffer.from('%PDF-1.4\n'))).toBe('pdf');
    expect(formatOf(Buffer.from('^XA^FO50,50^XZ'))).toBe('zpl');
    expect(formatOf(Buffer.from('GIF89a'))).toBe('bin');
  });
});
