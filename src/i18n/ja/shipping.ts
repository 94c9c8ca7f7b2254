import type { Messages } from '../en/index.js';

export const shipping: Messages['shipping'] = {};
