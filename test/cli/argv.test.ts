import { describe, expect, it } from 'vitest';
import * as api from '../../src/cli/commands/api/index.js';
import * as config from '../../src/cli/commands/config/index.js';
import * as login from '../../src/cli/commands/login/index.js';
import * as profiles from '../../src/cli/commands/profiles/index.js';
import { invokedCommand } from '../../src/cli/program.js';
import { parseArgv } from '../helpers/program.js';

describe('argv → options', () => {
  it('login --with-token', async () => {
    const p = await parseArgv(['login', '--with-token']);
    expect(p.verb).toBe(login.definition);
    expect(p.opts).toEqual({ withToken: true });
  });

  it('config set KEY VALUE, config get KEY, config list', async () => {
    expect(await parseArgv(['config', 'set', 'currency', 'JPY'])).toMatchObject({
      verb: config.set,
      opts: { key: 'currency', value: 'JPY' },
    });
    expect(await parseArgv(['config', 'set', 'token'])).toMatchObject({
      opts: { key: 'token', value: undefined },
    });
    expect(await parseArgv(['config', 'get', 'base_url'])).toMatchObject({
      verb: config.get,
      opts: { key: 'base_url' },
    });
    expect((await parseArgv(['config', 'list'])).verb).toBe(config.list);
  });

  it('profiles lists by default; profiles use NAME', async () => {
    expect((await parseArgv(['profiles'])).verb).toBe(profiles.list);
    expect(await parseArgv(['profiles', 'use', 'staging'])).toMatchObject({
      verb: profiles.use,
      opts: { name: 'staging' },
    });
  });

  it('api METHOD PATH with repeated -q and --input', async () => {
    const p = await parseArgv([
      'api',
      'get',
      '/v1/shipments',
      '-q',
      'state=any',
      '--query',
      'limit=5',
      '--input',
      '-',
    ]);
    expect(p.verb).toBe(api.definition);
    expect(p.opts).toEqual({
      method: 'get',
      path: '/v1/shipments',
      query: ['state=any', 'limit=5'],
      input: '-',
    });
  });

  it('reads global flags before or after the command, kept apart from verb flags', async () => {
    const p = await parseArgv([
      '--profile',
      'work',
      'api',
      'POST',
      'rates',
      '--input',
      'body.json',
      '--json',
      '--base-url',
      'http://127.0.0.1:1',
      '--no-input',
      '--yes',
      '--debug',
      '--strict',
      '--no-color',
    ]);
    expect(p.globals).toEqual({
      json: true,
      profile: 'work',
      baseUrl: 'http://127.0.0.1:1',
      input: false,
      yes: true,
      debug: true,
      strict: true,
      color: false,
    });
    expect(p.opts.input).toBe('body.json');
  });

  it('defaults every global flag', async () => {
    const p = await parseArgv(['config', 'list']);
    expect(p.globals).toEqual({
      json: false,
      input: true,
      yes: false,
      debug: false,
      strict: false,
      color: true,
    });
  });
});

describe('invokedCommand', () => {
  it('skips global options and their values', () => {
    expect(invokedCommand(['--profile', 'config', 'api', 'GET', 'x'])).toBe('api');
    expect(invokedCommand(['--json', '--base-url', 'http://x', 'config', 'list'])).toBe('config');
    expect(invokedCommand(['help', 'login'])).toBe('login');
    expect(invokedCommand(['--help'])).toBeUndefined();
  });
});
