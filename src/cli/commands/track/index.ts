import { arg, defineVerb, describedAs, flag, type Handler, type Input } from '../../define.js';
import { IO_FLAGS, SHIPMENT_FLAGS, TABLE_FLAGS } from '../../shared/flags.js';

const shipment = flag('--shipment <id>', 'track the numbers of one of your shipments (uses its carrier)');
const file = flag(
  '--file <file>',
  'numbers from a file, - for stdin: "carrier number" or "number" (with --carrier) per line',
);
const carrier = describedAs(SHIPMENT_FLAGS.carrier, 'carrier for numbers given alone (with --file)');
const force = describedAs(IO_FLAGS.force, 'spend the last (15th) query of a number');
const refresh = flag('--refresh', 'query again even when a delivered result is cached');
const watch = flag('--watch', 'poll until delivered, printing only new events (NDJSON with --json)');
export const interval = flag(
  '--interval <duration>',
  'time between polls with --watch, e.g. 15m, 1h30m (default 30m, at least 1m)',
);

/** The flags the handler names in its messages. */
export const TRACK_FLAGS = { shipment, file, carrier, force, watch, interval } as const;

export const definition = defineVerb({
  name: 'track',
  description:
    'Show the tracking status and history of a number; each number allows 15 queries, counted locally',
  args: [
    arg(
      '[carrier]',
      'carrier type (dhl, ups, fedex, japanpost, sagawa, yamato, yuupack, yuupacket); may be left out for a number of one of your shipments',
      // `--carrier` is the carrier of numbers given alone; the first word is read in bind.
      { key: 'first' },
    ),
    arg('[number]', 'tracking number', { key: 'second' }),
  ],
  flags: [shipment, file, carrier, force, refresh, watch, interval, TABLE_FLAGS.wide],
  groups: {
    'What to track:': [shipment, file, carrier],
    'Query budget:': [force, refresh],
    'Watching:': [watch, interval],
  },
  effects: ['reads'],
  // `track --carrier sagawa NUMBER` reads the lone argument as the number.
  bind: ({ first, second, ...flags }) => {
    const lone = first !== undefined && second === undefined && flags.carrier !== undefined;
    return {
      ...flags,
      // As typed: a carrier is read case-blind by the handler, a number is echoed as the packer gave it.
      carrier: lone ? flags.carrier : (first ?? flags.carrier),
      number: lone ? first : second,
    };
  },
  notes:
    '\nA delivered result is kept and shown again without spending a query. A watch stops once ' +
    'delivered, pauses on an exception, and never spends the last query.\n',
  examples: [
    'shipctl track sagawa 123456789012',
    'shipctl track 123456789012            # a number of one of your shipments: its carrier',
    'shipctl track --shipment API-AB12CD34EF',
    'shipctl track --file numbers.txt --carrier yamato',
    'shipctl track sagawa 123456789012 --watch --interval 1h --json',
  ],
  handler: (load): Handler => load(import('./track.js')),
});

export type TrackOptions = Input<typeof definition>;
