// International shipments carry what customs reads: the parcel (grams, cm), the
// products (name, quantity, unit price, unit weight, HS code, origin) and the
// customs declaration (contents, DDP/DDU). Asked only when the body lacks them.
import {
  CUSTOMS_CONTENT_TYPES_SEEN,
  hsCodeIssue,
  isCountryCode,
  normalizeHsCode,
  type Said,
} from '../../domain/index.js';
import { firstParcel, parseNumber, parseSize } from '../request/index.js';
import { isMissing, isRecord, objectAt, type Body } from '../../ops/request/index.js';
import type { PromptDeps } from './shipment-recipient.js';
import { SHIPMENT_FLAGS } from '../shared/flags.js';
import { flagNames } from '../define.js';
import { messages } from '../../i18n/index.js';
import { sayText } from '../../i18n/issues.js';

// A refused answer is said in the reader's language (what the domain said, by key).
const refusal = (r: { issue: string; said?: Said }): string => (r.said ? sayText(r.said) : r.issue);
const numberAnswer = (rule: Parameters<typeof parseNumber>[1]) => (v: string) => {
  const n = parseNumber(v, rule);
  return n.ok || refusal(n);
};
const num = (v: string, rule: Parameters<typeof parseNumber>[1]): number => {
  const n = parseNumber(v, rule);
  return n.ok ? n.value : Number.NaN;
};

async function askParcel(body: Body, deps: PromptDeps): Promise<void> {
  const parcel = firstParcel(body);
  const weightRule = { min: 0, exclusiveMin: true, unit: 'grams' };
  parcel.weight = num(
    await deps.prompter.input({
      message: messages().shipping.prompts.parcelWeight,
      flag: SHIPMENT_FLAGS.weight.long,
      validate: numberAnswer(weightRule),
    }),
    weightRule,
  );
  const size = await deps.prompter.input({
    message: messages().shipping.prompts.parcelSize,
    flag: SHIPMENT_FLAGS.size.long,
    validate: (v) => {
      if (v.trim() === '') return true;
      const s = parseSize(v);
      return s.ok || refusal(s);
    },
  });
  const s = size.trim() === '' ? undefined : parseSize(size);
  if (s?.ok) Object.assign(parcel, s.value);
}

async function askProduct(
  deps: PromptDeps,
  n: number,
  currency: string | undefined,
): Promise<Record<string, unknown>> {
  const p = deps.prompter;
  const text = messages().shipping.prompts;
  const flag = SHIPMENT_FLAGS.product.long;
  const name = await p.input({
    message: text.productName(n),
    flag,
    validate: (v) => v.trim() !== '' || text.required,
  });
  const qRule = { integer: true, min: 1 };
  const quantity = num(
    await p.input({ message: text.quantity, flag, default: '1', validate: numberAnswer(qRule) }),
    qRule,
  );
  const priceRule = { min: 0 };
  const price = num(
    await p.input({
      // The customs value's currency: the shipment's, else the account's (--currency sets it).
      message: text.unitPrice(currency, SHIPMENT_FLAGS.currency.long),
      flag,
      validate: numberAnswer(priceRule),
    }),
    priceRule,
  );
  const wRule = { min: 0, exclusiveMin: true, unit: 'grams' };
  const weight = num(await p.input({ message: text.unitWeight, flag, validate: numberAnswer(wRule) }), wRule);
  const hs = await p.input({
    message: text.hsCode,
    flag,
    validate: (v) => hsCodeIssue(v.trim()) ?? true,
  });
  const origin = await p.input({
    message: text.origin,
    flag,
    default: 'JP',
    validate: (v) => isCountryCode(v.trim().toUpperCase()) || text.originInvalid,
  });
  return {
    name: name.trim(),
    quantity,
    price,
    weight,
    hs_code: normalizeHsCode(hs.trim()),
    origin_country: origin.trim().toUpperCase(),
  };
}

export async function promptInternational(body: Body, deps: PromptDeps): Promise<string[]> {
  const asked: string[] = [];
  const text = messages().shipping.prompts;
  const parcels = body.parcels;
  const first = Array.isArray(parcels) ? parcels[0] : undefined;
  if (!isRecord(first) || isMissing(first.weight)) {
    await askParcel(body, deps);
    asked.push('parcels');
  }
  if (!Array.isArray(body.products) || body.products.length === 0) {
    const products: Record<string, unknown>[] = [];
    // A select, not a confirm: --yes answers confirmations, and would loop here forever.
    const setup = isRecord(body.setup) ? body.setup : {};
    const currency = typeof setup.currency === 'string' && setup.currency !== '' ? setup.currency : undefined;
    do products.push(await askProduct(deps, products.length + 1, currency));
    while (
      await deps.prompter.select({
        message: text.anotherProduct,
        flag: SHIPMENT_FLAGS.product.long,
        choices: [
          { name: messages().common.no, value: false },
          { name: messages().common.yes, value: true },
        ],
      })
    );
    body.products = products;
    asked.push('products');
  }
  const customs = objectAt(body, 'customs');
  if (isMissing(customs.content_type)) {
    customs.content_type = await deps.prompter.select({
      message: text.customsContents,
      flag: SHIPMENT_FLAGS.contentType.long,
      choices: CUSTOMS_CONTENT_TYPES_SEEN.map((c) => ({ name: text.contentTypeName(c), value: c })),
    });
    asked.push('customs.content_type');
  }
  if (isMissing(customs.duty_paid)) {
    customs.duty_paid = await deps.prompter.select({
      message: text.dutyPayer,
      flag: flagNames([SHIPMENT_FLAGS.ddp, SHIPMENT_FLAGS.ddu]),
      choices: [
        { name: text.ddu, value: false },
        { name: text.ddp, value: true },
      ],
    });
    asked.push('customs.duty_paid');
  }
  return asked;
}
