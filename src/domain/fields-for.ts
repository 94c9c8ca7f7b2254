// What a carrier (and service) needs or allows, as data for the CLI's prompts
// and `carriers catalog`: built from the same tables the validators enforce.
import {
  CARRIERS,
  CUSTOMS_CONTENT_TYPES_SEEN,
  OPTION_CARRIERS,
  UPS_FREIGHT_SERVICES,
  type CarrierType,
} from './catalog.js';
import { SETUP_OPTIONS, type ValueType } from './options.js';
import { SHIPMENT_DATE_RULES } from './shipment-date.js';
import { BILL_TO_PARTIES, carrierTakesTaxNumber, TAX_NUMBER_FIELDS, TAX_SCHEMES } from './tax.js';
import { testModeInfo } from './test-mode.js';

export interface FieldSpec {
  /** Wire path: 'setup.pack_size', 'customs.duty_paid', 'parcels'. */
  field: string;
  required: boolean;
  type: ValueType | 'array';
  choices?: readonly (string | number)[];
  description: string;
  default?: string | number | boolean;
}

export function fieldsFor(
  carrier: CarrierType,
  service?: string,
  options: { mode?: 'shipment' | 'rates' } = {},
): FieldSpec[] {
  const mode = options.mode ?? 'shipment';
  const info = CARRIERS[carrier];
  const out: FieldSpec[] = [];
  if (mode === 'shipment') {
    out.push({
      field: 'setup.service',
      required: true,
      type: 'string',
      choices: info.services.map((s) => s.code),
      description: `${info.name} service`,
    });
  }
  out.push({
    field: 'setup.carrier_id',
    required: false,
    type: 'string',
    description: `your ${carrier} account id (required when you hold several)`,
  });
  const test = testModeInfo(carrier);
  if (test.available && mode === 'shipment') {
    out.push({
      field: 'setup.test',
      required: false,
      type: 'boolean',
      default: false,
      description: `free dummy label (${test.hours}${test.needsAccount ? '' : '; no account needed'})`,
    });
  }
  const rule = SHIPMENT_DATE_RULES[carrier];
  if (rule.kind !== 'always-today') {
    out.push({
      field: 'setup.shipment_date',
      required: rule.kind === 'required' && mode === 'shipment',
      type: 'date',
      description: `ship date YYYY-MM-DD (JST), today to today+${rule.maxDays}${rule.kind === 'optional-default-today' ? ' (default today)' : ''}`,
    });
  }

  for (const def of SETUP_OPTIONS) {
    if (def.ordersOnly) continue;
    if (def.scope !== 'any' && def.scope !== info.class) continue;
    if (def.carriers && !def.carriers.includes(carrier)) continue;
    if (def.excludeCarriers?.includes(carrier)) continue;
    if (
      def.services &&
      !(service ? def.services.includes(service) : info.services.some((s) => def.services?.includes(s.code)))
    )
      continue;
    // A letterbox service without a delivery day: no date or slot to offer.
    const unused = def.unusedBy?.services;
    if (unused && (service ? unused.includes(service) : info.services.every((s) => unused.includes(s.code))))
      continue;
    const choices = def.choices?.(carrier);
    if (def.name === 'time' && choices?.length === 0) continue;
    if (def.name === 'care' || def.name === 'cash_on_delivery') {
      out.push(...objectMembers(def.name));
      continue;
    }
    out.push({
      field: `setup.${def.name}`,
      required: def.name === 'pack_size' && info.packSizes.length > 0,
      type: def.type,
      ...(choices && choices.length > 0 ? { choices } : {}),
      description: def.description,
      ...(def.name === 'pack_amount' ? { default: 1 } : {}),
    });
  }

  if (info.class === 'international') {
    const shipping = mode === 'shipment';
    const freight =
      service && UPS_FREIGHT_SERVICES.includes(service)
        ? '; freight: a parcel over 70000 g or a side over 154 cm'
        : '';
    out.push(
      {
        field: 'parcels',
        required: true,
        type: 'array',
        description: `parcels {weight (g), amount, width, height, depth (cm)}${freight}`,
      },
      {
        field: 'products',
        required: shipping,
        type: 'array',
        description: 'products {name, quantity, price, weight (g), hs_code, origin_country}',
      },
      { field: 'customs', required: shipping, type: 'object', description: 'customs declaration' },
      {
        field: 'customs.duty_paid',
        required: false,
        type: 'boolean',
        default: false,
        description: 'true = DDP (sender pays duties), false = DDU',
      },
      {
        field: 'customs.content_type',
        required: false,
        type: 'string',
        choices: CUSTOMS_CONTENT_TYPES_SEEN,
        description: 'kind of contents (values known to work)',
      },
    );
    if (carrierTakesTaxNumber(carrier, 'ioss_number')) {
      out.push({
        field: 'customs.ioss_number',
        required: false,
        type: 'string',
        description: 'IOSS number, EU destinations up to 150 EUR',
      });
    }
    for (const f of TAX_NUMBER_FIELDS) {
      if (carrierTakesTaxNumber(carrier, f)) {
        out.push({
          field: `customs.${f}`,
          required: false,
          type: 'string',
          description: `shipper tax number, used for destination ${TAX_SCHEMES[f]} only`,
        });
      }
    }
    if ((OPTION_CARRIERS.bill_to as readonly CarrierType[]).includes(carrier)) {
      out.push({
        field: 'bill_to.duties',
        required: false,
        type: 'string',
        choices: BILL_TO_PARTIES,
        description: 'who pays import duties (overrides customs.duty_paid)',
      });
    }
  }
  return out;
}

function objectMembers(name: 'care' | 'cash_on_delivery'): FieldSpec[] {
  if (name === 'care') {
    return [
      { field: 'setup.care.fragile', required: false, type: 'boolean', description: 'fragile (ワレモノ)' },
      {
        field: 'setup.care.side_up',
        required: false,
        type: 'boolean',
        description: 'this side up (天地無用)',
      },
      {
        field: 'setup.care.valuable_goods',
        required: false,
        type: 'boolean',
        description: 'valuable goods (貴重品)',
      },
    ];
  }
  return [
    {
      field: 'setup.cash_on_delivery.amount',
      required: false,
      type: 'number',
      description: 'cash on delivery: amount to collect',
    },
    {
      field: 'setup.cash_on_delivery.tax',
      required: false,
      type: 'number',
      description: 'cash on delivery: tax included in the amount',
    },
  ];
}
