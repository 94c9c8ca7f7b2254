import type { Command } from 'commander';
import { examples, type CommandKit, registerVerbs } from '../../command-kit.js';
import * as list from './list.js';
import * as upload from './upload.js';

export function register(program: Command, kit: CommandKit): void {
  const cmd = program
    .command('files')
    .description('Logo and signature images for labels and invoices (PNG or JPEG, at most 1 MB)')
    .addHelpText('after', examples('shipctl files list', 'shipctl files upload logo.png --type logo'));
  registerVerbs(cmd, kit, [
    ['list', list],
    ['upload', upload],
  ]);
}
