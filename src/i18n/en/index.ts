// The English catalog: every message a person reads, by area and key. The Japanese catalog
// (../ja/index.ts) has the type of this one, so a key missing there, or there and not here,
// or a placeholder of another type, fails the type check.
//
// An area but `common` is built the first time it is read: a run reads a few of them (`--help`
// none), and building all five cost every run about two milliseconds (bench/commands.mjs).
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

export const en = {
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

export type Messages = typeof en;
