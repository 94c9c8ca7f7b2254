import { describe, expect, it } from 'vitest';
import type { ConfigFile } from '../../../src/config/keys.js';
import { resolveSettings, SettingsUsageError } from '../../../src/config/resolve.js';
import { resolvePaths } from '../../../src/config/paths.js';

const paths = resolvePaths({ SHIPCTL_HOME: '/tmp/unused' });
const file: ConfigFile = {
  current_profile: 'work',
  profiles: {
    default: { currency: 'USD' },
    work: {
      base_url: 'https://api.shipandco.com',
      token: 'stored-token-1234',
      currency: 'JPY',
      carrier: 'yamato',
    },
    staging: { base_url: 'https://staging.example.com/v1/', token: 'staging-token-9999' },
  },
};

describe('resolveSettings: profile', () => {
  it('prefers --profile, then SHIPCTL_PROFILE, then the configured default, then "default"', () => {
    const env = { SHIPCTL_PROFILE: 'staging' };
    expect(resolveSettings({ flags: { profile: 'default' }, env, file, paths }).profile).toMatchObject({
      value: 'default',
      source: 'flag',
    });
    expect(resolveSettings({ env, file, paths }).profile).toMatchObject({ value: 'staging', source: 'env' });
    expect(resolveSettings({ env: {}, file, paths }).profile).toMatchObject({
      value: 'work',
      source: 'profile',
    });
    expect(resolveSettings({ env: {}, file: {}, paths }).profile).toMatchObject({
      value: 'default',
      source: 'default',
    });
  });

  it('refuses a malformed profile name as a usage error', () => {
    expect(() => resolveSettings({ flags: { profile: '../etc' }, env: {}, file, paths })).toThrow(
      SettingsUsageError,
    );
  });
});

describe('resolveSettings: base URL and sandbox mode', () => {
  it('prefers --base-url, then SHIPCTL_BASE_URL, then the profile', () => {
    const env = { SHIPCTL_BASE_URL: 'http://127.0.0.1:9999' };
    expect(
      resolveSettings({ flags: { baseUrl: 'http://localhost:1/v1/' }, env, file, paths }).baseUrl,
    ).toMatchObject({
      value: 'http://localhost:1',
      source: 'flag',
    });
    expect(resolveSettings({ env, file, paths }).baseUrl).toMatchObject({
      value: 'http://127.0.0.1:9999',
      source: 'env',
    });
    const fromProfile = resolveSettings({ flags: { profile: 'staging' }, env: {}, file, paths });
    expect(fromProfile.baseUrl).toEqual({
      value: 'https://staging.example.com',
      source: 'profile',
      origin: 'profile "staging"',
    });
    expect(fromProfile.sandbox).toBe(false);
  });

  it('is in sandbox mode when nothing names a base URL', () => {
    const s = resolveSettings({ env: {}, file: {}, paths });
    expect(s.sandbox).toBe(true);
    expect(s.baseUrl).toEqual({ value: undefined, source: 'default', origin: 'embedded sandbox' });
  });

  it('refuses a base URL with a user name or password from the flag, the environment or the file, never echoing them', () => {
    const message = (run: () => unknown) => {
      try {
        run();
      } catch (err) {
        return (err as Error).message;
      }
      return 'no error';
    };
    const fix =
      'must not carry a user name or password: log in with `shipctl login` (the API takes a token, never a password) and give the URL without them, e.g. http://127.0.0.1:8080';
    const withPassword = 'http://user:S3cretPass@127.0.0.1:8080/v1/';
    expect(message(() => resolveSettings({ flags: { baseUrl: withPassword }, env: {}, file, paths }))).toBe(
      `--base-url ${fix}`,
    );
    expect(message(() => resolveSettings({ env: { SHIPCTL_BASE_URL: withPassword }, file, paths }))).toBe(
      `SHIPCTL_BASE_URL ${fix}`,
    );
    const stored = { ...file, profiles: { ...file.profiles, work: { base_url: withPassword } } };
    expect(message(() => resolveSettings({ env: {}, file: stored, paths }))).toBe(
      `base_url of profile "work" (in ${paths.configFile}) ${fix}`,
    );
    const notHttp = message(() =>
      resolveSettings({ env: { SHIPCTL_BASE_URL: 'ftp://user:S3cretPass@x' }, file, paths }),
    );
    expect(notHttp).toBe('base URL "ftp://****@x" (env SHIPCTL_BASE_URL) must be an http(s) URL');
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => resolveSettings({ env: { SHIPCTL_BASE_URL: 'ftp://x' }, file, paths })).toThrow(
      /SHIPCTL_BASE_URL/,
    );
  });
});

describe('resolveSettings: token', () => {
  it('takes SHIPCTL_TOKEN over the stored token', () => {
    expect(resolveSettings({ env: { SHIPCTL_TOKEN: 'env-token-5678' }, file, paths }).token).toMatchObject({
      value: 'env-token-5678',
      source: 'env',
    });
    expect(resolveSettings({ env: {}, file, paths }).token).toMatchObject({
      value: 'stored-token-1234',
      source: 'profile',
    });
  });

  it('never sends a stored live token to the sandbox', () => {
    const f: ConfigFile = { profiles: { default: { token: 'live-token-0000' } } };
    const s = resolveSettings({ env: {}, file: f, paths });
    expect(s.sandbox).toBe(true);
    expect(s.token.value).toBeUndefined();
  });
});

describe('resolveSettings: defaults', () => {
  it('tells each value where it came from', () => {
    const s = resolveSettings({ flags: { carrier: 'sagawa' }, env: {}, file, paths });
    expect(s.defaults.carrier).toEqual({ value: 'sagawa', source: 'flag', origin: 'flag --carrier' });
    expect(s.defaults.currency).toEqual({ value: 'JPY', source: 'profile', origin: 'profile "work"' });
    expect(s.defaults.label_dir).toEqual({ value: undefined, source: 'default', origin: 'not set' });
  });

  it('does not mix the defaults of two profiles', () => {
    const s = resolveSettings({ flags: { profile: 'default' }, env: {}, file, paths });
    expect(s.defaults.currency.value).toBe('USD');
    expect(s.defaults.carrier.value).toBeUndefined();
  });
});
