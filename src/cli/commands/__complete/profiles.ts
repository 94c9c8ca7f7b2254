// `shipctl __complete profiles`: local and instant: reads one file, never the network,
// and prints nothing (exit 0) rather than an error the shell would show.
import { DEFAULT_PROFILE, readConfigFile, resolvePaths } from '../../../config/index.js';
import type { Context } from '../../context.js';

export async function run(_input: unknown, ctx: Context): Promise<number> {
  let names: string[] = [DEFAULT_PROFILE];
  try {
    const file = readConfigFile(resolvePaths(ctx.env).configFile);
    names = [...new Set([DEFAULT_PROFILE, ...Object.keys(file.profiles ?? {})])].sort();
  } catch {
    // A broken config file is reported by the commands that use it, not in the middle of a prompt line.
  }
  ctx.io.stdout.write(names.map((name) => `${name}\n`).join(''));
  return 0;
}
