// Where shipctl keeps its configuration and its data (the embedded sandbox database,
// batch journals). SHIPCTL_HOME moves both under one directory, which is what tests
// and throw-away demos want; otherwise the platform's conventional directories.
import { homedir } from 'node:os';
import path from 'node:path';

export interface ShipctlPaths {
  configDir: string;
  dataDir: string;
  configFile: string;
}

export type Env = Readonly<Record<string, string | undefined>>;

const APP = 'shipctl';

export function resolvePaths(
  env: Env,
  platform: NodeJS.Platform = process.platform,
  // The run's HOME, as its environment gives it.
  home: string = (platform === 'win32' ? env.USERPROFILE : env.HOME) || homedir(),
): ShipctlPaths {
  const root = env.SHIPCTL_HOME?.trim();
  if (root) {
    const base = path.resolve(root);
    return withFile(path.join(base, 'config'), path.join(base, 'data'));
  }
  // Same layout as env-paths (which conf uses), minus its "-nodejs" suffix.
  if (platform === 'darwin') {
    const lib = path.join(home, 'Library');
    return withFile(path.join(lib, 'Preferences', APP), path.join(lib, 'Application Support', APP));
  }
  if (platform === 'win32') {
    const appData = env.APPDATA || path.join(home, 'AppData', 'Roaming');
    const localAppData = env.LOCALAPPDATA || path.join(home, 'AppData', 'Local');
    return withFile(path.join(appData, APP, 'Config'), path.join(localAppData, APP, 'Data'));
  }
  const xdgConfig = env.XDG_CONFIG_HOME || path.join(home, '.config');
  const xdgData = env.XDG_DATA_HOME || path.join(home, '.local', 'share');
  return withFile(path.join(xdgConfig, APP), path.join(xdgData, APP));
}

function withFile(configDir: string, dataDir: string): ShipctlPaths {
  return { configDir, dataDir, configFile: path.join(configDir, 'config.json') };
}
