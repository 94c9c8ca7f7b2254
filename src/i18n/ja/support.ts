import type { Messages } from '../en/index.js';

export const support: Messages['support'] = {};
