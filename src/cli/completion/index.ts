// Completion scripts from the full commander tree (every command module loaded), so
// they cover whatever commands exist when the package is built. `shipctl completion`
// and scripts/gen-completions.mjs both go through `completionScript`.
import type { Command } from 'commander';
import { Writable } from 'node:stream';
import type { CommandKit } from '../command-kit.js';
import { HELP_TOPICS } from '../commands/help-topics/index.js';
import { COMMANDS } from '../commands/index.js';
import { buildProgram } from '../program.js';
import { renderBash } from './bash.js';
import { renderFish } from './fish.js';
import { describeProgram, type CompletionModel } from './model.js';
import type { Shell } from './shell.js';
import { renderZsh } from './zsh.js';

export { SHELLS, INSTALL, type Shell } from './shell.js';

const RENDER: Record<Shell, (m: CompletionModel) => string> = {
  bash: renderBash,
  zsh: renderZsh,
  fish: renderFish,
};

/** The whole tree, never run: the kit dispatches nothing and the streams go nowhere. */
export async function fullProgram(): Promise<Command> {
  const kit: CommandKit = { dispatch: async () => undefined };
  const sink = new Writable({ write: (_c, _e, done) => done() });
  return buildProgram([], kit, { stdout: sink, stderr: sink }, { loadAll: true });
}

export function completionModel(program: Command): CompletionModel {
  return describeProgram(program, HELP_TOPICS, Object.fromEntries(COMMANDS.map((c) => [c.name, c.summary])));
}

export async function completionScript(shell: Shell, program?: Command): Promise<string> {
  return RENDER[shell](completionModel(program ?? (await fullProgram())));
}
