import type { Messages } from '../en/index.js';

export const issues: Messages['issues'] = {};
