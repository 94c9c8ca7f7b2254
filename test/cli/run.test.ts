// The CLI run in-process: argv in, exit code and the two streams out, with the
// API client replaced (its own tests live with src/api) and a temporary home.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthError } from '../../src/api/errors.js';
import type { ContextDeps } from '../../src/cli/context.js';
import { runCli } from '../../src/cli/run.js';
import { fakeStreams } from '../helpers/streams.js';

const TOKEN = 'tok_live_0123456789abcdef';

interface Call {
  options: { baseUrl: string; token?: string; debug?: (l: string) => void };
  request: { method: string; path: string; query?: unknown; body?: unknown };
}

let home: string;
let calls: Call[];
let answer: (r: Call['request']) => unknown;

beforeEach(() => {
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-run-'));
  calls = [];
  answer = () => [];
});
afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

const deps = (extra: Partial<ContextDeps> = {}): ContextDeps => ({
  loadClient: async () => ({
    ApiClient: class {
      constructor(readonly options: Call['options']) {}
      async request(request: Call['request']) {
        calls.push({ options: this.options, request });
        this.options.debug?.(`> x-access-token: ${this.options.token}`);
        const data = answer(request);
        return { status: 200, data, rawText: JSON.stringify(data), headers: {} };
      }
      async close() {}
    } as never,
  }),
  ...extra,
});

async function run(
  argv: string[],
  o: { input?: string; env?: Record<string, string>; tty?: boolean; deps?: ContextDeps } = {},
) {
  const streams = fakeStreams({ input: o.input, tty: o.tty });
  const code = await runCli(argv, { env: { SHIPCTL_HOME: home, ...o.env }, streams, deps: o.deps ?? deps() });
  return { code, stdout: streams.out(), stderr: streams.err() };
}

