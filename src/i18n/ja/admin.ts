import type { Messages } from '../en/index.js';

export const admin: Messages['admin'] = {};
