// Interactive `ship`: before the recipient's questions, the address book is offered
// (when it has entries and nothing of the recipient was given). Choosing an entry answers
// every recipient question; "a new address" goes on to them.
import type { ApiClient } from '../../api/client.js';
import { candidateLine } from '../../ops/request/saved-addresses.js';
import {
  fillProvinces,
  isMissing,
  normalizeAddresses,
  objectAt,
  plainAddress,
  type Body,
} from '../../ops/request/index.js';
import { promptRecipient, type PromptDeps } from './shipment.js';
import { messages } from '../../i18n/index.js';
import { SHIPMENT_FLAGS } from '../shared/flags.js';

const GIVEN = ['full_name', 'company', 'zip', 'address1', 'city'];

export async function askRecipient(
  body: Body,
  client: () => Promise<ApiClient>,
  deps: PromptDeps,
): Promise<void> {
  const to = objectAt(body, 'to_address');
  if (GIVEN.every((k) => isMissing(to[k]))) {
    // The book is a convenience: if it cannot be read, the questions still come.
    const book = await client()
      .then(async (c) => (await import('../../api/index.js')).addresses.list(c))
      .catch(() => []);
    if (book.length > 0) {
      const id = await deps.prompter.select<string>({
        message: messages().shipping.prompts.recipient,
        flag: SHIPMENT_FLAGS.toAddress.long,
        choices: [
          { name: messages().shipping.prompts.newAddress, value: '' },
          ...book.map((a) => ({ name: candidateLine(a), value: a.id })),
        ],
        pageSize: Math.min(book.length + 1, 12),
      });
      const chosen = book.find((a) => a.id === id);
      if (chosen?.address) {
        body.to_address = { ...plainAddress(chosen.address as Record<string, unknown>), ...to };
        normalizeAddresses(body);
        await fillProvinces(body);
      }
    }
  }
  await promptRecipient(body, deps);
}
