// The Japanese catalog: です/ます for sentences, terse labels in tables; flag names, ids,
// codes and JSON paths stay as they are inside the sentence.
import type { Messages } from '../en/index.js';
import { common } from './common.js';
import { issues } from './issues.js';
import { admin } from './admin.js';
import { shipping } from './shipping.js';
import { support } from './support.js';
import { paper } from './paper.js';

export const ja: Messages = { common, issues, admin, shipping, support, paper };

export { help } from './help/index.js';
