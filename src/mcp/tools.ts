// The tools an agent sees: each a zod input (strict: schemas.ts), a zod output the result's
// structuredContent matches, hints from what it does to the world, and a call that runs an
// operation (operations.ts) and says the result in text an agent can act on alone (text.ts).
// Buying, voiding and order runs are in tools-buy.ts and tools-orders.ts.
import type * as z from 'zod/mini';
import type { Shipment } from '../contract/index.js';
import { messages } from '../i18n/index.js';
import { CliError, EXIT } from '../ops/errors.js';
import type { PurchaseBook } from './purchase.js';
import * as ops from './operations.js';
import { address, arg, argumentsOf, outputs, parcelArgsNamed } from './schemas.js';
import { ratesText, said, shipmentLine, trackingText } from './text.js';

/** What a tool does to the world: its MCP hints, and whether a live server offers it without --allow-purchase. */
export type Effect = 'reads' | 'buys' | 'deletes' | 'writes-files' | 'changes';

/** What a tool's call has to hand. */
export interface ToolEnv {
  scope: ops.CallScope;
  book: PurchaseBook;
  /** `sandbox` (the embedded sandbox) or `live` (any base URL): said in every result. */
  service: 'sandbox' | 'live';
  /** Asks the user to confirm a purchase, where the client supports elicitation. */
  confirmWithUser?: (message: string) => Promise<boolean>;
  /** The HTTP session of the call: a token is good in the session it was planned in only. */
  session?: string;
  /** Reports a long call's progress, where the client asked for it (a progressToken). */
  progress?: (done: number, total: number, message: string) => void;
}

export interface ToolResult {
  /** The structured result (matches the tool's output schema). */
  json: Record<string, unknown>;
  /** What an agent (or a person reading the log) needs to act on, alone. */
  text: string;
  /** A document beside the text (a label's bytes, once). */
  extra?: { type: 'resource'; resource: { uri: string; mimeType: string; blob: string } }[];
}

export interface ToolDefinition {
  name: string;
  description: string;
  effects: readonly Effect[];
  /** Reads local data only (the catalog): no API, no carrier. */
  offline?: boolean;
  input: z.ZodMiniObject;
  output: z.ZodMiniObject;
  call(args: Record<string, any>, env: ToolEnv): Promise<ToolResult>;
}

export function annotationsOf(effects: readonly Effect[], offline = false) {
  const has = (e: Effect) => effects.includes(e);
  return {
    readOnlyHint: effects.every((e) => e === 'reads'),
    destructiveHint: has('buys') || has('deletes'),
    // Voiding a void label or saving the same label again changes nothing more; a purchase does.
    idempotentHint: !has('buys') && !has('changes'),
    // The API asks carriers, whose answers no one here controls; `offline` tools read local data.
    openWorldHint: !offline,
  };
}

/** Tools that spend money or void labels: offered against a live API only with --allow-purchase. */
export const isPurchaseTool = (effects: readonly Effect[]): boolean =>
  effects.includes('buys') || effects.includes('deletes');

const getRates: ToolDefinition = {
  name: 'get_rates',
  description:
    'Quote a parcel, cheapest first, with each service’s tracking and limits; costs nothing. Arguments as create_shipment.',
  effects: ['reads'],
  input: argumentsOf(
    'get_rates',
    {
      to_address: address.named(),
      products: arg.records('as create_shipment'),
      ...parcelArgsNamed,
      from_zip: arg.text(),
      from_province: arg.text(),
      ref: arg.text(),
      test: arg.flag(),
    },
    ['to_address'],
  ),
  output: outputs.rates,
  async call(args, env) {
    const quoted = await ops.quote(env.scope, args);
    const service = typeof args.service === 'string' ? args.service : undefined;
    const rates = service ? quoted.rates.filter((r) => r.service === service) : quoted.rates;
    const leftOut = quoted.leftOut;
    return {
      json: { rates, ...(leftOut.length ? { left_out: leftOut } : {}) },
      text: ratesText(rates, leftOut, env.service, args.test === true),
    };
  },
};

const track: ToolDefinition = {
  name: 'track',
  description: 'Tracking status of a number (15 queries per number, counted; delivered costs none).',
  effects: ['reads'],
  input: argumentsOf('track', { tracking_number: arg.text(), carrier: arg.text(), refresh: arg.flag() }, [
    'tracking_number',
  ]),
  output: outputs.tracking,
  async call(args, env) {
    const number = String(args.tracking_number);
    const { tracking, queriesLeft } = await ops.trackNumber(env.scope, {
      number,
      ...(args.carrier ? { carrier: args.carrier } : {}),
      ...(args.refresh ? { refresh: true } : {}),
    });
    return {
      json: {
        ...tracking,
        tracking_number: number,
        ...(queriesLeft !== undefined ? { queries_left: queriesLeft } : {}),
      },
      text: trackingText(number, env.service, tracking, queriesLeft),
    };
  },
};

