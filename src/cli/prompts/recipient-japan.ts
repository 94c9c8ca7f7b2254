// A recipient in Japan is asked in the order of a Japanese form: 郵便番号 (refused at its
// own question when the postal data has no such code), then the place it gives shown
// (〒530-0001 大阪府大阪市北区), 町域・番地, 建物名・部屋番号, 氏名. A street whose written
// prefecture or city is not the code's is said, and both are asked again, before anything
// further: no answer is lost to a validation error after the interview.
import { jpCities, jpPostalTable } from '../../api/postal.js';
import {
  analyzeShipmentRequest,
  describeZipPlace,
  formatJpZip,
  normalizeJpZip,
  placeOfZip,
  splitJpAddress,
} from '../../domain/index.js';
import { issueText } from '../../i18n/issues.js';
import { messages } from '../../i18n/index.js';
import {
  fillProvinces,
  isMissing,
  normalizeAddresses,
  objectAt,
  type Body,
} from '../../ops/request/index.js';
import { SHIPMENT_FLAGS } from '../shared/flags.js';
import type { PromptDeps } from './shipment-recipient.js';

/** Whether the postal code can go on a domestic label: '' when so, else what to say at its question. */
export function jpZipAnswerIssue(answer: string): string {
  const text = messages().shipping.prompts;
  const zip = normalizeJpZip(answer);
  if (!zip) return text.zipInvalid;
  // Without the postal data (an install missing it) the code's shape is all that can be checked.
  const table = jpPostalTable();
  if (table && !table.place(zip)) return text.japan.zipUnknown(formatJpZip(zip) ?? zip);
  return '';
}

/** Asks the Japanese recipient's missing members; returns how many questions were asked. */
export async function promptJapaneseRecipient(body: Body, deps: PromptDeps): Promise<number> {
  // normalizeAddresses replaces the address object: read it afresh after each step.
  const to = () => objectAt(body, 'to_address');
  const text = messages().shipping.prompts;
  const missing = (member: string) =>
    analyzeShipmentRequest(body, { mode: 'shipment', now: deps.now }).problems.some(
      (p) => p.field === `to_address.${member}`,
    );
  let asked = 0;
  let askZip = missing('zip');
  let askStreet = missing('address1');
  const streetAsked = askStreet;
  while (askZip || askStreet) {
    if (askZip) {
      to().zip = (
        await deps.prompter.input({
          message: text.zip,
          flag: SHIPMENT_FLAGS.toZip.long,
          validate: (v) => jpZipAnswerIssue(v) || true,
        })
      ).trim();
      asked += 1;
      normalizeAddresses(body);
      const zip = String(to().zip);
      const place = placeOfZip(zip, jpPostalTable);
      if (place) deps.note?.(text.japan.place(formatJpZip(zip) ?? zip, describeZipPlace(place)));
    }
    if (askStreet) {
      to().address1 = (
        await deps.prompter.input({
          message: text.japan.street,
          flag: SHIPMENT_FLAGS.toAddress1.long,
          validate: (v) => v.trim() !== '' || text.required,
        })
      ).trim();
      asked += 1;
    }
    // Said before fillProvinces settles the address: what was written, against the code's place.
    const written = splitJpAddress(String(to().address1 ?? ''), jpCities()).placeText;
    const zip = String(to().zip ?? '');
    const place = placeOfZip(zip, jpPostalTable);
    const clash = (await fillProvinces(body)).find((p) => p.field.startsWith('to_address.'));
    if (!clash) break;
    // Two lines, each a sentence: a long one would break inside a word at 80 columns.
    if (clash.field === 'to_address.address1' && place && written !== '') {
      (deps.warn ?? deps.note)?.(
        text.japan.otherPlace(written, formatJpZip(zip) ?? zip, describeZipPlace(place)),
      );
      deps.note?.(text.japan.fromTheZip);
    } else (deps.warn ?? deps.note)?.(text.japan.askAgain(issueText(clash)));
    // The two sides of the contradiction: either may be the one mistyped.
    for (const m of ['zip', 'address1', 'province', 'city']) delete to()[m];
    askZip = true;
    askStreet = true;
  }
  if (streetAsked && isMissing(to().address2)) {
    const building = (
      await deps.prompter.input({ message: text.japan.building, flag: SHIPMENT_FLAGS.toAddress2.long })
    ).trim();
    if (building !== '') to().address2 = building;
    asked += 1;
  }
  if (missing('full_name')) {
    to().full_name = (
      await deps.prompter.input({
        message: text.name,
        flag: SHIPMENT_FLAGS.toName.long,
        validate: (v) => v.trim() !== '' || text.required,
      })
    ).trim();
    asked += 1;
  }
  // The recipient's phone, where the carrier asks for it, follows the name (its rules: domain phone checks).
  return asked;
}
