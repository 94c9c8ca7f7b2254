// `shipctl mcp`: the tools of tools.ts served over stdio (a desktop agent starts the process)
// or Streamable HTTP on the loopback interface, where every request's Host and Origin must
// name this server (a web page cannot reach it by rebinding a name of its own to 127.0.0.1)
// and carry the server's secret (secret.ts: another local user can reach a loopback port too).
// The service (sandbox, or a live base URL and account) is pinned when the server starts: a
// call whose configuration resolves to another one is refused (call.ts).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  isInitializeRequest,
  ListToolsRequestSchema,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { redact } from '../config/redact.js';
import { serviceOf } from '../config/index.js';
import { allDefinitions } from '../cli/commands/index.js';
import type { Context } from '../cli/context.js';
import { verbsOf, type AnyVerb } from '../cli/define.js';
import { describeError, exitCodeFor, CliError, ValidationError } from '../cli/errors.js';
import { VERSION } from '../cli/version.js';
import { closest } from '../domain/geo/text.js';
import { messages } from '../i18n/index.js';
import { CallFailed } from './call.js';
import { PurchaseBook } from './purchase.js';
import { authorized, serverSecret } from './secret.js';
import { SessionTable } from './sessions.js';
import { annotationsOf, isPurchaseTool, TOOLS, type ToolDefinition, type ToolEnv } from './tools.js';

export interface McpOptions {
  http?: { port: number };
  maxSpendJpy?: number;
  allowPurchase: boolean;
}

interface Offered {
  tool: ToolDefinition;
  verb: AnyVerb;
  listing: Tool;
}

const INSTRUCTIONS =
  'shipctl: quote (get_rates), buy (create_shipment), find, track and void shipping labels. ' +
  'Buying and voiding take two calls: the first returns a plan and a confirmation_token and sends nothing; ' +
  'show the plan to the user and call again with the same arguments and the token only once they agree. ' +
  'Test labels (free) are the default wherever the carrier makes them.';

/** The tools this server offers: against a live API, none that buys or voids unless allowed. */
async function offeredTools(
  live: boolean,
  allowPurchase: boolean,
): Promise<{ offered: Map<string, Offered>; lookup: (command: string) => AnyVerb }> {
  const verbs = new Map(verbsOf(await allDefinitions()).map(({ path, verb }) => [path, verb]));
  const lookup = (command: string) => {
    const verb = verbs.get(command);
    if (!verb) throw new Error(`no command "${command}" for an MCP tool`);
    return verb;
  };
  const offered = new Map<string, Offered>();
  for (const tool of TOOLS) {
    const verb = lookup(tool.command);
    if (live && !allowPurchase && isPurchaseTool(verb.effects)) continue;
    const { properties, required } = tool.inputSchema(verb, lookup);
    offered.set(tool.name, {
      tool,
      verb,
      listing: {
        name: tool.name,
        description: `${tool.description} (shipctl ${tool.command}; effects: ${verb.effects.join(', ')})`,
        inputSchema: { type: 'object', properties, ...(required ? { required } : {}) },
        annotations: { title: `shipctl ${tool.command}`, ...annotationsOf(verb.effects, tool.offline) },
      },
    });
  }
  return { offered, lookup };
}

/** A failure as the CLI prints it (message, problems, hint; never a stack), secrets masked. */
function errorResult(
  err: unknown,
  secrets: readonly (string | undefined)[],
  service: string,
): CallToolResult {
  const cause = err instanceof CallFailed ? err.error : err;
  const masked = [...secrets, ...(err instanceof CallFailed ? err.secrets : [])];
  const lines = describeError(cause, { debug: false }).map((l) => redact(l, masked));
  const code = exitCodeFor(cause);
  const message = cause instanceof Error ? redact(cause.message, masked) : lines[0]?.replace(/^error: /, '');
  return {
    isError: true,
    content: [{ type: 'text', text: `${lines.join('\n')}\n(exit code ${code}; ${service})` }],
    structuredContent: {
      error: {
        message,
        exit_code: code,
        ...(cause instanceof CliError && cause.hint ? { hint: redact(cause.hint, masked) } : {}),
        ...(cause instanceof ValidationError ? { problems: cause.problems } : {}),
        ...(cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string'
          ? { code: cause.code }
          : {}),
      },
    },
    _meta: { 'shipctl/service': service },
  };
}

