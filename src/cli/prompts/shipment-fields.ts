// One question per setup field; answers are checked with the domain's own rules
// as they are typed, so a prompt never accepts what the API would refuse.
import {
  checkShipmentDate,
  jstToday,
  SHIPMENT_DATE_RULES,
  shipmentDateWindow,
  type CarrierType,
  type FieldSpec,
} from '../../domain/index.js';
import { parseDate, parseNumber } from '../request/index.js';
import type { PromptDeps } from './shipment-recipient.js';
import { SHIPMENT_FLAGS } from '../shared/flags.js';

type Setup = Record<string, unknown>;

export async function askDeliveryDate(setup: Setup, deps: PromptDeps): Promise<void> {
  const today = jstToday(deps.now);
  const answer = await deps.prompter.input({
    message: 'Delivery date (YYYY-MM-DD, empty = the earliest the carrier offers)',
    flag: SHIPMENT_FLAGS.date.long,
    validate: (v) => {
      if (v.trim() === '') return true;
      const d = parseDate(v, deps.now);
      if (!d.ok) return d.issue;
      return d.value >= today || `${d.value} is in the past (today is ${today} JST)`;
    },
  });
  const d = answer.trim() === '' ? undefined : parseDate(answer, deps.now);
  if (d?.ok) setup.date = d.value;
}

export async function askTimeSlot(
  setup: Setup,
  carrier: CarrierType,
  spec: FieldSpec,
  deps: PromptDeps,
): Promise<void> {
  const slots = (spec.choices ?? []).map(String);
  if (slots.length === 0) return;
  const slot = await deps.prompter.select({
    message: `Delivery time slot (${carrier})`,
    flag: SHIPMENT_FLAGS.time.long,
    choices: slots.map((s) => ({ name: s, value: s })),
    pageSize: slots.length,
  });
  // "not-specified" is what omitting the slot means; the body stays minimal.
  if (slot !== 'not-specified') setup.time = slot;
}

export async function askShipmentDate(setup: Setup, carrier: CarrierType, deps: PromptDeps): Promise<void> {
  const rule = SHIPMENT_DATE_RULES[carrier];
  if (rule.kind === 'always-today') return;
  const required = rule.kind === 'required';
  const today = jstToday(deps.now);
  const window = shipmentDateWindow(carrier, deps.now) ?? { from: today, to: today };
  const emptyMeans = rule.kind === 'optional-default-today' ? 'today' : 'unspecified';
  const answer = await deps.prompter.input({
    message: `Ship date in JST (${window.from} … ${window.to}${required ? '' : `; empty = ${emptyMeans}`})`,
    flag: SHIPMENT_FLAGS.shipmentDate.long,
    default: required || rule.kind === 'optional-default-today' ? today : undefined,
    validate: (v) => {
      if (v.trim() === '') return !required || 'required';
      const d = parseDate(v, deps.now);
      if (!d.ok) return d.issue;
      const problem = checkShipmentDate(carrier, d.value, deps.now)[0];
      return problem ? problem.issue : true;
    },
  });
  const d = answer.trim() === '' ? undefined : parseDate(answer, deps.now);
  if (d?.ok) setup.shipment_date = d.value;
}

export async function askCool(setup: Setup, deps: PromptDeps): Promise<void> {
  const cool = await deps.prompter.select<string>({
    message: 'Temperature',
    flag: SHIPMENT_FLAGS.cool.long,
    choices: [
      { name: 'normal (no cool service)', value: 'none' },
      { name: 'fresh (chilled, クール冷蔵)', value: 'fresh' },
      { name: 'frozen (クール冷凍)', value: 'frozen' },
    ],
  });
  if (cool !== 'none') setup.cool_options = cool;
}

export async function askCod(setup: Setup, deps: PromptDeps): Promise<void> {
  const answer = await deps.prompter.input({
    message: 'Cash on delivery: amount to collect (empty = none)',
    flag: SHIPMENT_FLAGS.cod.long,
    validate: (v) => {
      if (v.trim() === '') return true;
      const n = parseNumber(v, { min: 0, exclusiveMin: true });
      return n.ok || n.issue;
    },
  });
  const n = answer.trim() === '' ? undefined : parseNumber(answer, { min: 0, exclusiveMin: true });
  if (n?.ok) setup.cash_on_delivery = { amount: n.value };
}
