import type { Command } from 'commander';
import { examples, type CommandKit } from '../../../command-kit.js';
import * as clear from './clear.js';
import * as upload from './upload.js';

export function register(carriers: Command, kit: CommandKit): void {
  const rates = carriers
    .command('rates')
    .description('Negotiated rates of a domestic account (yuupack, sagawa, yamato): upload or clear')
    .addHelpText(
      'after',
      examples(
        'shipctl carriers rates upload 4f9c2a1b rates.csv',
        'shipctl carriers rates clear 4f9c2a1b --yes',
      ),
    );
  for (const verb of [upload, clear]) verb.register(rates, kit);
}
