// The writable side of the configuration, backed by conf (atomic writes). Opened
// only by commands that change something, so reads stay cheap (see file.ts).
import { defaultExport } from './default-export.js';
import { messages } from '../i18n/index.js';
import type Conf from 'conf';
import { ConfigError, FILE_MODE, coerceConfig, enforcePrivate, ensurePrivateDir } from './file.js';
import type { ConfigFile, ProfileRecord, SettingKey } from './keys.js';
import type { ShipctlPaths } from './paths.js';

export class ConfigStore {
  private constructor(
    private readonly conf: Conf<Record<string, unknown>>,
    readonly paths: ShipctlPaths,
  ) {}

  static async open(paths: ShipctlPaths): Promise<ConfigStore> {
    ensurePrivateDir(paths.configDir);
    const ConfClass = defaultExport<typeof import('conf').default>(await import('conf'));
    let conf: Conf<Record<string, unknown>>;
    try {
      conf = new ConfClass<Record<string, unknown>>({
        cwd: paths.configDir,
        configName: 'config',
        configFileMode: FILE_MODE,
        accessPropertiesByDotNotation: false,
        clearInvalidConfig: false,
        watch: false,
      });
    } catch (err) {
      throw new ConfigError(messages().support.config.cannotOpen(paths.configFile, (err as Error).message));
    }
    enforcePrivate(paths.configDir, paths.configFile);
    return new ConfigStore(conf, paths);
  }

  read(): ConfigFile {
    return coerceConfig(this.conf.store, this.paths.configFile);
  }

  profile(name: string): ProfileRecord | undefined {
    return this.read().profiles?.[name];
  }

  setValue(profile: string, key: SettingKey, value: string): void {
    this.update((c) => {
      const profiles = { ...c.profiles };
      profiles[profile] = { ...profiles[profile], [key]: value };
      return { ...c, profiles };
    });
  }

  /** Returns whether there was something to remove. */
  unsetValue(profile: string, key: SettingKey): boolean {
    const had = this.profile(profile)?.[key] !== undefined;
    if (had) {
      this.update((c) => {
        const profiles = { ...c.profiles };
        const rec = { ...profiles[profile] };
        delete rec[key];
        profiles[profile] = rec;
        return { ...c, profiles };
      });
    }
    return had;
  }

  /** Makes sure a profile exists (possibly empty, i.e. in sandbox mode). */
  ensureProfile(profile: string): void {
    if (this.profile(profile)) return;
    this.update((c) => ({ ...c, profiles: { ...c.profiles, [profile]: {} } }));
  }

  setCurrentProfile(name: string): void {
    this.update((c) => ({ ...c, current_profile: name }));
  }

  private update(change: (c: ConfigFile) => ConfigFile): void {
    this.conf.store = change(this.read()) as Record<string, unknown>;
    enforcePrivate(this.paths.configDir, this.paths.configFile);
  }
}