export async function serveMcp(ctx: Context, options: McpOptions): Promise<number> {
  const pinned = serviceOf(ctx.settings());
  const live = pinned.kind === 'live';
  const service = pinned.kind;
  const { offered, lookup } = await offeredTools(live, options.allowPurchase);
  const book = new PurchaseBook(options.maxSpendJpy);
  const base = { env: ctx.env, globals: ctx.globals, service: pinned.key };
  const secrets = () => [...ctx.secrets, ctx.env.SHIPCTL_TOKEN];

  const makeServer = (): Server => {
    const server = new Server(
      { name: 'shipctl', version: VERSION },
      { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS },
    );
    server.setRequestHandler(ListToolsRequestSchema, () => ({
      tools: [...offered.values()].map((o) => o.listing),
    }));
    server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
      const entry = offered.get(request.params.name);
      if (!entry)
        return errorResult(
          new CliError(`no tool named ${request.params.name}`, {
            exitCode: 2,
            hint:
              live && !options.allowPurchase
                ? 'against a live API, buying and voiding need `shipctl mcp --allow-purchase`'
                : undefined,
          }),
          secrets(),
          service,
        );
      const canAsk = server.getClientCapabilities()?.elicitation !== undefined;
      const env: ToolEnv = {
        base,
        book,
        service,
        ...(extra.sessionId !== undefined ? { session: extra.sessionId } : {}),
        ...(canAsk
          ? {
              confirmWithUser: async (message: string) => {
                const answer = await server.elicitInput({
                  message,
                  requestedSchema: {
                    type: 'object',
                    properties: { confirm: { type: 'boolean', title: 'Confirm', description: message } },
                    required: ['confirm'],
                  },
                });
                return answer.action === 'accept' && answer.content?.confirm === true;
              },
            }
          : {}),
      };
      const args = (request.params.arguments ?? {}) as Record<string, unknown>;
      const unknown = unknownArguments(args, entry.listing);
      if (unknown) return errorResult(unknown, secrets(), service);
      try {
        const result = await entry.tool.call(args, entry.verb, env, lookup);
        const mask = (text: string) => redact(text, secrets());
        return {
          content: [{ type: 'text', text: mask(result.text) }, ...(result.extra ?? [])],
          structuredContent: JSON.parse(mask(JSON.stringify(result.json))) as Record<string, unknown>,
          _meta: { 'shipctl/service': service },
        };
      } catch (err) {
        return errorResult(err, secrets(), service);
      }
    });
    return server;
  };

  if (!options.http) return serveStdio(makeServer());
  return serveHttp(ctx, makeServer, options.http.port);
}

/**
 * An argument the tool does not take (`pack_sizee`) would be ignored and the call go on without
 * it: refused instead, naming it, the nearest argument the tool has, and all of them.
 */
function unknownArguments(args: Record<string, unknown>, listing: Tool): CliError | undefined {
  const known = Object.keys(listing.inputSchema.properties ?? {});
  const unknown = Object.keys(args).filter((k) => !known.includes(k));
  if (unknown.length === 0) return undefined;
  const near = unknown.flatMap((k) =>
    closest(
      k,
      known.map((n): [string, string] => [n, n]),
    ),
  );
  return new CliError(
    `${listing.name} has no argument ${unknown.map((k) => JSON.stringify(k)).join(', ')}: nothing was sent`,
    {
      exitCode: 2,
      hint: `${near.length > 0 ? `did you mean ${near.join(', ')}? ` : ''}its arguments: ${known.join(', ')}`,
    },
  );
}

