import { defineVerb, describedAs, flag, type Handler, type Input } from '../../define.js';
import { SANDBOX_FLAGS } from '../../shared/flags.js';

const http = flag('--http', 'serve Streamable HTTP on 127.0.0.1 instead of stdio');
const port = describedAs(
  SANDBOX_FLAGS.port,
  'with --http: the port (0 picks a free one; the URL is printed on stderr)',
);
const maxSpend = flag(
  '--max-spend <yen>',
  'the most this profile’s MCP servers may spend on labels per day (JST), in JPY, counted from the quotes of what they bought, kept across restarts; a void gives its amount back (default: config mcp.max_spend, else no limit)',
);
const allowPurchase = flag(
  '--allow-purchase',
  'against a live API (any --base-url), also offer the tools that buy and void labels',
);

/** The flags the handler names in its messages. */
export const MCP_FLAGS = { http, port } as const;

export const definition = defineVerb({
  name: 'mcp',
  summary: 'Serve shipctl to AI agents over MCP (stdio, or --http on loopback)',
  description:
    'Serve shipctl to AI agents as a Model Context Protocol server: quote, buy, find, track and void labels, list, create and ship orders, with the same checks as the commands. A purchase is two steps: the first call returns the plan and a confirmation token, and only the second call with that token buys (the same token again returns the same result).',
  flags: [http, port, maxSpend, allowPurchase],
  // Its tools are the commands below; buying and voiding ones included.
  effects: ['reads', 'buys', 'deletes', 'writes-files'],
  notes:
    '\nTools: get_rates, create_shipment, track, find_shipments, get_label, void_shipment, list_orders, create_order, ship_orders, list_warehouses, list_addresses, carrier_catalog. The embedded sandbox answers unless --base-url or base_url names an API; against such an API the tools that buy or void are offered only with --allow-purchase. Test labels are the default wherever the carrier makes them. Every result says in its text what an agent needs next, and carries the same data as structured content.\n',
  examples: [
    '# stdio, for a desktop agent; hosts start it without your environment, so name the home in env (claude_desktop_config.json: {"command": "shipctl", "args": ["mcp"], "env": {"SHIPCTL_HOME": "/path/to/home"}})',
    'shipctl mcp',
    'shipctl mcp --max-spend 5000',
    'shipctl mcp --http --port 0',
    'shipctl --base-url https://api.shipandco.com mcp --allow-purchase --max-spend 3000',
  ],
  handler: (load): Handler => load(import('./mcp.js')),
});

export type McpOptions = Input<typeof definition>;
