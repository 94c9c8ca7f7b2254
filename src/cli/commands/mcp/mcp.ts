import type { Context } from '../../context.js';
import { EXIT, UsageError } from '../../errors.js';
import { watchInstall } from '../../install-watch.js';
import { messages } from '../../../i18n/index.js';
import { MCP_FLAGS, type McpOptions } from './index.js';

/** A whole number of yen, from --max-spend or mcp.max_spend; undefined when neither is set. */
function spendLimit(options: McpOptions, ctx: Context): number | undefined {
  const raw = options.maxSpend ?? ctx.settings().defaults['mcp.max_spend'].value;
  if (raw === undefined) return undefined;
  const yen = Number(raw.replace(/[,_\s]/g, ''));
  if (!/^\d+$/.test(raw.replace(/[,_\s]/g, '')) || !Number.isSafeInteger(yen))
    throw new UsageError(
      messages().admin.mcp.maxSpend(raw),
      options.maxSpend === undefined ? messages().admin.mcp.maxSpendHint : undefined,
    );
  return yen;
}

export async function run(options: McpOptions, ctx: Context): Promise<number> {
  if (options.port !== undefined && !options.http)
    throw new UsageError(messages().admin.mcp.portWithoutHttp(MCP_FLAGS.port.long, MCP_FLAGS.http.long));
  const port = options.port === undefined ? 0 : Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(messages().admin.mcp.port(String(options.port)));
  const maxSpendJpy = spendLimit(options, ctx);
  // The MCP SDK is loaded here only: no other command pays for it.
  const { serveMcp } = await import('../../../mcp/server.js');
  // A server whose install was rebuilt under it would answer with code of two builds, or fail
  // to load a tool's code: it says so and ends (an MCP client restarts it), whatever it is doing.
  watchInstall(() => {
    ctx.io.stderr.write(`${messages().common.installChanged}\n`);
    process.exit(EXIT.failure);
  });
  return serveMcp(ctx, {
    ...(options.http ? { http: { port } } : {}),
    ...(maxSpendJpy !== undefined ? { maxSpendJpy } : {}),
    allowPurchase: Boolean(options.allowPurchase),
  });
}