async function serveStdio(server: Server): Promise<number> {
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
  });
  await server.connect(transport);
  // The agent closing our stdin is the end of the session.
  process.stdin.once('end', () => void server.close());
  await closed;
  return 0;
}

const MAX_BODY = 4 * 1024 * 1024;

/** Where the secret is, as a refused request is told (the path is the server owner's to share). */
const SECRET_HINT = 'the file mcp-http.secret of the server’s data directory (`shipctl config path --data`)';

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('request body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

function reply(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

/** Sessions at once, and how long one may stay unused, before it is closed (sessions.ts). */
const MAX_SESSIONS = 32;
const SESSION_IDLE_MS = 30 * 60_000;

async function serveHttp(ctx: Context, makeServer: () => Server, port: number): Promise<number> {
  const sessions = new SessionTable<StreamableHTTPServerTransport>(MAX_SESSIONS, SESSION_IDLE_MS);
  const sweeper = setInterval(() => sessions.sweep(), 60_000);
  sweeper.unref();
  const { secret, file: secretFile } = serverSecret(ctx.settings().paths.dataDir);
  let bound = port;
  // Only this server's own names: a page whose host name was rebound to 127.0.0.1 sends its
  // own name as Host (and its own Origin), and is refused.
  const hostAllowed = (host: string | undefined) =>
    host !== undefined &&
    [`127.0.0.1:${bound}`, `localhost:${bound}`, `[::1]:${bound}`].includes(host.toLowerCase());
  const originAllowed = (origin: string | undefined) =>
    origin === undefined ||
    [`http://127.0.0.1:${bound}`, `http://localhost:${bound}`, `http://[::1]:${bound}`].includes(
      origin.toLowerCase(),
    );

  const http = createServer((req, res) => {
    void (async () => {
      if (!hostAllowed(req.headers.host) || !originAllowed(req.headers.origin))
        return reply(res, 403, 'Forbidden: Host or Origin is not this server (DNS rebinding protection)');
      if (!authorized(req.headers.authorization, secret)) {
        res.setHeader('www-authenticate', 'Bearer realm="shipctl mcp"');
        return reply(res, 401, `Unauthorized: send Authorization: Bearer <the secret in ${SECRET_HINT}>`);
      }
      if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/mcp')
        return reply(res, 404, 'Not found: the endpoint is /mcp');
      const sessionId = req.headers['mcp-session-id'];
      const known = typeof sessionId === 'string' ? sessions.use(sessionId) : undefined;
      if (req.method !== 'POST') {
        if (!known) return reply(res, 400, 'Bad request: no valid session id');
        return known.handleRequest(req, res);
      }
      let body: unknown;
      try {
        body = await readJson(req);
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null }),
        );
      }
      if (known) return known.handleRequest(req, res, body);
      if (sessionId !== undefined || !isInitializeRequest(body))
        return reply(
          res,
          sessionId !== undefined ? 404 : 400,
          'Bad request: initialize first (no valid session id)',
        );
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => {
          sessions.add(id, transport);
        },
      });
      transport.onclose = () => {
        if (transport.sessionId) sessions.delete(transport.sessionId);
      };
      await makeServer().connect(transport);
      await transport.handleRequest(req, res, body);
    })().catch((err: unknown) => {
      if (!res.headersSent) reply(res, 500, `Internal error: ${redact((err as Error).message, ctx.secrets)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, '127.0.0.1', () => resolve());
  });
  const address = http.address();
  bound = typeof address === 'object' && address ? address.port : port;
  ctx.io.stderr.write(`${messages().admin.mcp.listening(`http://127.0.0.1:${bound}/mcp`, secretFile)}\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  clearInterval(sweeper);
  for (const transport of sessions.values()) await transport.close().catch(() => undefined);
  await new Promise<void>((resolve) => http.close(() => resolve()));
  return 0;
}
