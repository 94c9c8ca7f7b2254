import { describe, expect, it } from 'vitest';
import * as api from '../../src/cli/commands/api/api.js';
import * as configGet from '../../src/cli/commands/config/get.js';
import * as configList from '../../src/cli/commands/config/list.js';
import * as configSet from '../../src/cli/commands/config/set.js';
import * as login from '../../src/cli/commands/login/login.js';
import * as profilesList from '../../src/cli/commands/profiles/list.js';
import * as profilesUse from '../../src/cli/commands/profiles/use.js';
import { invokedCommand } from '../../src/cli/program.js';
import { parseArgv } from '../helpers/program.js';

describe('argv → options', () => {
  it('login --with-token', async () => {
    const p = await parseArgv(['login', '--with-token']);
    expect(p.run).toBe(login.run);
    expect(p.opts).toEqual({ withToken: true });
  });

  it('config set KEY VALUE, config get KEY, config list', async () => {
    expect(await parseArgv(['config', 'set', 'currency', 'JPY'])).toMatchObject({
      run: configSet.run,
      opts: { key: 'currency', value: 'JPY' },
    });
    expect(await parseArgv(['config', 'set', 'token'])).toMatchObject({
      opts: { key: 'token', value: undefined },
    });
    expect(await parseArgv(['config', 'get', 'base_url'])).toMatchObject({
      run: configGet.run,
      opts: { key: 'base_url' },
    });
    expect((await parseArgv(['config', 'list'])).run).toBe(configList.run);
  });

  it('profiles lists by default; profiles use NAME', async () => {
    expect((await parseArgv(['profiles'])).run).toBe(profilesList.run);
    expect(await parseArgv(['profiles', 'use', 'staging'])).toMatchObject({
      run: profilesUse.run,
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
    expect(p.run).toBe(api.run);
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
