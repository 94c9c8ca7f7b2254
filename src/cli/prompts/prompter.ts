// Prompts are bound to the injected streams and write to stderr, so stdout stays
// clean. When prompting is impossible (--no-input, CI, stdin not a TTY) asking is
// an error that names the flag to pass instead: a tool that buys labels never
// assumes an answer.
import type { IoStreams } from '../io.js';
import { UsageError } from '../errors.js';
import { currentLanguage, messages } from '../../i18n/index.js';
import { GLOBAL_FLAG } from '../shared/flags.js';

export interface Choice<T> {
  name: string;
  value: T;
  description?: string;
  /** What the answered question shows instead of `name`. */
  short?: string;
}

export interface Prompter {
  readonly canPrompt: boolean;
  /** Hidden input. `flag` names the non-interactive alternative for the error. */
  password(options: { message: string; flag: string }): Promise<string>;
  input(options: {
    message: string;
    flag: string;
    default?: string;
    validate?: (v: string) => true | string;
  }): Promise<string>;
  /** `pageSize`: how many choices show at once (inquirer's default, 7, when omitted). */
  select<T>(options: { message: string; flag: string; choices: Choice<T>[]; pageSize?: number }): Promise<T>;
  /** `--yes` answers yes; without a TTY a confirmation demands `--yes`. */
  confirm(options: { message: string; default?: boolean }): Promise<boolean>;
}

/** The keys' words under a list, in the reader's language; English keeps the library's own look. */
function keysTheme(): { theme?: { style: { keysHelpTip: (keys: [string, string][]) => string } } } {
  if (currentLanguage() === 'en') return {};
  const words: Record<string, string> = messages().shipping.prompts.keys;
  return {
    theme: {
      style: {
        keysHelpTip: (keys) => keys.map(([key, action]) => `${key} ${words[action] ?? action}`).join(' • '),
      },
    },
  };
}

const yesNo = (yes: boolean): string => (yes ? messages().common.yes : messages().common.no);

export function createPrompter(io: IoStreams, options: { canPrompt: boolean; yes: boolean }): Prompter {
  // stdin is opened when a question is asked, not when the prompter is made (io.ts).
  const context = {
    get input() {
      return io.stdin;
    },
    output: io.stderr,
    clearPromptOnDone: false,
  };
  const demand = (flag: string, hint?: string): never => {
    throw new UsageError(messages().shipping.prompts.notRunning(flag), hint);
  };
  return {
    canPrompt: options.canPrompt,
    async password({ message, flag }) {
      if (!options.canPrompt) demand(flag);
      const { password } = await import('@inquirer/prompts');
      return password({ message }, context);
    },
    async input({ message, flag, default: def, validate }) {
      if (!options.canPrompt) demand(flag);
      const { input } = await import('@inquirer/prompts');
      return input({ message, default: def, validate }, context);
    },
    async select({ message, flag, choices, pageSize }) {
      if (!options.canPrompt) demand(flag);
      const { select } = await import('@inquirer/prompts');
      return select({ message, choices, ...(pageSize ? { pageSize } : {}), ...keysTheme() }, context);
    },
    async confirm({ message, default: def = false }) {
      if (options.yes) return true;
      // The question says what --yes would agree to (which shipment, which database).
      if (!options.canPrompt)
        demand(GLOBAL_FLAG.yes.long, messages().shipping.prompts.confirmHint(GLOBAL_FLAG.yes.long, message));
      const { confirm } = await import('@inquirer/prompts');
      // The answer as the reader's language says it (English keeps the library's Yes/No).
      const words = currentLanguage() === 'en' ? {} : { transformer: (yes: boolean) => yesNo(yes) };
      return confirm({ message, default: def, ...words }, context);
    },
  };
}
