// `sandbox clock`: the time the sandbox answers with, kept in its database, so a running
// `sandbox serve` on the same file follows every change at once.
import { arg, defineNoun, defineVerb, flag, type Handler } from '../../../define.js';
import { DB } from '../db-flag.js';

export const show = defineVerb({
  name: 'show',
  description: 'Show the sandbox time and how it is set (the default verb)',
  flags: [DB],
  effects: ['reads'],
  examples: ['shipctl sandbox clock', 'shipctl sandbox clock show --json'],
  handler: (load): Handler => load(import('./show.js')),
});

export const set = defineVerb({
  name: 'set',
  description: 'Move the sandbox clock to an instant; it keeps running from there unless --freeze',
  args: [arg('<when>', "ISO 8601 with a zone (2026-03-09T01:00:00Z) or a JST time ('2026-03-09 10:00 JST')")],
  flags: [flag('--freeze', 'hold the clock at that instant until it is set, advanced or reset again'), DB],
  effects: ['local'],
  examples: [
    "shipctl sandbox clock set '2026-03-09 10:00 JST'",
    "shipctl sandbox clock set '2026-03-07 10:00 JST' --freeze   # a Saturday",
    'shipctl sandbox clock set 2026-03-09T01:00:00Z --db ./demo.db',
  ],
  handler: (load): Handler => load(import('./set.js')),
});

export const advance = defineVerb({
  name: 'advance',
  description: 'Move the sandbox clock forward (a frozen clock stays frozen)',
  args: [arg('<duration>', 'e.g. 90m, 2h, 3d, 1w, 1d12h')],
  flags: [DB],
  effects: ['local'],
  examples: ['shipctl sandbox clock advance 2h', 'shipctl sandbox clock advance 3d --json'],
  handler: (load): Handler => load(import('./advance.js')),
});

export const reset = defineVerb({
  name: 'reset',
  description: 'Put the sandbox clock back on real time',
  flags: [DB],
  effects: ['local'],
  examples: ['shipctl sandbox clock reset'],
  handler: (load): Handler => load(import('./reset.js')),
});

export const definition = defineNoun({
  name: 'clock',
  description: 'Show, set, advance or reset the sandbox clock (test windows, date rules, tracking)',
  examples: [
    'shipctl sandbox clock',
    "shipctl sandbox clock set '2026-03-09 10:00 JST'",
    'shipctl sandbox clock advance 2d',
    'shipctl sandbox clock reset',
  ],
  verbs: [show, set, advance, reset],
  defaultVerb: 'show',
});
