// The recipient's phone, asked once the service is known and only where its carrier
// needs one (domain asksRecipientPhone). A number in Japan is checked against the
// numbering plan at its own question and asked again when wrong; a dropped leading
// 0 is put back and said. Its own function, so whichever order the recipient's
// questions take, it is asked after the name.
import { asksRecipientPhone, carrierOfService, normalizeJpPhone } from '../../domain/index.js';
import { sayText } from '../../i18n/issues.js';
import { messages } from '../../i18n/index.js';
import { isMissing, objectAt, type Body } from '../../ops/request/index.js';
import { SHIPMENT_FLAGS } from '../shared/flags.js';
import { carrierName } from '../shared/rates-table.js';
import type { PromptDeps } from './shipment-recipient.js';

/** Asks to_address.phone when the chosen service's carrier needs it and none is given; true when asked. */
export async function promptRecipientPhone(body: Body, deps: PromptDeps): Promise<boolean> {
  const to = objectAt(body, 'to_address');
  const service = objectAt(body, 'setup').service;
  if (!isMissing(to.phone) || typeof service !== 'string' || !asksRecipientPhone(service)) return false;
  const carrier = carrierOfService(service);
  const name = carrier ? carrierName(carrier) : service;
  const text = messages().shipping.prompts;
  const inJapan = isMissing(to.country) || to.country === 'JP';
  const answer = await deps.prompter.input({
    message: inJapan ? text.phone(name) : text.phoneAbroad(name),
    flag: SHIPMENT_FLAGS.toPhone.long,
    validate: (v) => {
      if (v.trim() === '') return text.required;
      if (!inJapan) return true;
      const r = normalizeJpPhone(v);
      return r.ok || sayText(r.said);
    },
  });
  if (!inJapan) {
    to.phone = answer.trim();
    return true;
  }
  const r = normalizeJpPhone(answer);
  to.phone = r.ok ? r.phone : answer.trim();
  if (r.ok && r.restored) deps.note?.(sayText(r.restored));
  return true;
}
