// The messages a person reads, by key, in the run's language. English is always loaded;
// Japanese only for a run that reads Japanese. A run enters its language once, before it
// builds the program (run.ts `inLanguage`); everything after reads `messages()`. The language
// belongs to the run, not to the process: two runs in one process (tests, a host that calls
// the CLI's run function) each read their own, and code outside any run reads the module's
// default (`useLanguage`).
import { AsyncLocalStorage } from 'node:async_hooks';
import { en, type Messages } from './en/index.js';
import type { Language } from './language.js';
import type { HelpCatalog } from './help.js';

export type { Messages } from './en/index.js';
export type { Language } from './language.js';

interface Speaking {
  readonly language: Language;
  readonly messages: Messages;
  readonly help: HelpCatalog | undefined;
}

const ENGLISH: Speaking = { language: 'en', messages: en, help: undefined };
let fallback: Speaking = ENGLISH;
const runs = new AsyncLocalStorage<Speaking>();

async function load(language: Language): Promise<Speaking> {
  if (language !== 'ja') return ENGLISH;
  const ja = await import('./ja/index.js');
  return { language, messages: ja.ja, help: ja.help };
}

/** Sets the language read outside any run (`inLanguage`): a process that is one run, or a test. */
export async function useLanguage(language: Language): Promise<void> {
  fallback = await load(language);
}

/** Runs `fn` in `language`: every `messages()` inside it, through every await, reads that language. */
export async function inLanguage<T>(language: Language, fn: () => Promise<T>): Promise<T> {
  return runs.run(await load(language), fn);
}

const speaking = (): Speaking => runs.getStore() ?? fallback;

/** The catalog of the run's language. */
export function messages(): Messages {
  return speaking().messages;
}

export function currentLanguage(): Language {
  return speaking().language;
}

/** The translation of the command definitions' help, when the run reads other than English. */
export function helpCatalog(): HelpCatalog | undefined {
  return speaking().help;
}
