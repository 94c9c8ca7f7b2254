// Interactive `ship`: the address book is offered before the recipient's questions, and
// a chosen entry answers them all (a sandbox on an ephemeral port, a scripted prompter).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import type { Choice, Prompter } from '../../src/cli/prompts/prompter.js';
import { askRecipient } from '../../src/cli/prompts/address-picker.js';
import {
  OSAKA,
  startShippingSandbox,
  WEDNESDAY_10_JST,
  type ShippingSandbox,
} from '../sandbox/shipments.fixtures.js';

let sb: ShippingSandbox;
let client: ApiClient;
beforeAll(async () => {
  sb = await startShippingSandbox(WEDNESDAY_10_JST);
  client = new ApiClient({ baseUrl: sb.url, token: sb.token });
});
afterAll(async () => {
  await client?.close();
  await sb?.close();
});

function scripted(pick: (choices: Choice<string>[]) => string): Prompter & { questions: string[] } {
  const questions: string[] = [];
  const no = async (): Promise<never> => {
    throw new Error('unexpected question');
  };
  return {
    questions,
    canPrompt: true,
    password: no,
    async input({ message }) {
      questions.push(message);
      return 'typed';
    },
    async select<T>({ message, choices }: { message: string; choices: Choice<T>[] }) {
      questions.push(message);
      return pick(choices as Choice<string>[]) as T;
    },
    confirm: no,
  };
}

describe('ship: the address-book picker', () => {
  it('an entry chosen by name fills the recipient; no recipient question follows', async () => {
    const saved = await sb.request('POST', '/v1/addresses', { ...OSAKA, full_name: '鈴木 次郎' });
    const prompter = scripted((choices) => choices.find((c) => c.name.includes('鈴木'))!.value);
    const body: Record<string, any> = { setup: { carrier: 'sagawa' } };
    await askRecipient(body, async () => client, { prompter, now: new Date(WEDNESDAY_10_JST) });
    expect(prompter.questions).toEqual(['Recipient']);
    expect(body.to_address).toMatchObject({
      full_name: '鈴木 次郎',
      zip: OSAKA.zip,
      address1: OSAKA.address1,
    });
    expect(saved.status).toBe(200);
  });

  it('not offered when a recipient flag was given', async () => {
    const prompter = scripted(() => '');
    const body: Record<string, any> = { to_address: { ...OSAKA }, setup: { carrier: 'sagawa' } };
    await askRecipient(body, async () => client, { prompter, now: new Date(WEDNESDAY_10_JST) });
    expect(prompter.questions).toEqual([]);
  });
});
