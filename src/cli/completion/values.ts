// What the completion scripts offer for an option's value or a positional argument
// when commander does not know it (no `.choices()`): domain lists, values that depend
// on the carrier typed earlier on the line, paths, and profile names. Keyed by option
// or argument name (optionally narrowed to a command), so commands added later get
// the same completions for the same flags without touching the scripts' generator.
import { SETTING_KEYS } from '../../config/index.js';
import {
  CARRIER_TYPES,
  COOL_OPTIONS,
  CUSTOMS_CONTENT_TYPES_SEEN,
  ORDER_CARRIERS,
  REGISTRABLE_CARRIERS,
  TRACKING_CARRIERS,
} from '../../domain/catalog.js';
import { FILE_TYPES } from '../../domain/file.js';
import { ADVANCE_TARGETS } from '../../sandbox/control.js';
import { KNOWN_STATUSES } from '../../webhooks/sample-event.js';
import { DELIVERY_STATES } from '../commands/sandbox/webhooks/deliveries-options.js';

/** Per-carrier lists of the catalog (src/domain/catalog.ts). */
export type CarrierField = 'services' | 'packSizes' | 'timeSlots' | 'printSizes';

export type ValueKind =
  /** A fixed list. `namesCarrier`: the word is a carrier, and later per-carrier values follow it. */
  | { type: 'list'; values: readonly string[]; namesCarrier?: boolean }
  /** The list of the carrier chosen earlier on the line (--carrier, a carrier argument, a --service code); all carriers' otherwise. */
  | { type: 'per-carrier'; field: CarrierField }
  | { type: 'files' }
  | { type: 'directories' }
  /** Profile names from the config file, through the hidden `shipctl __complete profiles` (local, instant). */
  | { type: 'profiles' };

const list = (values: readonly (string | number)[], namesCarrier = false): ValueKind => ({
  type: 'list',
  values: values.map(String),
  ...(namesCarrier ? { namesCarrier } : {}),
});

export const KINDS = {
  carriers: list(CARRIER_TYPES, true),
  order_carriers: list(ORDER_CARRIERS, true),
  registrable_carriers: list(REGISTRABLE_CARRIERS, true),
  tracking_carriers: list(TRACKING_CARRIERS, true),
  services: { type: 'per-carrier', field: 'services' },
  pack_sizes: { type: 'per-carrier', field: 'packSizes' },
  time_slots: { type: 'per-carrier', field: 'timeSlots' },
  print_sizes: { type: 'per-carrier', field: 'printSizes' },
  states: list(['active', 'void', 'any']),
  delivery_states: list(DELIVERY_STATES),
  scopes: list(['api', 'all']),
  order_scopes: list(['api', 'app', 'all']),
  cool: list(COOL_OPTIONS),
  content_types: list(CUSTOMS_CONTENT_TYPES_SEEN),
  file_types: list(FILE_TYPES),
  advance_targets: list(ADVANCE_TARGETS),
  tracking_statuses: list(KNOWN_STATUSES),
  // src/batch/ingest/source.ts and ship-options.ts accept aliases too; these are the names to type.
  encodings: list(['utf8', 'sjis', 'utf16le', 'utf16be']),
  out_encodings: list(['utf8', 'utf8-bom', 'sjis']),
  http_methods: list(['GET', 'POST', 'PUT', 'DELETE']),
  setting_keys: list(SETTING_KEYS),
  config_get_keys: list(['profile', ...SETTING_KEYS]),
  files: { type: 'files' },
  directories: { type: 'directories' },
  profiles: { type: 'profiles' },
} as const satisfies Record<string, ValueKind>;

export type KindName = keyof typeof KINDS;

export interface ValueRule {
  /** `--carrier` for an option, `carrier` for a positional argument. */
  name: string;
  /** Only under this command path (`orders`, `sandbox advance`); the longest match wins. */
  command?: string;
  kind: KindName;
}

/**
 * Carrier-dependent values: they win even over declared choices, since they narrow by carrier.
 * A flag says its own kind in its definition (`complete: 'pack_sizes'`); these rules are for
 * flags whose definitions do not say it yet.
 */
export const CARRIER_OPTION_RULES: readonly ValueRule[] = [];

/**
 * For options whose definition declares no kind and no choices. A rule narrowed to a command
 * wins over what the flag declares everywhere else (`orders` takes fewer carriers).
 */
export const OPTION_RULES: readonly ValueRule[] = [];

/** For positional arguments without declared choices. */
export const ARGUMENT_RULES: readonly ValueRule[] = [
  { name: 'carrier', command: 'track', kind: 'tracking_carriers' },
  { name: 'type', command: 'carriers add', kind: 'registrable_carriers' },
  { name: 'type', command: 'carriers catalog', kind: 'carriers' },
  { name: 'carrier', kind: 'carriers' },
  { name: 'key', command: 'config get', kind: 'config_get_keys' },
  { name: 'key', command: 'config set', kind: 'setting_keys' },
  { name: 'key', command: 'config unset', kind: 'setting_keys' },
  { name: 'method', command: 'api', kind: 'http_methods' },
  { name: 'name', command: 'profiles use', kind: 'profiles' },
  { name: 'path', command: 'files upload', kind: 'files' },
  { name: 'file', kind: 'files' },
];

/** The rule for `name` under `path`: the one with the longest matching command, else a general one. */
export function findRule(
  rules: readonly ValueRule[],
  name: string,
  path: string,
  options: { narrowOnly?: boolean } = {},
): KindName | undefined {
  let best: ValueRule | undefined;
  for (const r of rules) {
    if (r.name !== name) continue;
    const cmd = r.command ?? '';
    if (options.narrowOnly && !cmd) continue;
    if (cmd && path !== cmd && !path.startsWith(`${cmd} `)) continue;
    if (!best || cmd.length > (best.command ?? '').length) best = r;
  }
  return best?.kind;
}

/** Options whose value is a path, known by their placeholder: `--input <file>`, `--db <path>`, `--labels-dir <dir>`. */
export function placeholderKind(placeholder: string): KindName | undefined {
  if (/^(dir|directory)$/i.test(placeholder)) return 'directories';
  if (/^(file|path)$|\.(json|csv|pdf)$/i.test(placeholder)) return 'files';
  return undefined;
}
