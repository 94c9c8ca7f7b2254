import { arg, defineNoun, defineVerb, type Handler } from '../../define.js';
import { TABLE_FLAGS } from '../../shared/flags.js';

export const list = defineVerb({
  name: 'list',
  description: 'List profiles; * marks the one this run uses',
  flags: [TABLE_FLAGS.wide],
  effects: ['reads'],
  examples: ['shipctl profiles list', 'shipctl profiles --json'],
  handler: (load): Handler => load(import('./list.js')),
});

export const use = defineVerb({
  name: 'use',
  description: 'Make a profile the default for later runs',
  args: [arg('<name>', 'profile name')],
  effects: ['local'],
  examples: ['shipctl profiles use staging', 'shipctl profiles use default'],
  handler: (load): Handler => load(import('./use.js')),
});

export const definition = defineNoun({
  name: 'profiles',
  summary: 'List profiles and choose the default one',
  description: 'List profiles (the current one is marked *) and choose the default one',
  examples: ['shipctl profiles', 'shipctl profiles use staging', 'SHIPCTL_PROFILE=staging shipctl rates …'],
  verbs: [list, use],
  defaultVerb: 'list',
});
