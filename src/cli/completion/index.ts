// Completion scripts from the whole commander tree the run built (every command's
// definition), so they cover whatever commands exist. `shipctl completion` and
// scripts/gen-completions.mjs (through `shipctl __complete scripts`) both go through
// `completionScript`.
import type { Command } from 'commander';
import { HELP_TOPICS } from '../commands/help-topics/index.js';
import type { Context } from '../context.js';
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

/** The program a command runs in: completion is handed the tree, built whole for it. */
export function rootOf(ctx: Pick<Context, 'command'>): Command {
  let root = ctx.command;
  if (!root) throw new Error('completion runs inside a parsed program');
  while (root.parent) root = root.parent;
  return root;
}

export function completionModel(program: Command): CompletionModel {
  return describeProgram(program, HELP_TOPICS);
}

export function completionScript(shell: Shell, program: Command): string {
  return RENDER[shell](completionModel(program));
}
