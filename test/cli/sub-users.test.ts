// sub-users: the token printed once (or in --json), never stored unless
// --save-profile names a profile (then stored 0600 and not printed).
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as subUsers from '../../src/cli/commands/sub-users/index.js';
import { runCli } from '../../src/cli/run.js';
import { parseArgv } from '../helpers/program.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { fakeStreams } from '../helpers/streams.js';

describe('argv → options', () => {
  it('create, get, list, regenerate-token, delete', async () => {
    const created = await parseArgv([
      'sub-users',
      'create',
      '--email',
      'osaka@example.com',
      '--first-name',
      '花子',
      '--last-name',
      '山田',
      '--company',
      '大阪倉庫',
      '--token',
    ]);
    expect(created).toMatchObject({
      verb: subUsers.create,
      opts: {
        email: 'osaka@example.com',
        firstName: '花子',
        lastName: '山田',
        company: '大阪倉庫',
        token: true,
      },
    });
    expect(created.opts.saveProfile).toBeUndefined();
    // --save-profile implies --token in the handler, not in what argv gives.
    const saved = (await parseArgv(['sub-users', 'create', '--save-profile', 'osaka'])).opts;
    expect(saved).toMatchObject({ saveProfile: 'osaka' });
    expect(saved.token).toBeUndefined();
    expect((await parseArgv(['sub-users', 'list'])).verb).toBe(subUsers.list);
    expect(await parseArgv(['sub-users', 'get', 'S1'])).toMatchObject({
      verb: subUsers.get,
      opts: { id: 'S1' },
    });
    expect(await parseArgv(['sub-users', 'regenerate-token', 'S1', '--save-profile', 'p'])).toMatchObject({
      verb: subUsers.regenerateToken,
      opts: { id: 'S1', saveProfile: 'p' },
    });
    expect(await parseArgv(['sub-users', 'delete', 'S1'])).toMatchObject({
      verb: subUsers.deleteSubUser,
      opts: { id: 'S1' },
    });
  });
});

describe('sub-users, run in-process against a sandbox', () => {
  let sb: TestSandbox;
  let home: string;
  beforeAll(async () => {
    sb = await startTestSandbox({ seed: false });
  });
  afterAll(() => sb.close());
  beforeEach(async () => {
    home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-sub-'));
    for (const u of (await sb.request('GET', '/v1/sub-users')).body)
      await sb.request('DELETE', `/v1/sub-users/${u.id}`);
  });
  afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

  async function run(argv: string[], env: Record<string, string> = {}) {
    const streams = fakeStreams();
    const code = await runCli(argv, {
      env: { SHIPCTL_HOME: home, SHIPCTL_BASE_URL: sb.url, SHIPCTL_TOKEN: sb.token, ...env },
      streams,
    });
    return { code, stdout: streams.out(), stderr: streams.err() };
  }
  const configFile = () => path.join(home, 'config', 'config.json');

  it('--token prints the token alone on stdout, once; nothing is stored', async () => {
    const r = await run(['sub-users', 'create', '--email', 'a@example.com', '--token']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\S{16,}\n$/);
    const token = r.stdout.trim();
    expect(r.stderr).toContain('shown once');
    expect(r.stderr).not.toContain(token);
    expect(fs.existsSync(configFile())).toBe(false);
    // The token works for the sub-user's own data.
    expect((await sb.request('GET', '/v1/carriers', undefined, { token })).status).toBe(200);
    const shown = await run(['sub-users', 'list', '--json']);
    expect(shown.stdout).not.toContain(token);
  });

  it('--save-profile stores base URL and token (0600) and prints neither', async () => {
    const r = await run([
      'sub-users',
      'create',
      '--email',
      'b@example.com',
      '--save-profile',
      'osaka',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const saved = JSON.parse(fs.readFileSync(configFile(), 'utf8')).profiles.osaka;
    expect(saved).toEqual({ base_url: sb.url, token: expect.any(String) });
    expect(r.stdout + r.stderr).not.toContain(saved.token);
    expect(JSON.parse(r.stdout)).toMatchObject({ email: 'b@example.com' });
    expect(JSON.parse(r.stdout).token).toBeUndefined();
    if (process.platform !== 'win32') expect(fs.statSync(configFile()).mode & 0o777).toBe(0o600);

    const id = JSON.parse(r.stdout).id as string;
    const again = await run(['--yes', 'sub-users', 'regenerate-token', id, '--save-profile', 'osaka']);
    expect(again.code).toBe(0);
    const newToken = JSON.parse(fs.readFileSync(configFile(), 'utf8')).profiles.osaka.token;
    expect(newToken).not.toBe(saved.token);
    expect(again.stdout + again.stderr).not.toContain(newToken);
  });

  it('refuses, before sending, a profile that is in use or invalid', async () => {
    const inUse = await run(['sub-users', 'create', '--email', 'c@example.com', '--save-profile', 'default']);
    expect(inUse.code).toBe(2);
    expect(inUse.stderr).toMatch(/profile in use/);
    expect((await run(['sub-users', 'create', '--email', 'c@x.com', '--save-profile', '../x'])).code).toBe(2);
    expect((await sb.request('GET', '/v1/sub-users')).body).toEqual([]);
  });

  it('the third active sub-user: exit 2 with SUB_USER_LIMIT_REACHED, stdout empty', async () => {
    for (const email of ['1@example.com', '2@example.com'])
      expect((await run(['sub-users', 'create', '--email', email])).code).toBe(0);
    const r = await run(['sub-users', 'create', '--email', '3@example.com', '--token']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('code: SUB_USER_LIMIT_REACHED');
  });

  it('regenerate-token and delete ask first: without a terminal they need --yes', async () => {
    const id = JSON.parse(
      (await run(['sub-users', 'create', '--email', 'd@example.com', '--json'])).stdout,
    ).id;
    const refused = await run(['sub-users', 'regenerate-token', id]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--yes');
    const json = await run(['--yes', '--json', 'sub-users', 'regenerate-token', id]);
    expect(JSON.parse(json.stdout)).toEqual({ token: expect.any(String) });
    expect((await run(['sub-users', 'delete', id])).code).toBe(2);
    const deleted = await run(['--yes', 'sub-users', 'delete', id]);
    expect(deleted.code).toBe(0);
    expect(deleted.stderr).toContain('d@example.com');
  });
});
