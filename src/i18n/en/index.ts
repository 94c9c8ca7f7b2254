// The English catalog: every message a person reads, by area and key. The Japanese catalog
// (../ja/index.ts) has the type of this one, so a key missing there, or there and not here,
// or a placeholder of another type, fails the type check.
import { common } from './common.js';
import { issues } from './issues.js';
import { admin } from './admin.js';
import { shipping } from './shipping.js';
import { support } from './support.js';
import { paper } from './paper.js';

export const en = { common, issues, admin, shipping, support, paper };

export type Messages = typeof en;
