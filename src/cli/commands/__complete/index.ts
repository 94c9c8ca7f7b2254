// Values the completion scripts cannot hold, and the scripts themselves for the build.
import { defineNoun, defineVerb, type Handler } from '../../define.js';

export const profiles = defineVerb({
  name: 'profiles',
  description: 'Print the profile names, one a line (read from the config file; never the network)',
  effects: ['reads'],
  examples: ['shipctl __complete profiles'],
  handler: (load): Handler => load(import('./profiles.js')),
});

export const scripts = defineVerb({
  name: 'scripts',
  description: 'Print the bash, zsh and fish scripts as one JSON object (scripts/gen-completions.mjs)',
  effects: ['reads'],
  examples: ['shipctl __complete scripts | jq -r .bash'],
  needsWholeTree: true,
  handler: (load): Handler => load(import('./scripts.js')),
});

export const definition = defineNoun({
  name: '__complete',
  hidden: true,
  description: 'Local values for the completion scripts (profile names), and the scripts as JSON',
  examples: ['shipctl __complete profiles'],
  verbs: [profiles, scripts],
});
