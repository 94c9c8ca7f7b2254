// Which setup options apply where (spec 2.4, 2.6, 2.9 and the live notes' names
// for the fields the spec leaves unnamed); their values are option-values.ts. The
// table drives both checkSetupOptions (CLI pre-flight, sandbox enforcement) and
// fieldsFor (what the CLI prompts for), so the two cannot drift apart.
import {
  CARRIERS,
  COOL_OPTIONS,
  OPTION_CARRIERS,
  PRINT_START_LOCATION_SERVICES,
  SECURITY_SERVICE_SERVICES,
  SEINO_HANDLING,
  type CarrierClass,
  type CarrierType,
} from './catalog.js';
import { currencySaid } from './countries.js';
import { jstToday, isIsoDate } from './dates.js';
import { problem, say, show, type Problem, type Said } from './problems.js';
import { isCareUnused, optionValueIssue, PRINT_START_LOCATION_MAX } from './option-values.js';
import { LETTERBOX_SERVICES, NO_DELIVERY_DAY_SERVICES, sizeClassesOf } from './parcel-size.js';

export { isCareUnused, PRINT_START_LOCATION_MAX };

export type SetupMode = 'shipment' | 'rates' | 'order';

export interface SetupContext {
  carrier?: CarrierType;
  service?: string;
  /** Domestic or international: from the carrier, else from the route; unknown when neither is known. */
  scope?: CarrierClass;
  mode: SetupMode;
  now: Date;
}

export type ValueType = 'string' | 'integer' | 'number' | 'boolean' | 'date' | 'object';

export interface SetupOptionDef {
  name: string;
  type: ValueType;
  scope: 'any' | CarrierClass;
  description: string;
  /** Only these carriers take it. */
  carriers?: readonly CarrierType[];
  excludeCarriers?: readonly CarrierType[];
  /** Only these services take it. */
  services?: readonly string[];
  /** These services have no such thing: the carrier does not use it (a warning, and it is sent). */
  unusedBy?: { services: readonly string[]; why: string };
  ordersOnly?: boolean;
  /** When the carrier does not support it: refuse (default) or let the carrier ignore it (warning). */
  unsupported?: 'error' | 'ignored';
  choices?: (carrier: CarrierType | undefined) => readonly (string | number)[] | undefined;
  /** Value check beyond the type; returns an issue. */
  check?: (value: unknown, ctx: SetupContext) => Said | undefined;
}

/** The setup members this module rules on, in prompt order. service, carrier_id and shipment_date are ruled on elsewhere. */
export const SETUP_OPTIONS: readonly SetupOptionDef[] = [
  {
    name: 'currency',
    type: 'string',
    scope: 'any',
    description: 'ISO 4217 currency code (JPY, USD, EUR)',
    check: (v) => currencySaid(v),
  },
  {
    name: 'pack_size',
    type: 'integer',
    scope: 'domestic',
    description: 'package size (sum of the three sides in cm)',
    choices: (c) => (c && CARRIERS[c].packSizes.length > 0 ? CARRIERS[c].packSizes : undefined),
  },
  { name: 'pack_amount', type: 'integer', scope: 'domestic', description: 'number of packs' },
  {
    name: 'date',
    type: 'date',
    scope: 'domestic',
    description: 'delivery date YYYY-MM-DD (omit for the earliest the carrier offers)',
    unusedBy: { services: NO_DELIVERY_DAY_SERVICES, why: 'no delivery day' },
    check: (v, ctx) =>
      isIsoDate(v) && v < jstToday(ctx.now)
        ? say('options.deliveryDatePast', v, jstToday(ctx.now))
        : undefined,
  },
  {
    name: 'time',
    type: 'string',
    scope: 'domestic',
    description: 'delivery time slot',
    choices: (c) => (c ? CARRIERS[c].timeSlots : undefined),
    unusedBy: { services: NO_DELIVERY_DAY_SERVICES, why: 'no delivery time' },
  },
  {
    name: 'cool_options',
    type: 'string',
    scope: 'domestic',
    description: 'temperature control: regular, fresh (chilled) or frozen',
    choices: () => COOL_OPTIONS,
  },
  {
    name: 'care',
    type: 'object',
    scope: 'domestic',
    excludeCarriers: ['seino'],
    description: 'handling marks: fragile, side_up, valuable_goods (booleans)',
  },
  {
    name: 'cash_on_delivery',
    type: 'object',
    scope: 'domestic',
    description: 'cash on delivery: amount (number), tax (number)',
  },
  {
    name: 'print_start_location',
    type: 'integer',
    scope: 'domestic',
    services: PRINT_START_LOCATION_SERVICES,
    description: `position of the first label on the A4 sheet (1–${PRINT_START_LOCATION_MAX})`,
  },
  {
    name: 'security_service',
    type: 'boolean',
    scope: 'domestic',
    services: SECURITY_SERVICE_SERVICES,
    description: 'security service (セキュリティサービス), yuupack_regular only',
  },
  {
    name: 'handling',
    type: 'string',
    scope: 'domestic',
    carriers: OPTION_CARRIERS.handling,
    description: 'seino handling instruction (field name unconfirmed)',
    choices: () => SEINO_HANDLING,
  },
  {
    name: 'insurance',
    type: 'number',
    scope: 'any',
    carriers: OPTION_CARRIERS.insurance,
    description: 'amount covered, in the shipment currency (omit for no insurance)',
  },
  { name: 'signature', type: 'boolean', scope: 'international', description: 'signature on delivery' },
  {
    name: 'return_label',
    type: 'boolean',
    scope: 'international',
    carriers: OPTION_CARRIERS.return_label,
    unsupported: 'ignored',
    description: 'also create a return label',
  },
  {
    name: 'consignee_tax_id',
    type: 'string',
    scope: 'international',
    carriers: OPTION_CARRIERS.consignee_tax_id,
    description: 'tax ID of the receiver or importer',
  },
  { name: 'ref_number', type: 'string', scope: 'any', description: 'reference printed on the label' },
  { name: 'delivery_note', type: 'string', scope: 'any', description: 'delivery notes' },
  { name: 'shipping_fee', type: 'number', scope: 'any', description: 'fee shown on the commercial invoice' },
  {
    name: 'discount',
    type: 'number',
    scope: 'any',
    description: 'percentage taken off each product price (0–100)',
  },
  {
    name: 'warehouse_id',
    type: 'string',
    scope: 'any',
    ordersOnly: true,
    description: 'warehouse whose address becomes the sender',
  },
];

