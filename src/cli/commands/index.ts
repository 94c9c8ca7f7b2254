// The top-level commands. Registering them must stay cheap (`shipctl --help` reads
// only this table): the module of a command is imported only when that command
// is invoked, or when the whole tree is needed (completions).
import type { CommandDefinition } from '../define.js';

export interface CommandModule {
  /** The command: a verb, or a noun with its verbs. */
  definition: CommandDefinition;
}

export type CommandGroup = 'Shipping' | 'Account' | 'Sandbox' | 'Setup' | 'Other';

export interface CommandEntry {
  name: string;
  summary: string;
  group: CommandGroup;
  /** Not listed in help nor completed (`__complete`, used by the completion scripts). */
  hidden?: boolean;
  load: () => Promise<CommandModule>;
}

export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'shipments',
    group: 'Shipping',
    summary: 'List, find, show and void shipments; labels; the day’s summary',
    load: () => import('./shipments/index.js'),
  },
  {
    name: 'labels',
    group: 'Shipping',
    summary: 'The print queue: print what waits, or print named labels again',
    load: () => import('./labels/index.js'),
  },
  {
    name: 'orders',
    group: 'Shipping',
    summary: 'Create, list, ship and delete orders',
    load: () => import('./orders/index.js'),
  },
  {
    name: 'track',
    group: 'Shipping',
    summary: 'Tracking status and history (15 queries per number, counted)',
    load: () => import('./track/index.js'),
  },
  {
    name: 'rates',
    group: 'Shipping',
    summary: 'Compare rates across carriers, cheapest first',
    load: () => import('./rates/index.js'),
  },
  {
    name: 'ship',
    group: 'Shipping',
    summary: 'Create a shipment and its label (asks only for what the carrier needs)',
    load: () => import('./ship/index.js'),
  },
  {
    name: 'batch',
    group: 'Shipping',
    summary: 'Ship a CSV of orders (Shift_JIS, Japanese headers, Shopify), journaled and resumable',
    load: () => import('./batch/index.js'),
  },
  {
    name: 'station',
    group: 'Shipping',
    summary: 'Packing station: scan an order, its label is bought and printed, next',
    load: () => import('./station/index.js'),
  },
  {
    name: 'carriers',
    group: 'Account',
    summary: 'Carrier accounts, negotiated rates and the carrier catalog',
    load: () => import('./carriers/index.js'),
  },
  {
    name: 'addresses',
    group: 'Account',
    summary: 'The address book: list and add saved addresses',
    load: () => import('./addresses/index.js'),
  },
  {
    name: 'warehouses',
    group: 'Account',
    summary: 'Warehouses, the sender addresses with kanji: list and add',
    load: () => import('./warehouses/index.js'),
  },
  {
    name: 'files',
    group: 'Account',
    summary: 'Logo and signature images: list and upload',
    load: () => import('./files/index.js'),
  },
  {
    name: 'sub-users',
    group: 'Account',
    summary: 'Sub-users and their API tokens',
    load: () => import('./sub-users/index.js'),
  },
  {
    name: 'login',
    group: 'Setup',
    summary: 'Store an API token for the live API (checked first)',
    load: () => import('./login/index.js'),
  },
  {
    name: 'logout',
    group: 'Setup',
    summary: 'Remove the stored token of a profile',
    load: () => import('./logout/index.js'),
  },
  {
    name: 'config',
    group: 'Setup',
    summary: 'Show and change settings and defaults',
    load: () => import('./config/index.js'),
  },
  {
    name: 'profiles',
    group: 'Setup',
    summary: 'List profiles and choose the default one',
    load: () => import('./profiles/index.js'),
  },
  {
    name: 'sandbox',
    group: 'Sandbox',
    summary: 'Run, inspect and reset the embedded sandbox; its clock, webhooks and faults',
    load: () => import('./sandbox/index.js'),
  },
  {
    name: 'webhooks',
    group: 'Other',
    summary: 'Verify, receive and send signed tracking.updated events',
    load: () => import('./webhooks/index.js'),
  },
  {
    name: 'mcp',
    group: 'Other',
    summary: 'Serve shipctl to AI agents over MCP (stdio, or --http on loopback)',
    load: () => import('./mcp/index.js'),
  },
  {
    name: 'api',
    group: 'Other',
    summary: 'Call any API endpoint and print the JSON response',
    load: () => import('./api/index.js'),
  },
  {
    name: 'completion',
    group: 'Setup',
    summary: 'Print the shell completion script for bash, zsh or fish',
    load: () => import('./completion/index.js'),
  },
  {
    name: '__complete',
    group: 'Other',
    summary: 'Local values for the completion scripts (profile names)',
    hidden: true,
    load: () => import('./__complete/index.js'),
  },
];

/** Order of the groups in `shipctl --help`; the heading is `<group> commands:`. */
export const GROUP_ORDER: readonly CommandGroup[] = ['Shipping', 'Account', 'Sandbox', 'Setup', 'Other'];

/** Every command's definition (no handler is loaded): for help, completion and lists of what commands do. */
export async function allDefinitions(): Promise<CommandDefinition[]> {
  return Promise.all(COMMANDS.map(async (entry) => (await entry.load()).definition));
}
