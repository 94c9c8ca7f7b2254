// The Japanese help of every command definition (../../help.ts says how it is keyed): one
// file per group of commands, the help topics by `help <topic>`.
import type { HelpCatalog } from '../../help.js';
import { account } from './account.js';
import { lines } from './lines.js';
import { other } from './other.js';
import { setup } from './setup.js';
import { shipping } from './shipping.js';
import { topics } from './topics.js';

export const help: HelpCatalog = {
  commands: { ...shipping, ...account, ...setup, ...other, ...topics },
  lines,
};
