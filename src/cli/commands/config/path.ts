import { resolvePaths } from '../../../config/index.js';
import type { Context } from '../../context.js';
import { printJson } from '../../output/json.js';
import { outputIsReproducible } from '../../output/stdout-guard.js';
import type { Input } from '../../define.js';
import type { path } from './index.js';

export async function run(input: Input<typeof path>, ctx: Context): Promise<number> {
  // What it prints is read from local data and costs nothing to print again: a reader that
  // stops early (`| head`) is a quiet stop, not a result to rescue (stdout-guard.ts).
  outputIsReproducible();
  // Not via settings(): the path must print even when the file is broken.
  const paths = resolvePaths(ctx.env);
  if (ctx.globals.json) {
    printJson(ctx.io, {
      config_file: paths.configFile,
      config_dir: paths.configDir,
      data_dir: paths.dataDir,
    });
  } else {
    ctx.io.stdout.write(`${input.data ? paths.dataDir : paths.configFile}\n`);
  }
  return 0;
}
