// The messages a person reads, by key, in the run's language. English is always loaded;
// Japanese only for a run that reads Japanese. A run sets its language once, before it
// builds the program (run.ts); everything after reads `messages()`.
import { en, type Messages } from './en/index.js';
import type { Language } from './language.js';
import type { HelpCatalog } from './help.js';

export type { Messages } from './en/index.js';
export type { Language } from './language.js';

let active: Messages = en;
let activeLanguage: Language = 'en';
let activeHelp: HelpCatalog | undefined;

export async function useLanguage(language: Language): Promise<void> {
  if (language === 'ja') {
    const ja = await import('./ja/index.js');
    active = ja.ja;
    activeHelp = ja.help;
  } else {
    active = en;
    activeHelp = undefined;
  }
  activeLanguage = language;
}

/** The catalog of the run's language. */
export function messages(): Messages {
  return active;
}

export function currentLanguage(): Language {
  return activeLanguage;
}

/** The translation of the command definitions' help, when the run reads other than English. */
export function helpCatalog(): HelpCatalog | undefined {
  return activeHelp;
}
