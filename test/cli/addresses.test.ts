// addresses: flags → the wire address (東京都 → 13, 100-0001 → 1000001), every
// problem at once, and the API's own refusal of a 51st entry shown in full.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as add from '../../src/cli/commands/addresses/add.js';
import * as addresses from '../../src/cli/commands/addresses/index.js';
import * as list from '../../src/cli/commands/addresses/list.js';
import { createContext, type Context } from '../../src/cli/context.js';
import { ValidationError } from '../../src/cli/errors.js';
import { runCli } from '../../src/cli/run.js';
import { parseArgv } from '../helpers/program.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { fakeStreams, type FakeStreams } from '../helpers/streams.js';

describe('argv → options', () => {
  it('addresses add: flags become wire members', async () => {
    const p = await parseArgv([
      'addresses',
      'add',
      '--name',
      '山田 太郎',
      '--company',
      '山田商店',
      '--zip',
      '100-0001',
      '--province',
      '東京都',
      '--address1',
      '千代田1-1',
      '--extra',
      '受付',
      '--input',
      'a.json',
    ]);
    expect(p.verb).toBe(addresses.add);
    expect(p.opts).toEqual({
      input: 'a.json',
      address: {
        full_name: '山田 太郎',
        company: '山田商店',
        zip: '100-0001',
        province: '東京都',
        address1: '千代田1-1',
        extra: '受付',
      },
    });
    expect((await parseArgv(['addresses', 'list'])).verb).toBe(addresses.list);
  });
});

describe('addresses, run against an in-process sandbox', () => {
  let sb: TestSandbox;
  let home: string;
  let streams: FakeStreams;
  beforeAll(async () => {
    sb = await startTestSandbox({ seed: false });
  });
  afterAll(() => sb.close());
  beforeEach(() => {
    home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-addr-'));
  });
  afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

  const env = () => ({ SHIPCTL_HOME: home, SHIPCTL_BASE_URL: sb.url, SHIPCTL_TOKEN: sb.token });
  const context = (tty = false): Context =>
    createContext({
      streams: (streams = fakeStreams({ tty, columns: 200 })),
      env: env(),
      globals: { json: false, input: true, yes: false, debug: false, color: false },
    });

  it('normalizes the province and zip, defaults the country to JP, and prints the saved row', async () => {
    const address = { full_name: '山田 太郎', zip: '100-0001', province: '東京都', address1: '千代田1-1' };
    expect(await add.run({ input: undefined, address }, context())).toBe(0);
    const saved = (await sb.request('GET', '/v1/addresses')).body.at(-1);
    expect(saved.address).toEqual({ ...address, zip: '1000001', province: '13', country: 'JP' });
    expect(streams.out()).toMatch(/^\S+\t山田 太郎\t\tJP\t1000001\t13\t\t千代田1-1\t\d{4}-/);
    expect(streams.err()).toContain('country: JP (the default');
  });

  it('lists every problem once, nothing sent', async () => {
    const before = (await sb.request('GET', '/v1/addresses')).body.length;
    const err = await add
      .run({ input: undefined, address: { zip: '12', province: 'Tokio', email: 'nope' } }, context())
      .catch((e) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).problems.map((p) => p.field)).toEqual(['zip', 'province']);
    // The e-mail shape is an inferred rule: against a base URL (judged like the live service) it warns.
    expect(streams.err()).toMatch(/email: must be an e-mail address.*inferred rule address\.email-shape/);
    expect((await sb.request('GET', '/v1/addresses')).body.length).toBe(before);
  });

  it('the table aligns Japanese text by display width on a terminal', async () => {
    expect(await list.run({}, context(true))).toBe(0);
    const lines = streams.out().trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+NAME\s+COMPANY/);
    const col = (line: string) => line.indexOf('JP');
    expect(lines[1]!.slice(0, col(lines[1]!)).replace(/[^\x20-\x7e]/g, 'xx').length).toBe(
      lines[0]!.indexOf('COUNTRY'),
    );
  });

  it('the 51st address: the API’s message and detail on stderr, exit 2, stdout empty', async () => {
    for (let n = (await sb.request('GET', '/v1/addresses')).body.length; n < 50; n++)
      expect((await sb.request('POST', '/v1/addresses', { full_name: `N${n}`, country: 'JP' })).status).toBe(
        200,
      );
    const s = fakeStreams();
    const code = await runCli(['addresses', 'add', '--name', '51st'], { env: env(), streams: s });
    expect(code).toBe(2);
    expect(s.out()).toBe('');
    expect(s.err()).toContain('error: Address book limit reached');
    expect(s.err()).toMatch(/address: the address book is full \(50 of 50/);
    expect(s.err()).toMatch(/debug_id: err_/);
  });
});
