// `shipctl mcp`: the tools of tools.ts served over stdio (a desktop agent starts the process)
// or Streamable HTTP on the loopback interface, where every request's Host and Origin must
// name this server (a web page cannot reach it by rebinding a name of its own to 127.0.0.1)
// and carry the server's secret (secret.ts: another local user can reach a loopback port too).
// The service (sandbox, or a live base URL and account) is pinned when the server starts: a
// call whose configuration resolves to another one is refused (call.ts).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  isInitializeRequest,
  ListToolsRequestSchema,
  type CallToolResult,
  type ListToolsResult,
} from '@modelcontextprotocol/sdk/types.js';
import { redact } from '../config/redact.js';
import { serviceOf } from '../config/index.js';
import type { Context } from '../cli/context.js';
import { describeError, exitCodeFor } from '../cli/errors.js';
import { VERSION } from '../cli/version.js';
import { messages } from '../i18n/index.js';
import { CliError, EXIT, ValidationError } from '../ops/errors.js';
import { SpendLedger } from '../ops/spend.js';
import { PurchaseBook } from './purchase.js';
import { authorized, serverSecret } from './secret.js';
import { SessionTable } from './sessions.js';
import { argumentOf, forTool, said } from './text.js';

export { forTool };
import { annotationsOf, isPurchaseTool, READ_TOOLS, type ToolDefinition, type ToolEnv } from './tools.js';
import { BUY_TOOLS } from './tools-buy.js';
import { ORDER_TOOLS } from './tools-orders.js';

export interface McpOptions {
  http?: { port: number };
  /** The most this profile's servers may spend on labels per JST day. */
  maxSpendJpy?: number;
  allowPurchase: boolean;
}

export const TOOLS: readonly ToolDefinition[] = [...READ_TOOLS, ...BUY_TOOLS, ...ORDER_TOOLS];

const INSTRUCTIONS =
  'shipctl: quote, buy, find, track and void shipping labels; list, create and ship orders. ' +
  'Buying, voiding and shipping orders take two calls: the first returns a plan and a confirmation_token and sends nothing; ' +
  'show the plan to the user and call again with the same arguments and the token only once they agree (the same token again returns the same result). ' +
  'Test labels (free) are the default wherever the carrier makes them.';

/**
 * The tool list as an agent pays for it on every session: without what says nothing (a schema
 * dialect, "any other member" spelled `{}`, empty member lists, the largest safe integer as a
 * bound, task support that is the default "forbidden").
 */
export function trimmedListing(listing: ListToolsResult): ListToolsResult {
  const trim = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(trim);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$schema') continue;
      if ((key === 'additionalProperties' || key === 'properties') && isEmptyObject(value)) continue;
      if ((key === 'maximum' || key === 'minimum') && Math.abs(Number(value)) === Number.MAX_SAFE_INTEGER)
        continue;
      out[key] = trim(value);
    }
    return out;
  };
  return {
    ...listing,
    tools: listing.tools.map(({ execution, ...tool }) => ({
      ...(trim(tool) as typeof tool),
      ...(execution && execution.taskSupport !== 'forbidden' ? { execution } : {}),
    })),
  };
}

const isEmptyObject = (value: unknown): boolean =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;

/** A failure as an agent reads it (message, problems, hint; never a stack), secrets masked. */
function errorResult(
  err: unknown,
  secrets: readonly (string | undefined)[],
  service: string,
  known: readonly string[],
): CallToolResult {
  const cause = err;
  const masked = secrets;
  const code = exitCodeFor(cause);
  const lines = forTool(
    describeError(cause, { debug: false }).map((l) => redact(l, masked)),
    known,
  );
  const hint =
    cause instanceof CliError && cause.hint
      ? forTool([`hint: ${redact(cause.hint, masked)}`], known)[0]
      : undefined;
  const message =
    cause instanceof Error
      ? forTool([redact(cause.message, masked)], known)[0]
      : lines[0]?.replace(/^error: /, '');
  return {
    isError: true,
    content: [{ type: 'text', text: `${lines.join('\n')}\n(exit code ${code}; ${service})` }],
    // Beside the text, not as structuredContent: a client that listed the tools validates
    // structured content against the tool's output schema, error or not, and would throw the
    // error away as a schema mismatch.
    _meta: {
      'shipctl/service': service,
      'shipctl/error': {
        message,
        exit_code: code,
        ...(hint ? { hint: hint.replace(/^hint: /, '') } : {}),
        ...(cause instanceof ValidationError
          ? {
              problems: cause.problems.map((p) => {
                const named = argumentOf(p.field, known);
                return {
                  field: p.field,
                  ...(named ? { argument: named } : {}),
                  issue: forTool([p.issue], known)[0],
                };
              }),
            }
          : {}),
        ...(cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string'
          ? { code: cause.code }
          : {}),
      },
    },
  };
}

