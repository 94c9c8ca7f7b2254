// How the CLI spells the flag that sets a setting or a request member: `pack_size` → --pack-size.
// A flag's definition holds the same correspondence the other way (FlagSpec.argument, in
// src/cli/define.ts). The layers below the CLI (config, batch) may not import its definitions,
// so they name a flag by its argument through here; test/unit/lint-flags.test.ts holds every
// name they make to a flag the CLI defines.

/** The flag whose argument name is `argument` (`base_url` → --base-url). */
export function flagOf(argument: string): string {
  return `--${argument.replace(/_/g, '-')}`;
}
