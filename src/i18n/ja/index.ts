// The Japanese catalog: です/ます for sentences, terse labels in tables; flag names, ids,
// codes and JSON paths stay as they are inside the sentence. An area but `common` is built the
// first time it is read, as in the English one (../en/index.ts).
import type { Messages } from '../en/index.js';
import { common } from './common.js';
import { issues } from './issues.js';
import { admin } from './admin.js';
import { shipping } from './shipping.js';
import { support } from './support.js';
import { paper } from './paper.js';
import { builtOnRead } from '../area.js';

const areas = {
  issues: builtOnRead(issues),
  admin: builtOnRead(admin),
  shipping: builtOnRead(shipping),
  support: builtOnRead(support),
  paper: builtOnRead(paper),
};

export const ja: Messages = {
  common,
  get issues() {
    return areas.issues();
  },
  get admin() {
    return areas.admin();
  },
  get shipping() {
    return areas.shipping();
  },
  get support() {
    return areas.support();
  },
  get paper() {
    return areas.paper();
  },
};

export { help } from './help/index.js';
