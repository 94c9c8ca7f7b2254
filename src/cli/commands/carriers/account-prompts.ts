// The questions of `carriers add` on a terminal. What to ask comes from the
// domain's credential table and catalog, so a type is asked exactly what it
// needs: yamato its key (hidden) and freight number (default 01), sagawa its
// four values, japanpost the four customer-number blocks. Yes/no questions are
// selects, not confirmations: --yes must never answer a setting.
import {
  CARRIERS,
  CREDENTIAL_FIELDS,
  CUSTOMER_NUMBER_BLOCKS,
  OPEN_CREDENTIALS,
  REGISTRABLE_CARRIERS,
  YAMATO_EMAIL_MESSAGE_MAX,
  YAMATO_FALLBACK_SIZES,
  YAMATO_THERMAL_SIZE,
  charCount,
  isIsoDate,
  isNonEmptyString,
  parseCustomerNumbers,
  type CarrierType,
  type CredentialField,
} from '../../../domain/index.js';
import type { Prompter } from '../../prompts/prompter.js';
import { messages } from '../../../i18n/index.js';
import { CREDENTIALS_FILE, SETTING_FLAG } from './settings-flags.js';

const FLAG = CREDENTIALS_FILE.long;
const required = (v: string): true | string =>
  v.trim() !== '' ? true : messages().admin.accountPrompts.required;

export function askType(prompter: Prompter): Promise<CarrierType> {
  const text = messages().admin.accountPrompts;
  return prompter.select({
    message: text.type,
    flag: 'the TYPE argument',
    choices: REGISTRABLE_CARRIERS.map((t) => ({ name: text.typeChoice(t, CARRIERS[t]), value: t })),
  });
}

/** The fields a terminal asks for: required ones, ones with a published default, customer numbers. */
export function promptedCredentials(type: CarrierType): CredentialField[] {
  return (CREDENTIAL_FIELDS[type] ?? []).filter(
    (f) => f.shape !== 'object' && (f.required || f.default !== undefined || f.shape === 'customer_numbers'),
  );
}

/** Asks for what `given` lacks; returns the completed credentials. */
export async function askCredentials(
  prompter: Prompter,
  type: CarrierType,
  given: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const out = { ...given };
  const open = OPEN_CREDENTIALS[type];
  if (open) return askOpenCredentials(prompter, type, out, open.requiredStrings);
  for (const field of promptedCredentials(type)) {
    if (out[field.name] !== undefined && out[field.name] !== '') continue;
    out[field.name] = await askField(prompter, field);
  }
  return out;
}

async function askField(prompter: Prompter, field: CredentialField): Promise<unknown> {
  const message = messages().admin.accountPrompts.field(field);
  if (field.shape === 'customer_numbers') return askCustomerNumbers(prompter);
  if (field.shape === 'invoice_2fa') return askInvoice(prompter);
  if (field.secret) {
    let value = '';
    for (let i = 0; i < 3 && value === ''; i++)
      value = (await prompter.password({ message, flag: FLAG })).trim();
    return value;
  }
  return (
    await prompter.input({
      message,
      flag: FLAG,
      default: field.default,
      validate: field.required ? required : undefined,
    })
  ).trim();
}

async function askCustomerNumbers(prompter: Prompter): Promise<string[]> {
  const text = messages().admin.accountPrompts;
  const blocks: string[] = [];
  for (const [i, len] of CUSTOMER_NUMBER_BLOCKS.entries()) {
    const answer = await prompter.input({
      message: text.customerNumberBlock(i + 1, len),
      flag: FLAG,
      validate: (v) => {
        const digits = v.normalize('NFKC').replace(/\D/g, '');
        if (i === 0 && parseCustomerNumbers(v)) return true;
        return digits.length === len ? true : text.digitsPlease(len, digits.length);
      },
    });
    const all = i === 0 ? parseCustomerNumbers(answer) : undefined;
    if (all) return all;
    blocks.push(answer.normalize('NFKC').replace(/\D/g, ''));
  }
  return blocks;
}

async function askInvoice(prompter: Prompter): Promise<Record<string, unknown>> {
  const text = messages().admin.accountPrompts;
  const ask = (message: string, validate = required, def?: string) =>
    prompter.input({ message, flag: FLAG, validate, default: def });
  const number = await ask(text.invoiceNumber);
  const date = await ask(text.invoiceDate, (v) => (isIsoDate(v.trim()) ? true : text.dateFormat));
  const amount = await ask(text.invoiceAmount, (v) =>
    /^\d+(\.\d+)?$/.test(v.trim().replace(/,/g, '')) ? true : text.numberFormat,
  );
  const currency = await ask(text.invoiceCurrency, required, 'JPY');
  return {
    number: number.trim(),
    date: date.trim(),
    amount: Number(amount.trim().replace(/,/g, '')),
    currency: currency.trim().toUpperCase(),
  };
}

