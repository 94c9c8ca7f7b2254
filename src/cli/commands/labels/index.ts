import { arg, defineNoun, defineVerb, flag, type Handler } from '../../define.js';
import { PRINT_FLAGS } from '../../shared/flags.js';

export const print = defineVerb({
  name: 'print',
  summary: 'Print the labels waiting in the print queue, or print named ones again',
  description:
    'Print the labels (and delivery notes) that were never printed — a jam, a printer that was off, a failed print — with --pending; ' +
    'or print again the labels named by order number, tracking number or shipment ID, each said to be a reprint.',
  args: [arg('[names...]', 'order numbers, tracking numbers or shipment IDs to print again')],
  flags: [
    flag('--pending', 'print everything waiting in the print queue, oldest first'),
    PRINT_FLAGS.printer,
    PRINT_FLAGS.deliveryNote,
    PRINT_FLAGS.gift,
    flag('--note-only', 'print the named orders’ delivery notes alone, without their labels'),
  ],
  effects: ['reads', 'local'],
  examples: [
    'shipctl labels print --pending',
    'shipctl labels print --pending --printer lp:Zebra',
    'shipctl labels print ORD-1001 --delivery-note a5',
    'shipctl labels print ORD-1001 --note-only --delivery-note a4',
  ],
  handler: (load): Handler => load(import('./print.js')),
});

export const definition = defineNoun({
  name: 'labels',
  description: 'The print queue: what was printed, what waits, and reprints by name',
  examples: ['shipctl labels print --pending', 'shipctl labels print 489900094401'],
  verbs: [print],
});
