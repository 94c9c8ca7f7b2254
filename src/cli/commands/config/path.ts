import type { Command } from 'commander';
import { resolvePaths } from '../../../config/index.js';
import { action, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { printJson } from '../../output/json.js';
import { outputIsReproducible } from '../../output/stdout-guard.js';

export interface ConfigPathOptions {
  data: boolean;
}

export function register(config: Command, kit: CommandKit): void {
  config
    .command('path')
    .description('Print the config file path (--data: the data directory)')
    .option('--data', 'print the data directory (sandbox database, batch journals)')
    .addHelpText(
      'after',
      examples(
        'shipctl config path',
        'shipctl config path --data',
        'SHIPCTL_HOME=/tmp/demo shipctl config path',
      ),
    )
    .action(action(kit, (flags: { data?: boolean }) => ({ data: Boolean(flags.data) }), run));
}

export async function run(opts: ConfigPathOptions, ctx: Context): Promise<number> {
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
    ctx.io.stdout.write(`${opts.data ? paths.dataDir : paths.configFile}\n`);
  }
  return 0;
}
