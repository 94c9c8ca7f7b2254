// The Japanese help of every command definition (../../help.ts says how it is keyed).
import type { HelpCatalog } from '../../help.js';
import { commands } from './commands.js';
import { lines } from './lines.js';

export const help: HelpCatalog = { commands, lines };
