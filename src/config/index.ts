export { resolvePaths, type Env, type ShipctlPaths } from './paths.js';
export { flagOf } from './flag-names.js';
export {
  DEFAULT_KEYS,
  DEFAULT_PROFILE,
  KEY_DESCRIPTIONS,
  LIVE_BASE_URL,
  SETTING_KEYS,
  checkSettingValue,
  isSettingKey,
  presetKey,
  STATION_FIELDS,
  NOTE_SIZES,
  type NoteSize,
  type StationField,
  normalizeBaseUrl,
  profileNameIssue,
  type ConfigFile,
  type DefaultKey,
  type ProfileRecord,
  type SettingKey,
} from './keys.js';
export { ConfigError, DIR_MODE, FILE_MODE, ensurePrivateDir, readConfigFile } from './file.js';
export { resolveSettings, SettingsUsageError, type Resolved, type Settings, type Source } from './resolve.js';
export { ConfigStore } from './store.js';
export { describeSecret, maskUrlCredentials, redact, SECRET_SET } from './redact.js';
export {
  describeTarget,
  parsePrinter,
  PRINTER_FORMS,
  printerForms,
  targetName,
  type PrintTarget,
} from './printer.js';
export { serviceOf, type ServiceIdentity } from './service.js';
