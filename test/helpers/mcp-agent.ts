// An agent of `shipctl mcp`: the MCP SDK's own Client over stdio against the built binary, on a
// test's home, connected as agents connect — the tools listed before any call, so every result is
// held to its tool's output schema by the SDK itself.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { BIN, buildError, cleanEnv } from './cli.js';
import type { TestSandbox } from './sandbox.js';

export interface AgentOptions {
  /** The home the server runs in (SHIPCTL_HOME and its working directory). */
  home: string;
  /** The API it is started against (`--base-url`, its token and clock); null: the embedded sandbox. */
  api: Pick<TestSandbox, 'url' | 'token' | 'deps'> | null;
  /** The clock the CLI is told when there is no API to read it from. */
  now?: Date;
  /** What the user answers when the server asks (the client then supports elicitation). */
  answer?: (message: string) => ElicitResult;
}

/** An agent connected to `shipctl [--base-url …] mcp ...flags`. */
export async function connectAgent(flags: readonly string[], o: AgentOptions): Promise<Client> {
  const failed = buildError();
  if (failed) throw new Error(`the build failed in globalSetup:\n${failed}`);
  const now = o.api ? o.api.deps.clock.now() : o.now;
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, ...(o.api ? ['--base-url', o.api.url] : []), 'mcp', ...flags],
    env: cleanEnv(o.home, {
      ...(o.api ? { SHIPCTL_TOKEN: o.api.token } : {}),
      ...(now ? { SHIPCTL_NOW: now.toISOString() } : {}),
    }),
    cwd: o.home,
    stderr: 'pipe',
  });
  const client = new Client(
    { name: 'e2e-agent', version: '1.0.0' },
    o.answer ? { capabilities: { elicitation: {} } } : {},
  );
  if (o.answer) {
    const answer = o.answer;
    client.setRequestHandler(ElicitRequestSchema, (req) => answer(req.params.message));
  }
  await client.connect(transport);
  await client.listTools();
  return client;
}

/** A recipient in Osaka, as an agent writes one. */
export const OSAKA_RECIPIENT = {
  full_name: 'Jiro Suzuki',
  phone: '0612345678',
  country: 'JP',
  zip: '530-0001',
  province: '大阪府',
  city: '大阪市北区',
  address1: '1-1 Umeda',
};

export type ToolResult = {
  isError?: boolean;
  content: { type: string; text?: string }[];
  structuredContent?: Record<string, any>;
  _meta?: Record<string, unknown>;
};

export const callTool = async (c: Client, name: string, args: Record<string, unknown>) =>
  (await c.callTool({ name, arguments: args })) as ToolResult;

/** All an agent that reads only the text sees. */
export const textOf = (r: ToolResult) => r.content.map((p) => p.text ?? '').join('\n');
