// A base URL with a user name and password (`http://user:PASS@host`) is refused with its own
// message and fix, from the flag, the environment and `config set`, and the password never
// appears in what shipctl prints (errors, --debug traces, config and profile listings).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';

const PASSWORD = 'S3cretPass';
const WITH_PASSWORD = `http://packer:${PASSWORD}@127.0.0.1:8080/v1/`;
const FIX =
  'must not carry a user name or password: log in with `shipctl login` (the API takes a token, never a password) and give the URL without them, e.g. http://127.0.0.1:8080';

async function inHome<T>(body: (home: string) => Promise<T>): Promise<T> {
  const home = makeHome();
  try {
    return await body(home.dir);
  } finally {
    home.remove();
  }
}

describe('a base URL with credentials', () => {
  it('--base-url http://user:PASS@host is refused (exit 2) with its own message; the password is not echoed, --debug neither', async () => {
    for (const extra of [[], ['--debug']]) {
      const res = await runInProcess([...extra, '--base-url', WITH_PASSWORD, 'shipments', 'list']);
      expect(res.code, res.stderr).toBe(2);
      expect(res.stderr).toContain(`error: --base-url ${FIX}`);
      expect(res.stderr + res.stdout).not.toContain(PASSWORD);
      expect(res.stderr).not.toContain('packer');
    }
  });

  it('SHIPCTL_BASE_URL with credentials is refused the same way', async () => {
    const res = await runInProcess(['carriers', 'list'], {
      env: { SHIPCTL_BASE_URL: WITH_PASSWORD, SHIPCTL_TOKEN: 'x'.repeat(20) },
    });
    expect(res.code, res.stderr).toBe(2);
    expect(res.stderr).toContain(`error: SHIPCTL_BASE_URL ${FIX}`);
    expect(res.stderr).not.toContain(PASSWORD);
  });

  it('a URL that is not http(s) is echoed with its credentials masked', async () => {
    const res = await runInProcess([
      '--base-url',
      `ftp://packer:${PASSWORD}@files.example.com`,
      'carriers',
      'list',
    ]);
    expect(res.code, res.stderr).toBe(2);
    expect(res.stderr).toContain(
      'error: base URL "ftp://****@files.example.com" (flag --base-url) must be an http(s) URL',
    );
    expect(res.stderr).not.toContain(PASSWORD);
  });

  it('config set base_url with credentials is refused and nothing is stored', () =>
    inHome(async (home) => {
      const res = await runInProcess(['config', 'set', 'base_url', WITH_PASSWORD], { home });
      expect(res.code, res.stderr).toBe(2);
      expect(res.stderr).toContain(`base_url: ${FIX}`);
      expect(res.stderr).not.toContain(PASSWORD);
      const list = await runInProcess(['config', 'list'], { home });
      expect(list.code, list.stderr).toBe(0);
      expect(list.stdout).not.toContain(PASSWORD);
    }));

  it('a password written into the config file by hand: config get and profiles list never show it', () =>
    inHome(async (home) => {
      const configDir = path.join(home, 'config');
      mkdirSync(configDir, { recursive: true });
      const configFile = path.join(configDir, 'config.json');
      writeFileSync(
        configFile,
        JSON.stringify({
          current_profile: 'default',
          profiles: { default: {}, warehouse: { base_url: WITH_PASSWORD } },
        }),
      );
      const profiles = await runInProcess(['profiles', 'list'], { home });
      expect(profiles.code, profiles.stderr).toBe(0);
      expect(profiles.stdout).toContain('http://****@127.0.0.1:8080/v1/');
      expect(profiles.stdout).not.toContain(PASSWORD);
      const json = await runInProcess(['profiles', 'list', '--json'], { home });
      expect(json.stdout).not.toContain(PASSWORD);

      const get = await runInProcess(['config', 'get', 'base_url', '--profile', 'warehouse'], { home });
      expect(get.code, get.stderr).toBe(2);
      expect(get.stderr).toContain(`error: base_url of profile "warehouse" (in ${configFile}) ${FIX}`);
      expect(get.stderr + get.stdout).not.toContain(PASSWORD);
      expect(readFileSync(configFile, 'utf8')).toContain(PASSWORD); // left as the user wrote it
    }));
});