// ecms, pegasus, seino, yamato_intl: the member names are not published, so the
// user names each value as their contract does.
async function askOpenCredentials(
  prompter: Prompter,
  type: CarrierType,
  out: Record<string, unknown>,
  count: number,
): Promise<Record<string, unknown>> {
  const text = messages().admin.accountPrompts;
  for (let i = Object.values(out).filter(isNonEmptyString).length; i < count; i++) {
    const name = (
      await prompter.input({
        message: text.openName(type, i + 1, count),
        flag: FLAG,
        validate: (v) => (/^[A-Za-z0-9_]+$/.test(v.trim()) ? true : text.nameCharacters),
      })
    ).trim();
    out[name] = (await prompter.password({ message: `${name}:`, flag: FLAG })).trim();
  }
  return out;
}

export function printSizeChoices(type: CarrierType, preferred: string | undefined) {
  const sizes = CARRIERS[type].printSizes;
  const first = preferred && sizes.includes(preferred) ? preferred : CARRIERS[type].defaultPrintSize;
  const ordered = first ? [first, ...sizes.filter((s) => s !== first)] : [...sizes];
  const text = messages().admin.accountPrompts;
  return ordered.map((s) => ({ name: s === first ? text.defaultSize(s) : s, value: s }));
}

export function askPrintSize(prompter: Prompter, type: CarrierType, preferred?: string): Promise<string> {
  return prompter.select({
    message: messages().admin.accountPrompts.printSize(type),
    flag: SETTING_FLAG.printSize.long,
    choices: printSizeChoices(type, preferred),
  });
}

export function askFallbackSize(prompter: Prompter): Promise<string> {
  return prompter.select({
    message: messages().admin.accountPrompts.fallbackSize(YAMATO_THERMAL_SIZE),
    flag: SETTING_FLAG.sizeFallback.long,
    choices: YAMATO_FALLBACK_SIZES.map((s) => ({ name: s, value: s })),
  });
}

const yesNo = (prompter: Prompter, message: string, flag: string): Promise<boolean> =>
  prompter.select({
    message,
    flag,
    choices: [
      { name: messages().admin.accountPrompts.no, value: false },
      { name: messages().admin.accountPrompts.yes, value: true },
    ],
  });

/** yamato and dhl have settings beyond the print size; asked only when the user wants to set them. */
export async function askOtherSettings(
  prompter: Prompter,
  type: CarrierType,
): Promise<Record<string, unknown> | undefined> {
  if (type !== 'yamato' && type !== 'dhl') return undefined;
  const text = messages().admin.accountPrompts;
  const change = await prompter.select({
    message: text.otherSettings(type),
    flag: SETTING_FLAG.deliveryEmail.long,
    choices: [
      { name: text.keepDefaults, value: false },
      { name: text.setNow, value: true },
    ],
  });
  if (!change) return undefined;
  if (type === 'dhl') {
    const hide = await yesNo(prompter, text.hideAccount, SETTING_FLAG.hideAccount.long);
    const extra = await yesNo(prompter, text.extraPage, SETTING_FLAG.extraPage.long);
    return { label: { hide_account: hide, extra_page: extra } };
  }
  const out: Record<string, unknown> = {};
  if (await yesNo(prompter, text.deliveryEmail, SETTING_FLAG.deliveryEmail.long)) {
    const message = await prompter.input({
      message: text.emailMessage(YAMATO_EMAIL_MESSAGE_MAX),
      flag: SETTING_FLAG.deliveryEmail.long,
      validate: (v) =>
        v.trim() === ''
          ? text.required
          : charCount(v.trim()) <= YAMATO_EMAIL_MESSAGE_MAX
            ? true
            : text.tooLong(charCount(v.trim()), YAMATO_EMAIL_MESSAGE_MAX),
    });
    out.scheduled_delivery_email = { enabled: true, message: message.trim() };
  }
  const date = await yesNo(prompter, text.deliveryDate, SETTING_FLAG.deliveryDate.long);
  out.label = { delivery_date: date };
  return out;
}