/** Setup members known to the spec or the live notes; anything else draws a warning. */
export const KNOWN_SETUP_MEMBERS: ReadonlySet<string> = new Set([
  ...SETUP_OPTIONS.map((option) => option.name),
  'test',
  'carrier_id',
  'carrier',
  'service',
  'shipment_date',
]);

export interface SetupCheck {
  problems: Problem[];
  warnings: Problem[];
}

/** Applicability and value of every option present in `setup` (service, carrier_id, test and shipment_date excepted). */
export function checkSetupOptions(
  setup: Record<string, unknown>,
  ctx: SetupContext,
  path = 'setup',
): SetupCheck {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const who = ctx.carrier ?? (ctx.scope ? say('options.thisShipment', ctx.scope) : undefined);
  for (const def of SETUP_OPTIONS) {
    const value = setup[def.name];
    if (value === undefined || value === null) continue;
    const field = `${path}.${def.name}`;
    if (def.ordersOnly && ctx.mode !== 'order') {
      problems.push(problem(field, say('options.ordersOnly', field)));
      continue;
    }
    const careUnused = def.name === 'care' && isCareUnused(value);
    if (def.scope !== 'any' && ctx.scope && def.scope !== ctx.scope && !careUnused) {
      const packs = def.name === 'pack_size' || def.name === 'pack_amount';
      problems.push(problem(field, say('options.scope', def.scope, who ?? 'undefined', ctx.scope, packs)));
      continue;
    }
    if (ctx.carrier && !careUnused) {
      const notListed = def.carriers && !def.carriers.includes(ctx.carrier);
      const excluded = def.excludeCarriers?.includes(ctx.carrier);
      if (notListed || excluded) {
        const seinoCare = def.name === 'care' && ctx.carrier === 'seino';
        if (def.unsupported === 'ignored') {
          warnings.push(
            problem(field, say('options.unsupportedIgnored', ctx.carrier, def.name, def.carriers)),
          );
        } else {
          problems.push(
            problem(field, say('options.unsupported', ctx.carrier, def.name, def.carriers, seinoCare)),
          );
          continue;
        }
      }
    }
    if (def.services && ctx.service && !def.services.includes(ctx.service)) {
      problems.push(problem(field, say('options.servicesOnly', def.services, ctx.service)));
      continue;
    }
    const issue = optionValueIssue(def, value, ctx);
    if (issue) problems.push(problem(field, issue));
    else if (def.name === 'pack_size') {
      const unlisted = packSizeUnlisted(value, ctx);
      if (unlisted) warnings.push(problem(field, unlisted));
    } else if (def.unusedBy && ctx.service && def.unusedBy.services.includes(ctx.service)) {
      warnings.push(
        problem(field, say('options.unusedByLetterbox', ctx.service, def.name === 'date' ? 'day' : 'time')),
      );
    }
  }
  return { problems, warnings };
}

/**
 * A pack size no list checks. yamato publishes none in the spec (2.6) but charges by its
 * 宅急便 sizes, so one of those passes quietly; a letterbox service takes no pack size (service-fit).
 */
function packSizeUnlisted(value: unknown, ctx: SetupContext): Said | undefined {
  if (!ctx.carrier || CARRIERS[ctx.carrier].packSizes.length > 0) return undefined;
  // A mail service takes no box at all: service-fit refuses the pack size, nothing passes unchecked.
  if (ctx.service && LETTERBOX_SERVICES.includes(ctx.service)) return undefined;
  const sizes = sizeClassesOf(ctx.carrier).map((c) => c.size);
  if (sizes.length === 0) return say('options.noPackSizes', ctx.carrier, show(value));
  if (sizes.includes(value as number)) return undefined;
  return say('options.unlistedSizes', ctx.carrier, sizes, show(value));
}