describe('config', () => {
  it('set, get and list, with sources; TSV when piped', async () => {
    expect((await run(['config', 'set', 'currency', 'jpy'])).code).toBe(0);
    expect(await run(['config', 'get', 'currency'])).toMatchObject({ code: 0, stdout: 'JPY\n' });
    const list = await run(['config', 'list'], { env: { SHIPCTL_BASE_URL: 'http://127.0.0.1:9' } });
    expect(list.stdout).toContain('currency\tJPY\tprofile "default"\n');
    expect(list.stdout).toContain('base_url\thttp://127.0.0.1:9\tenv SHIPCTL_BASE_URL\n');
    expect(list.stdout).toContain('profile\tdefault\tbuilt-in default\n');
    const json = JSON.parse((await run(['config', 'list', '--json'])).stdout);
    expect(json.currency).toEqual({ value: 'JPY', source: 'profile', origin: 'profile "default"' });
    expect(json.base_url).toEqual({ value: null, source: 'default', origin: 'embedded sandbox' });
  });

  it('refuses a token as an argument (exit 2) and stores nothing', async () => {
    const r = await run(['config', 'set', 'token', TOKEN]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('login --with-token');
    expect(r.stdout + r.stderr).not.toContain(TOKEN);
    expect(fs.existsSync(path.join(home, 'config', 'config.json'))).toBe(false);
  });

  it('takes a token from stdin and lists it only as "(set)"', async () => {
    expect((await run(['config', 'set', 'base_url', 'https://api.shipandco.com'])).code).toBe(0);
    const set = await run(['config', 'set', 'token'], { input: `${TOKEN}\n` });
    expect(set.code).toBe(0);
    const list = await run(['config', 'list']);
    expect(list.stdout).toContain('token\t(set)\tprofile "default"');
    expect(set.stdout + set.stderr + list.stdout + list.stderr).not.toContain(TOKEN);
  });

  it('explains a bad value with its key (exit 2)', async () => {
    const r = await run(['config', 'set', 'currency', 'yen!']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'currency: must be an ISO 4217 currency code such as JPY, USD, EUR; got "yen!"',
    );
  });

  it('a currency is a code the API takes: yen is refused with JPY named, usd is stored as USD', async () => {
    const yen = await run(['config', 'set', 'currency', 'yen']);
    expect(yen.code).toBe(2);
    expect(yen.stderr).toContain('"yen" is not a code, use "JPY"');
    expect((await run(['config', 'set', 'currency', 'XYZ'])).code).toBe(2);
    expect((await run(['config', 'set', 'currency', 'usd'])).code).toBe(0);
    expect((await run(['config', 'get', 'currency'])).stdout).toBe('USD\n');
  });

  it('a station pack size is one a carrier has (a size none has would fail every scan)', async () => {
    const bad = await run(['config', 'set', 'station.pack_size', '75']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('station.pack_size: must be a pack size: 60, 80, 100, 120, 140, 160, 170');
    expect((await run(['config', 'set', 'station.pack_size', '120'])).code).toBe(0);
  });
});

describe('usage', () => {
  it('prints help on stdout when run without arguments', async () => {
    const r = await run([]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Usage: shipctl/);
  });

  it('exits 2 on an unknown command or option, with a suggestion', async () => {
    const r = await run(['confg', 'list']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown command 'confg'[\s\S]*config/);
    expect((await run(['config', 'list', '--frobnicate'])).code).toBe(2);
  });

  it('answers --version after other global flags too', async () => {
    expect(await run(['--profile', 'x', '--version'])).toMatchObject({ code: 0, stdout: '0.0.0-dev\n' });
  });
});

describe('login', () => {
  it('checks the token, then stores it with the base URL, owner-only', async () => {
    answer = () => [{ id: 'c1' }];
    const r = await run(['login', '--with-token'], { input: `${TOKEN}\n` });
    expect(r.code).toBe(0);
    expect(calls[0]).toMatchObject({
      options: { baseUrl: 'https://api.shipandco.com', token: TOKEN },
      request: { method: 'GET', path: '/v1/carriers' },
    });
    expect(r.stderr).toContain(
      'Logged in to https://api.shipandco.com as profile "default" (1 carrier account)',
    );
    const file = path.join(home, 'config', 'config.json');
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).profiles.default).toEqual({
      base_url: 'https://api.shipandco.com',
      token: TOKEN,
    });
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(r.stdout + r.stderr).not.toContain(TOKEN);
  });

  it('explains a refused token (exit 3) and stores nothing', async () => {
    answer = (req) => {
      throw new AuthError({ message: 'Wrong token!', method: req.method, path: req.path, status: 403 });
    };
    const r = await run(['login', '--with-token'], { input: TOKEN });
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(
      /the token was refused by https:\/\/api\.shipandco\.com: it may have been regenerated in the dashboard/,
    );
    expect(fs.existsSync(path.join(home, 'config', 'config.json'))).toBe(false);
  });

  it('demands --with-token when it cannot prompt (exit 2)', async () => {
    const r = await run(['login']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--with-token is required when not running interactively');
    expect(calls).toHaveLength(0);
  });
});

describe('api', () => {
  it('sends the request and prints the JSON response', async () => {
    answer = () => ({ ok: true });
    const r = await run(['api', 'GET', 'shipments', '-q', 'state=any', '--base-url', 'http://127.0.0.1:1'], {
      env: { SHIPCTL_TOKEN: TOKEN },
    });
    expect(r.code).toBe(0);
    expect(calls[0]!.request).toEqual({
      method: 'GET',
      path: '/v1/shipments',
      query: { state: 'any' },
      body: undefined,
    });
    expect(JSON.parse(r.stdout)).toEqual({ ok: true });
  });

  it('masks the token in --debug traces', async () => {
    const r = await run(['api', 'GET', '/v1/carriers', '--debug', '--base-url', 'http://127.0.0.1:1'], {
      env: { SHIPCTL_TOKEN: TOKEN },
    });
    expect(r.stderr).toContain('> x-access-token: ****');
    expect(r.stderr).not.toContain(TOKEN);
  });

  it('refuses a body with GET and bad JSON input before sending anything', async () => {
    expect((await run(['api', 'GET', '/v1/carriers', '--input', '-'], { input: '{}' })).code).toBe(2);
    expect((await run(['api', 'POST', '/v1/rates', '--input', '-'], { input: '{oops' })).code).toBe(2);
    expect(calls).toHaveLength(0);
  });

  it('starts the embedded sandbox in sandbox mode, says so once, and closes it', async () => {
    let closed = 0;
    const startSandbox: ContextDeps['startSandbox'] = async ({ dataDir }) => {
      expect(dataDir).toBe(path.join(home, 'data'));
      return {
        baseUrl: 'http://127.0.0.1:5555',
        token: 'sandbox-token-xyz',
        dbPath: '',
        close: async () => void closed++,
      };
    };
    const r = await run(['api', 'GET', '/v1/carriers'], { deps: deps({ startSandbox }) });
    expect(r.code).toBe(0);
    expect(calls[0]!.options).toMatchObject({ baseUrl: 'http://127.0.0.1:5555', token: 'sandbox-token-xyz' });
    expect(r.stderr.match(/\(sandbox\)/g)).toHaveLength(1);
    expect(closed).toBe(1);
    if (process.platform !== 'win32') expect(fs.statSync(path.join(home, 'data')).mode & 0o777).toBe(0o700);
  });
});

describe('profiles', () => {
  it('lists profiles with the current one marked, and switches', async () => {
    await run(['config', 'set', 'currency', 'USD', '--profile', 'work']);
    expect((await run(['profiles', 'use', 'nope'])).code).toBe(2);
    expect((await run(['profiles', 'use', 'work'])).code).toBe(0);
    const rows = JSON.parse((await run(['profiles', '--json'])).stdout);
    expect(rows).toEqual([
      { name: 'default', current: false, base_url: null, token_set: false },
      { name: 'work', current: true, base_url: null, token_set: false },
    ]);
    expect((await run(['profiles'])).stdout).toBe('\tdefault\t(sandbox)\t\n*\twork\t(sandbox)\t\n');
  });
});
