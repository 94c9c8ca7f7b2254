import { arg, collect, defineVerb, describedAs, flag, type Handler } from '../../define.js';
import { IO_FLAGS } from '../../shared/flags.js';
import { METHODS } from './methods.js';

export const definition = defineVerb({
  name: 'api',
  description: 'Call any endpoint and print the response JSON (like `gh api`); errors exit non-zero',
  args: [
    arg('<method>', METHODS.join(', ')),
    arg('<path>', 'path under the base URL, e.g. /v1/carriers (the /v1 may be left out)'),
  ],
  flags: [
    describedAs(IO_FLAGS.input, 'request body: a JSON file, or - for stdin'),
    flag<'-q, --query <key=value>', never, string[]>(
      '-q, --query <key=value>',
      'query parameter (repeatable)',
      {
        parse: collect,
        defaultValue: [],
      },
    ),
  ],
  // Any endpoint: what it does is what the request does, a label bought or a shipment voided too.
  effects: ['reads', 'changes', 'buys', 'deletes'],
  examples: [
    'shipctl api GET /v1/carriers',
    'shipctl api GET /v1/shipments -q state=any -q limit=10',
    'shipctl api POST /v1/rates --input rates.json',
    'echo \'{"type":"logo","file":"…"}\' | shipctl api POST files --input -',
  ],
  handler: (load): Handler => load(import('./api.js')),
});