const findShipments: ToolDefinition = {
  name: 'find_shipments',
  description: 'Find shipments of the last 2 months by ref, tracking number, id or recipient name.',
  effects: ['reads'],
  input: argumentsOf('find_shipments', { query: arg.text(), state: arg.oneOf(['active', 'void', 'any']) }, [
    'query',
  ]),
  output: outputs.shipments,
  async call(args, env) {
    const shipments = await ops.findShipments(env.scope, {
      text: String(args.query),
      ...(args.state ? { state: args.state } : {}),
    });
    // None found is an answer an agent must not take for a list: not found (4), as the CLI says it.
    if (shipments.length === 0) {
      const text = messages().shipping.shipmentText;
      throw new CliError(text.noneFound(String(args.query)), {
        exitCode: EXIT.notFound,
        hint: text.noneFoundHint,
      });
    }
    return {
      json: { shipments },
      text: [
        `${said.plural(shipments.length, 'shipment')} match ${said.q(args.query)} (${env.service}):`,
        ...shipments.map((s) => `- ${shipmentLine(s as Record<string, any>)}`),
      ].join('\n'),
    };
  },
};

const getLabel: ToolDefinition = {
  name: 'get_label',
  description:
    'A shipment’s label: saved as a file, its path returned (default), or as: base64, its bytes once as a resource.',
  effects: ['reads', 'writes-files'],
  input: argumentsOf(
    'get_label',
    { shipment: arg.text(), as: arg.oneOf(['file', 'base64']), force: arg.flag() },
    ['shipment'],
  ),
  output: outputs.label,
  async call(args, env) {
    const shipment = String(args.shipment);
    if (args.as === 'base64') {
      const { bytes, mediaType } = await ops.labelBytes(env.scope, shipment);
      const uri = `shipctl://labels/${encodeURIComponent(shipment)}`;
      // The bytes once: in the resource, not again in the structured result.
      return {
        json: { shipment, media_type: mediaType, bytes: bytes.length, uri },
        text: `label of ${shipment} (${env.service}): ${mediaType}, ${bytes.length} bytes, in the resource ${uri}`,
        extra: [{ type: 'resource', resource: { uri, mimeType: mediaType, blob: bytes.toString('base64') } }],
      };
    }
    const saved = await ops.labelFile(env.scope, shipment, args.force === true);
    const mediaType = saved.format === 'zpl' ? 'application/zpl' : 'application/pdf';
    return {
      json: { ...saved, shipment, media_type: mediaType },
      text: `label of ${shipment} saved at ${saved.file} (${env.service})`,
    };
  },
};

const carrierCatalog: ToolDefinition = {
  name: 'carrier_catalog',
  description:
    'What each carrier (or type) offers: services, pack sizes, time slots, test labels, tracking. Local data.',
  effects: ['reads'],
  offline: true,
  input: argumentsOf('carrier_catalog', { type: arg.text() }),
  output: outputs.catalog,
  async call(args, env) {
    const found = ops.carrierCatalog(env.scope, args.type);
    const entries = Array.isArray(found) ? found : [found];
    return {
      json: (Array.isArray(found) ? { carriers: found } : found) as unknown as Record<string, unknown>,
      text: entries.map(catalogText).join('\n'),
    };
  },
};

const listWarehouses: ToolDefinition = {
  name: 'list_warehouses',
  description: 'The account’s warehouses (senders; an id is a from_warehouse).',
  effects: ['reads'],
  input: argumentsOf('list_warehouses', {}),
  output: outputs.warehouses,
  async call(_args, env) {
    const warehouses = await ops.listWarehouses(env.scope);
    return {
      json: { warehouses },
      text: [
        `${said.plural(warehouses.length, 'warehouse')} (${env.service}):`,
        ...warehouses.map((w) => `- ${addressLine(w)}`),
      ].join('\n'),
    };
  },
};

const listAddresses: ToolDefinition = {
  name: 'list_addresses',
  description: 'The account’s saved addresses.',
  effects: ['reads'],
  input: argumentsOf('list_addresses', {}),
  output: outputs.addresses,
  async call(_args, env) {
    const addresses = await ops.listAddresses(env.scope);
    return {
      json: { addresses },
      text: [
        `${said.plural(addresses.length, 'address')} (${env.service}):`,
        ...addresses.map((a) => `- ${addressLine(a)}`),
      ].join('\n'),
    };
  },
};

/** A carrier's offer in a few lines: services, sizes, slots, test labels, tracking, date rule. */
function catalogText(e: ops.CatalogEntryView): string {
  return [
    `${e.type} (${e.name}, ${e.class}): services ${e.services.map((s) => s.code).join(', ') || 'none'}`,
    `  pack sizes ${e.pack_sizes.join(', ') || 'none'}; time slots ${e.time_slots.join(', ') || 'none'}; print sizes ${e.print_sizes.join(', ') || 'none'}`,
    `  test labels ${e.test_mode.available ? e.test_mode.hours : 'no'}; tracking ${e.tracking ? 'yes' : 'no'}; shipment_date ${e.shipment_date.description}; ${e.rates}`,
  ].join('\n');
}

/** A saved record in a line: its id, then its address (the record's own or under `address`). */
function addressLine(record: Record<string, any>): string {
  const a = (record.address ?? record) as Record<string, unknown>;
  const parts = [
    a.full_name ?? a.name ?? record.name,
    a.company,
    a.zip,
    a.province,
    a.city,
    a.address1,
    a.address2,
    a.country,
  ]
    .filter((p) => typeof p === 'string' && p !== '')
    .map(String);
  return `${String(record.id)}: ${parts.join(', ')}`;
}

export type { Shipment };

export const READ_TOOLS: readonly ToolDefinition[] = [
  getRates,
  track,
  findShipments,
  getLabel,
  carrierCatalog,
  listWarehouses,
  listAddresses,
];
