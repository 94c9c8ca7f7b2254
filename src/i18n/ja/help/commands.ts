import type { CommandHelp } from '../../help.js';

export const commands: Readonly<Record<string, CommandHelp>> = {};
