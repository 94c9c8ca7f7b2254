import type { Command } from 'commander';
import { KEY_DESCRIPTIONS, SETTING_KEYS } from '../../../config/index.js';
import { examples, type CommandKit, registerVerbs } from '../../command-kit.js';
import * as get from './get.js';
import * as list from './list.js';
import * as path from './path.js';
import * as set from './set.js';
import * as unset from './unset.js';

export function register(program: Command, kit: CommandKit): void {
  const width = Math.max(...SETTING_KEYS.map((k) => k.length));
  const keys = SETTING_KEYS.map((k) => `  ${k.padEnd(width)}  ${KEY_DESCRIPTIONS[k]}`).join('\n');
  const config = program
    .command('config')
    .description('Show and change the settings of a profile (base URL, token, defaults)')
    .addHelpText(
      'after',
      `\nKeys:\n${keys}\n` +
        examples('shipctl config list', 'shipctl config set currency JPY', 'shipctl config get base_url'),
    );
  registerVerbs(config, kit, [
    ['list', list],
    ['get', get],
    ['set', set],
    ['unset', unset],
    ['path', path],
  ]);
}
