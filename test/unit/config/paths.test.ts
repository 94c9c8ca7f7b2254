import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolvePaths } from '../../../src/config/paths.js';

describe('resolvePaths', () => {
  it('puts config and data under SHIPCTL_HOME when it is set', () => {
    const p = resolvePaths({ SHIPCTL_HOME: '/tmp/x', XDG_CONFIG_HOME: '/elsewhere' }, 'linux', '/home/u');
    expect(p).toEqual({
      configDir: path.resolve('/tmp/x/config'),
      dataDir: path.resolve('/tmp/x/data'),
      configFile: path.resolve('/tmp/x/config/config.json'),
    });
  });

  it('follows XDG on Linux, with the usual fallbacks', () => {
    expect(resolvePaths({}, 'linux', '/home/u')).toMatchObject({
      configDir: '/home/u/.config/shipctl',
      dataDir: '/home/u/.local/share/shipctl',
    });
    expect(resolvePaths({ XDG_CONFIG_HOME: '/c', XDG_DATA_HOME: '/d' }, 'linux', '/home/u')).toMatchObject({
      configDir: '/c/shipctl',
      dataDir: '/d/shipctl',
    });
  });

  it('uses the macOS Library folders', () => {
    expect(resolvePaths({}, 'darwin', '/Users/u')).toMatchObject({
      configDir: '/Users/u/Library/Preferences/shipctl',
      dataDir: '/Users/u/Library/Application Support/shipctl',
    });
  });

  it('ignores an empty SHIPCTL_HOME', () => {
    expect(resolvePaths({ SHIPCTL_HOME: '  ' }, 'linux', '/home/u').configDir).toBe(
      '/home/u/.config/shipctl',
    );
  });
});