export async function serveMcp(ctx: Context, options: McpOptions): Promise<number> {
  const settings = ctx.settings();
  const pinned = serviceOf(settings);
  const live = pinned.kind === 'live';
  const service = pinned.kind;
  const offered = TOOLS.filter((t) => !(live && !options.allowPurchase && isPurchaseTool(t.effects)));
  const ledger = SpendLedger.open({
    dataDir: settings.paths.dataDir,
    profile: settings.profile.value,
    ...(options.maxSpendJpy !== undefined ? { capJpy: options.maxSpendJpy } : {}),
    now: ctx.now,
  });
  const book = new PurchaseBook(ledger);
  const base = {
    ops: ctx,
    env: ctx.env,
    flags: { profile: ctx.globals.profile, baseUrl: ctx.globals.baseUrl },
    service: pinned.key,
  };
  const secrets = () => [...ctx.secrets, ctx.env.SHIPCTL_TOKEN];
  const mask = (text: string) => redact(text, secrets());

  const makeServer = (): McpServer => {
    const mcp = new McpServer({ name: 'shipctl', version: VERSION }, { instructions: INSTRUCTIONS });
    // The SDK answers an unknown tool and arguments that do not fit before any tool runs: its
    // answer gets the fix an agent needs (a live server's buying tools need --allow-purchase)
    // and the outcome code every other error carries.
    const setRequestHandler = mcp.server.setRequestHandler.bind(mcp.server);
    mcp.server.setRequestHandler = ((schema: unknown, handler: (...a: any[]) => Promise<unknown>) =>
      setRequestHandler(
        schema as never,
        (schema === CallToolRequestSchema
          ? async (...a: any[]) =>
              sdkErrorsExplained((await handler(...a)) as CallToolResult, a[0]?.params?.name)
          : schema === ListToolsRequestSchema
            ? async (...a: any[]) => trimmedListing((await handler(...a)) as ListToolsResult)
            : handler) as never,
      )) as typeof mcp.server.setRequestHandler;
    const sdkErrorsExplained = (result: CallToolResult, name: string | undefined): CallToolResult => {
      if (!result.isError || result._meta?.['shipctl/error']) return result;
      const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
      const hint =
        /not found/.test(text) && live && !options.allowPurchase ? `\nhint: ${said.noToolHint}` : '';
      return {
        ...result,
        content: [{ type: 'text', text: `${mask(text)}${hint}\n(exit code ${EXIT.usage}; ${service})` }],
        _meta: {
          'shipctl/service': service,
          'shipctl/error': { message: mask(text), exit_code: EXIT.usage, ...(name ? { tool: name } : {}) },
        },
      };
    };
    for (const tool of offered)
      mcp.registerTool(
        tool.name,
        {
          description: tool.description,
          inputSchema: tool.input,
          outputSchema: tool.output,
          annotations: annotationsOf(tool.effects, tool.offline),
        },
        async (args: Record<string, unknown>, extra): Promise<CallToolResult> => {
          const canAsk = mcp.server.getClientCapabilities()?.elicitation !== undefined;
          const progressToken = extra._meta?.progressToken;
          const env: ToolEnv = {
            scope: { base, now: ctx.now, signal: extra.signal },
            book,
            service,
            ...(extra.sessionId !== undefined ? { session: extra.sessionId } : {}),
            ...(progressToken !== undefined
              ? {
                  progress: (done: number, total: number, message: string) =>
                    void extra
                      .sendNotification({
                        method: 'notifications/progress',
                        params: { progressToken, progress: done, total, message: mask(message) },
                      })
                      .catch(() => undefined),
                }
              : {}),
            ...(canAsk
              ? {
                  confirmWithUser: async (message: string) => {
                    const answer = await mcp.server.elicitInput({
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
          try {
            const result = await tool.call(args, env);
            return {
              content: [{ type: 'text', text: mask(result.text) }, ...(result.extra ?? [])],
              structuredContent: JSON.parse(mask(JSON.stringify(result.json))) as Record<string, unknown>,
              _meta: { 'shipctl/service': service },
            };
          } catch (err) {
            return errorResult(err, secrets(), service, Object.keys(tool.input.shape));
          }
        },
      );
    return mcp;
  };

  try {
    if (!options.http) return await serveStdio(makeServer());
    return await serveHttp(ctx, makeServer, options.http.port);
  } finally {
    ledger.close();
  }
}

async function serveStdio(server: McpServer): Promise<number> {
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = () => resolve();
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

async function serveHttp(ctx: Context, makeServer: () => McpServer, port: number): Promise<number> {
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
