// The tools' arguments and results as zod schemas: the SDK lists them as JSON Schema and
// refuses a call whose arguments do not fit before any tool runs. Every refusal names the
// argument as the agent wrote it (`pack_size`), the type wanted and what came instead — never a
// CLI flag, never `[object Object]` — and an argument no tool has is refused naming the nearest
// real one. What an agent pays for (tools/list is read on every session) is kept small: the
// recipient and the parcel are described once, in create_shipment, and only named elsewhere.
import * as z from 'zod/mini';
import { closest } from '../domain/geo/text.js';
import { said } from './text.js';

type Issue = z.core.$ZodRawIssue;

const nameOf = (path: readonly PropertyKey[] | undefined): string =>
  (path ?? [])
    .map((p) => (typeof p === 'number' ? `[${p}]` : String(p)))
    .join('.')
    .replace(/\.\[/g, '[');

/** The error of an argument of the wrong type: its name, what is wanted, what came. */
const wants = (wanted: string) => ({
  error: (iss: Issue) => said.args.wrongType(nameOf(iss.path), wanted, iss.input),
});

export const arg = {
  text: (description?: string) => withDescription(z.string(wants('text')), description),
  count: (description?: string) =>
    withDescription(z.int(wants('a whole number')).check(z.minimum(1)), description),
  /** A number the CLI reads as text too (`800`, `"800"`): both are taken. */
  amount: (description?: string) =>
    withDescription(z.union([z.number(), z.string()], wants('a number')), description),
  flag: (description?: string) => withDescription(z.boolean(wants('true or false')), description),
  texts: (description?: string) => withDescription(z.array(z.string(), wants('a list of text')), description),
  oneOf: <const T extends readonly [string, ...string[]]>(values: T, description?: string) =>
    withDescription(z.enum(values, wants(`one of ${values.join(', ')}`)), description),
  record: (description: string) => described(z.looseObject({}, wants('an object')), description),
  records: (description: string) => z.array(described(z.looseObject({}, wants('an object')), description)),
};

function withDescription<T extends z.ZodMiniType>(schema: T, description: string | undefined): T {
  return description ? described(schema, description) : schema;
}

/** A schema with its description, as the SDK's JSON Schema shows it (zod/mini keeps it in the registry). */
function described<T extends z.ZodMiniType>(schema: T, description: string): T {
  z.globalRegistry.add(schema, { description });
  return schema;
}

/**
 * A tool's arguments: every one optional unless named in `required`, and none other taken (a
 * typo such as `pack_sizee` is refused naming `pack_size`, nothing is sent).
 */
export function argumentsOf<S extends z.core.$ZodLooseShape>(
  tool: string,
  shape: S,
  required: readonly (keyof S)[] = [],
) {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([k, v]) => [k, required.includes(k) ? v : z.optional(v as z.ZodMiniType)]),
  ) as S;
  const known = Object.keys(shape);
  return z.strictObject(fields, {
    error: (iss: Issue) => {
      if (iss.code === 'unrecognized_keys') {
        const keys = (iss as { keys: string[] }).keys;
        const near = keys.flatMap((k) =>
          closest(
            k,
            known.map((n): [string, string] => [n, n]),
          ),
        );
        return said.args.unknown(tool, keys, near, known);
      }
      if (iss.code === 'invalid_type') return said.args.wrongType('arguments', 'an object', iss.input);
      return undefined;
    },
  });
}

// ---- shapes shared by several tools (described in full once) -------------------------------

const ADDRESS_FIELDS = [
  'full_name',
  'company',
  'phone',
  'email',
  'country',
  'zip',
  'province',
  'city',
  'address1',
  'address2',
];

export const address = {
  /** The recipient in full, where an agent first meets it (create_shipment). */
  full: () =>
    described(
      z.looseObject(
        Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, z.optional(z.string(wants('text')))])),
        wants('an object'),
      ),
      'country ISO (default JP); province 大阪府 or 27',
    ),
  /** Elsewhere: named only. */
  named: () => arg.record('as create_shipment'),
};

/** What a parcel and its label are made of, as create_shipment describes them. */
export const parcelArgs = {
  carrier: arg.text(),
  service: arg.text('code from get_rates'),
  carrier_id: arg.text('carrier account id'),
  pack_size: arg.amount('pack size: 60, 80… (a box)'),
  pack_amount: arg.count(),
  weight: arg.amount('grams'),
  size: arg.text('WxHxD in cm'),
  cool: arg.oneOf(['regular', 'fresh', 'frozen']),
  cod: arg.amount('cash on delivery'),
  insurance: arg.amount(),
  currency: arg.text(),
  from_warehouse: arg.text('warehouse id'),
};

/** The same parcel arguments, named only (get_rates, ship_orders): described in create_shipment. */
export const parcelArgsNamed = {
  carrier: arg.text(),
  service: arg.text(),
  carrier_id: arg.text(),
  pack_size: arg.amount('pack size'),
  pack_amount: arg.count(),
  weight: arg.amount(),
  size: arg.text(),
  cool: arg.oneOf(['regular', 'fresh', 'frozen']),
  cod: arg.amount(),
  insurance: arg.amount(),
  currency: arg.text(),
  from_warehouse: arg.text(),
};

export const tokenArg = arg.text('the plan’s token');

// ---- results --------------------------------------------------------------------------------

/** A record of the API as it came: the members named are the ones the text relies on. */
export const record = <S extends z.core.$ZodLooseShape>(shape: S) => z.looseObject(shape);

// Only the members an agent looks for are named (optional: a record is the API's, as it came).
const list = (member: string) => record({ [member]: z.array(record({})) });

export const outputs = {
  rates: record({
    rates: z.array(record({ service: z.string(), price: z.number() })),
    left_out: z.optional(z.array(record({}))),
  }),
  /** A plan (with its token), a purchase made, or a plan the user declined. */
  purchase: record({
    plan: z.optional(record({})),
    confirmation_token: z.optional(z.string()),
    id: z.optional(z.string()),
  }),
  tracking: record({ tracking_number: z.string(), status: z.optional(z.string()) }),
  shipments: list('shipments'),
  label: record({ media_type: z.string(), file: z.optional(z.string()) }),
  orders: list('orders'),
  order: record({ id: z.string() }),
  run: record({
    plan: z.optional(record({})),
    confirmation_token: z.optional(z.string()),
    outcomes: z.optional(z.array(record({}))),
  }),
  catalog: record({}),
  warehouses: list('warehouses'),
  addresses: list('addresses'),
};
