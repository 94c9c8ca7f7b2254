// A token that cannot travel in a header — pasted with its line break, or read from a file with
// CRLF endings — is the user's to fix: exit 2 naming where the token came from and how to fix it,
// no request sent and nothing retried (it used to surface as a network failure after 3 attempts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';
import { startTestServer, type TestServer } from '../helpers/http-server.js';
import { ApiClient, InvalidTokenError } from '../../src/api/index.js';

const TOKEN = 'a'.repeat(40);
/** Pasted from a terminal that wrapped it: the environment's surrounding whitespace is trimmed, this is not. */
const WRAPPED = `${TOKEN.slice(0, 20)}\n${TOKEN.slice(20)}`;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ status: 200, body: [] });
});
afterAll(() => server.close());

describe('a token with a line break', () => {
  it('SHIPCTL_TOKEN with a line break inside: exit 2 naming SHIPCTL_TOKEN and the fix, nothing sent', async () => {
    const before = server.count;
    const res = await runInProcess(['carriers', 'list'], {
      env: { SHIPCTL_BASE_URL: server.url, SHIPCTL_TOKEN: WRAPPED },
    });
    expect(res.code, res.stderr).toBe(2);
    expect(res.stderr).toContain(
      'error: the API token (env SHIPCTL_TOKEN) contains a line break, which cannot be sent in a request; nothing was sent',
    );
    expect(res.stderr).toContain(
      'run `shipctl login` again and paste the token alone, or check SHIPCTL_TOKEN',
    );
    expect(res.stderr).not.toMatch(/base URL|UND_ERR|network/);
    expect(res.stderr).not.toContain(TOKEN.slice(20));
    expect(server.count).toBe(before);
  });

  it('a stored token with a CRLF in the profile: exit 2 naming the profile, nothing sent', async () => {
    const home = makeHome();
    try {
      mkdirSync(path.join(home.dir, 'config'), { recursive: true });
      writeFileSync(
        path.join(home.dir, 'config', 'config.json'),
        JSON.stringify({ profiles: { default: { base_url: server.url, token: `${TOKEN}\r\n` } } }),
      );
      const before = server.count;
      const res = await runInProcess(['carriers', 'list'], { home: home.dir });
      expect(res.code, res.stderr).toBe(2);
      expect(res.stderr).toContain('the API token (profile "default") contains a line break');
      expect(server.count).toBe(before);
    } finally {
      home.remove();
    }
  });

  it('reads Japanese under a Japanese locale, with the same exit code', async () => {
    const res = await runInProcess(['carriers', 'list'], {
      env: { SHIPCTL_BASE_URL: server.url, SHIPCTL_TOKEN: WRAPPED, LANG: 'ja_JP.UTF-8' },
    });
    expect(res.code, res.stderr).toBe(2);
    expect(res.stderr).toContain('API トークン（env SHIPCTL_TOKEN）に改行が含まれているため');
    expect(res.stderr).toContain('`shipctl login` をもう一度実行');
  });

  it('the API client refuses such a token when it is made, before any request', () => {
    expect(() => new ApiClient({ baseUrl: server.url, token: `${TOKEN}\n` })).toThrow(InvalidTokenError);
    expect(() => new ApiClient({ baseUrl: server.url, token: `${TOKEN} x` })).toThrow(InvalidTokenError);
    expect(() => new ApiClient({ baseUrl: server.url, token: TOKEN }).close()).not.toThrow();
  });
});
