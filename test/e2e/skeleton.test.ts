// The built binary, as a user runs it: version, help, config files on disk, and
// the exit codes of refusals and unreachable servers. Secrets never in output.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeHome, REPO_ROOT, runCli } from '../helpers/cli.js';

const TOKEN = 'tok_e2e_5f1c9a7b3d2e8f40';
const version = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).version as string;
const mode = (p: string) => fs.statSync(p).mode & 0o777;

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let home: ReturnType<typeof makeHome>;
beforeEach(() => {
  home = makeHome();
});
afterEach(() => home.remove());

describe('shipctl (built)', () => {
  it('--version prints the package version', async () => {
    for (const flag of ['--version', '-V']) {
      expect(await runCli([flag], { home: home.dir })).toMatchObject({
        code: 0,
        stdout: `${version}\n`,
        stderr: '',
      });
    }
  });

  it('--help lists the commands with an Examples section', async () => {
    const r = await runCli(['--help'], { home: home.dir });
    expect(r.code).toBe(0);
    for (const cmd of ['login', 'logout', 'config', 'profiles', 'api'])
      expect(r.stdout).toMatch(new RegExp(`^\\s+${cmd}\\s`, 'm'));
    expect(r.stdout).toContain('Examples:');
    const sub = await runCli(['config', 'set', '--help'], { home: home.dir });
    expect(sub.stdout).toContain('Examples:');
    expect(sub.stdout).toContain('Global Options:');
  });

  it('config set writes 0600 files in a 0700 directory, and config list shows the value and its source', async () => {
    expect((await runCli(['config', 'set', 'currency', 'JPY'], { home: home.dir })).code).toBe(0);
    const configDir = path.join(home.dir, 'config');
    const file = path.join(configDir, 'config.json');
    if (process.platform !== 'win32') {
      expect(mode(configDir)).toBe(0o700);
      for (const f of fs.readdirSync(configDir)) expect(mode(path.join(configDir, f))).toBe(0o600);
    }
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ profiles: { default: { currency: 'JPY' } } });
    const list = await runCli(['config', 'list'], { home: home.dir });
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('currency\tJPY\tprofile "default"');
    const path_ = await runCli(['config', 'path'], { home: home.dir });
    expect(path_.stdout.trim()).toBe(file);
  });

  it('config set token VALUE is refused with exit 2', async () => {
    const r = await runCli(['config', 'set', 'token', TOKEN], { home: home.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('login --with-token');
    expect(r.stdout + r.stderr).not.toContain(TOKEN);
  });

  it('login --with-token against an unreachable base URL exits 6 and never shows the token', async () => {
    const port = await closedPort();
    for (const extra of [[], ['--debug']]) {
      const r = await runCli(['login', '--with-token', '--base-url', `http://127.0.0.1:${port}`, ...extra], {
        home: home.dir,
        input: `${TOKEN}\n`,
      });
      expect(r.code).toBe(6);
      expect(r.stderr).toMatch(/error:/);
      expect(r.stdout + r.stderr).not.toContain(TOKEN);
      if (extra.length) expect(r.stderr).toMatch(/x-access-token/i); // the trace is there, masked
    }
    expect(fs.existsSync(path.join(home.dir, 'config', 'config.json'))).toBe(false);
  });

  it('api GET against a closed port exits 6', async () => {
    const port = await closedPort();
    const r = await runCli(['api', 'GET', '/v1/carriers', '--base-url', `http://127.0.0.1:${port}`], {
      home: home.dir,
      env: { SHIPCTL_TOKEN: TOKEN },
    });
    expect(r.code).toBe(6);
    expect(r.stdout).toBe('');
    expect(r.stderr).not.toContain(TOKEN);
  });
});
