// The command words of argv, read before commander parses it: by the program (which verb to
// build, what `help X` asks for).

import { GLOBAL_FLAGS } from '../shared/flags.js';

/** Global options that take a value: their value is not a command name. */
const VALUE_OPTIONS = new Set(
  GLOBAL_FLAGS.filter((spec) => spec.value === 'required').map((spec) => spec.long),
);

/** The first two words of argv that are neither options nor option values. */
export function leadingWords(argv: readonly string[]): string[] {
  const words: string[] = [];
  for (let i = 0; i < argv.length && words.length < 2; i++) {
    const a = argv[i]!;
    if (a === '--') {
      words.push(...argv.slice(i + 1, i + 2));
      break;
    }
    if (VALUE_OPTIONS.has(a)) i++;
    else if (!a.startsWith('-')) words.push(a);
  }
  return words;
}
