// `shipctl mcp --http` as another local user would meet it: a loopback port anyone on the
// machine can connect to, so every request must carry the server's secret (a 0600 file in the
// data directory); a token planned in one session buys nothing in another; and sessions are
// bounded, however many `initialize`s arrive.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import { BIN, cleanEnv, makeHome } from '../helpers/cli.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

let sb: TestSandbox;
let home: ReturnType<typeof makeHome>;
let server: ChildProcess;
let url = '';
let secretFile = '';
let secret = '';

beforeAll(async () => {
  sb = await startTestSandbox({ clock: fixedClock(new Date(WEDNESDAY_10_JST)) });
  home = makeHome();
  server = spawn(
    process.execPath,
    [BIN, '--base-url', sb.url, 'mcp', '--http', '--port', '0', '--allow-purchase'],
    {
      env: cleanEnv(home.dir, { SHIPCTL_TOKEN: sb.token, SHIPCTL_NOW: sb.deps.clock.now().toISOString() }),
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let said = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`shipctl mcp did not start:\n${said}`)), 30_000);
    server.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      said += chunk;
      const found = /(http:\/\/127\.0\.0\.1:\d+\/mcp) .*Bearer <the contents of (.+?)>/.exec(said);
      if (found) {
        clearTimeout(timer);
        [, url, secretFile] = found as unknown as [string, string, string];
        resolve();
      }
    });
    server.on('exit', (code) => reject(new Error(`shipctl mcp exited ${code}:\n${said}`)));
  });
  secret = readFileSync(secretFile, 'utf8').trim();
});

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await exited;
  }
  home?.remove();
  await sb?.close();
});

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
};
const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify(body),
  });
const bearer = (s: string) => ({ authorization: `Bearer ${s}` });

async function agent(): Promise<Client> {
  const client = new Client({ name: 'e2e-http-agent', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: bearer(secret) } }),
  );
  return client;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;

describe('shipctl mcp --http: nothing another local user can reach', () => {
  it('refuses a request without the secret, or with another, with 401; the secret is a 0600 file', async () => {
    for (const headers of [{}, bearer('not-the-secret'), { authorization: secret }]) {
      const r = await post(INITIALIZE, headers);
      expect(r.status).toBe(401);
      expect(r.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await r.text()).not.toContain(secret);
    }
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    const ok = await post(INITIALIZE, bearer(secret));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('mcp-session-id')).toBeTruthy();
  });

  it.skipIf(!isRoot || !has('runuser') || !has('curl'))(
    'another local user (nobody) can read neither the secret nor the tools: 401',
    () => {
      const asNobody = (command: string) =>
        spawnSync('runuser', ['-u', 'nobody', '--', 'sh', '-c', command], { encoding: 'utf8' });
      expect(asNobody(`cat '${secretFile}'`).status).not.toBe(0);
      const curl = asNobody(
        `curl -s -o /dev/null -w '%{http_code}' -X POST -H 'content-type: application/json' ` +
          `-H 'accept: application/json, text/event-stream' --data '${JSON.stringify(INITIALIZE)}' ${url}`,
      );
      expect(curl.stdout).toBe('401');
    },
  );

  it('a token planned in one session buys nothing in another', async () => {
    const [a, b] = [await agent(), await agent()];
    const args = {
      to_address: {
        country: 'JP',
        zip: '530-0001',
        province: '大阪府',
        city: '大阪市北区',
        address1: '1-1',
        full_name: 'Jiro',
        phone: '0612345678',
      },
      pack_size: 80,
      carrier: 'sagawa',
      test: false,
      ref: 'HTTP-SESSION-1',
    };
    const plan = (await a.callTool({ name: 'create_shipment', arguments: args })) as {
      structuredContent?: any;
    };
    const token = plan.structuredContent!.confirmation_token as string;
    expect(token).toMatch(/^confirm-/);
    const stolen = (await b.callTool({
      name: 'create_shipment',
      arguments: { ...args, confirmation_token: token },
    })) as {
      isError?: boolean;
      content: { text?: string }[];
    };
    expect(stolen.isError).toBe(true);
    expect(stolen.content[0]!.text).toMatch(/unknown confirmation_token .*nothing was sent/);
    const shipments = (await sb.request('GET', '/v1/shipments?state=any&scope=all&limit=250')).body as {
      setup: { ref_number?: string };
    }[];
    expect(shipments.filter((s) => s.setup.ref_number === 'HTTP-SESSION-1')).toEqual([]);
    await a.close();
    await b.close();
  }, 60_000);

  it('keeps at most 32 sessions: the least recently used is closed when more arrive', async () => {
    const first = (await post(INITIALIZE, bearer(secret))).headers.get('mcp-session-id')!;
    for (let i = 0; i < 40; i += 1) expect((await post(INITIALIZE, bearer(secret))).status).toBe(200);
    const ping = { jsonrpc: '2.0', id: 2, method: 'ping' };
    const gone = await post(ping, {
      ...bearer(secret),
      'mcp-session-id': first,
      'mcp-protocol-version': '2025-06-18',
    });
    expect(gone.status).toBe(404);
  }, 60_000);
});
