import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSettingValue } from '../../../src/config/keys.js';
import { ConfigError, readConfigFile } from '../../../src/config/file.js';
import { resolvePaths } from '../../../src/config/paths.js';
import { resolveSettings } from '../../../src/config/resolve.js';
import { ConfigStore } from '../../../src/config/store.js';

const mode = (p: string) => fs.statSync(p).mode & 0o777;
const posix = process.platform !== 'win32';

let home: string;
beforeEach(() => {
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-store-'));
});
afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

describe('ConfigStore', () => {
  it('writes under SHIPCTL_HOME/config, readable by the owner only', async () => {
    const paths = resolvePaths({ SHIPCTL_HOME: home });
    const store = await ConfigStore.open(paths);
    store.setValue('default', 'currency', 'JPY');
    expect(paths.configFile).toBe(path.join(home, 'config', 'config.json'));
    expect(readConfigFile(paths.configFile)).toEqual({ profiles: { default: { currency: 'JPY' } } });
    if (posix) {
      expect(mode(paths.configDir)).toBe(0o700);
      expect(mode(paths.configFile)).toBe(0o600);
    }
  });

  it.runIf(posix)('tightens a directory and a file that were created too open', async () => {
    const paths = resolvePaths({ SHIPCTL_HOME: home });
    fs.mkdirSync(paths.configDir, { recursive: true, mode: 0o755 });
    fs.chmodSync(paths.configDir, 0o755);
    fs.writeFileSync(paths.configFile, '{}', { mode: 0o644 });
    fs.chmodSync(paths.configFile, 0o644);
    const previous = process.umask(0);
    try {
      const store = await ConfigStore.open(paths);
      store.setValue('default', 'token', 'secret-token-abcd');
    } finally {
      process.umask(previous);
    }
    expect(mode(paths.configDir)).toBe(0o700);
    expect(mode(paths.configFile)).toBe(0o600);
  });

  it('sets, unsets and switches profiles; resolution sees the change at once', async () => {
    const env = { SHIPCTL_HOME: home };
    const store = await ConfigStore.open(resolvePaths(env));
    store.setValue('work', 'base_url', 'https://api.shipandco.com');
    store.setValue('work', 'token', 'tok-1234567890');
    store.setCurrentProfile('work');
    expect(resolveSettings({ env }).profile).toMatchObject({ value: 'work', source: 'profile' });
    expect(resolveSettings({ env }).token.value).toBe('tok-1234567890');
    expect(store.unsetValue('work', 'token')).toBe(true);
    expect(store.unsetValue('work', 'token')).toBe(false);
    expect(resolveSettings({ env }).token.value).toBeUndefined();
  });

  it('reports a broken config file instead of overwriting it', () => {
    const paths = resolvePaths({ SHIPCTL_HOME: home });
    fs.mkdirSync(paths.configDir, { recursive: true });
    fs.writeFileSync(paths.configFile, '{ not json');
    expect(() => readConfigFile(paths.configFile)).toThrow(ConfigError);
  });
});

describe('checkSettingValue', () => {
  it('normalises what users type and explains what is wrong', () => {
    expect(checkSettingValue('currency', 'jpy', '/')).toEqual({ ok: true, value: 'JPY' });
    expect(checkSettingValue('base_url', 'https://api.shipandco.com/v1/', '/')).toEqual({
      ok: true,
      value: 'https://api.shipandco.com',
    });
    expect(checkSettingValue('label_dir', 'labels', '/srv')).toEqual({
      ok: true,
      value: path.resolve('/srv', 'labels'),
    });
    expect(checkSettingValue('carrier', 'yamato', '/')).toEqual({ ok: true, value: 'yamato' });
    const bad = checkSettingValue('carrier', 'kuroneko', '/');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.issue).toMatch(/must be one of .*yamato/);
    expect(checkSettingValue('print_size', 'PDF_A5', '/').ok).toBe(true);
    expect(checkSettingValue('print_size', 'A5', '/').ok).toBe(false);
  });
});
