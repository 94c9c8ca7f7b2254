// Prompters for in-process runs of commands that ask questions: one that answers from a
// script (recording each question and the choices offered) and one that cannot prompt.
import type { Choice, Prompter } from '../../src/cli/prompts/prompter.js';

/** Answers each question with the first scripted answer whose pattern matches it; any other question fails. */
export function scripted(answers: [RegExp, unknown][]): Prompter & {
  messages: string[];
  choices: Record<string, Choice<unknown>[]>;
} {
  const messages: string[] = [];
  const choices: Record<string, Choice<unknown>[]> = {};
  const answer = (m: string) => {
    messages.push(m);
    const hit = answers.find(([re]) => re.test(m));
    if (!hit) throw new Error(`unexpected question: ${m}`);
    return hit[1];
  };
  return {
    messages,
    choices,
    canPrompt: true,
    password: async ({ message }) => String(answer(message)),
    input: async ({ message }) => String(answer(message)),
    async select<T>({ message, choices: offered }: { message: string; choices: Choice<T>[] }) {
      choices[message] = offered as Choice<unknown>[];
      return answer(message) as T;
    },
    confirm: async ({ message }) => Boolean(answer(message)),
  };
}

/** A run with no terminal: any question is a failure of the test. */
export const NO_PROMPTS: Prompter = {
  canPrompt: false,
  password: async () => Promise.reject(new Error('no prompt')),
  input: async () => Promise.reject(new Error('no prompt')),
  select: async () => Promise.reject(new Error('no prompt')),
  confirm: async () => Promise.reject(new Error('no prompt')),
};
