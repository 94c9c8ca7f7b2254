// The MCP conformance suite's server scenarios, run by the suite's own runner
// (@modelcontextprotocol/conformance), against the built `shipctl mcp --http --port 0` on a
// temporary home: initialize, ping, the tools list, and the DNS-rebinding protection of a
// server bound to loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, cleanEnv, makeHome, runCli } from '../helpers/cli.js';

const runner = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json')),
  'dist',
  'index.js',
);

let home: ReturnType<typeof makeHome>;
let server: ChildProcess;
let url = '';

beforeAll(async () => {
  home = makeHome();
  server = spawn(process.execPath, [BIN, 'mcp', '--http', '--port', '0'], {
    env: cleanEnv(home.dir),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let said = '';
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`shipctl mcp did not start:\n${said}`)), 30_000);
    server.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      said += chunk;
      const found = /http:\/\/127\.0\.0\.1:\d+\/mcp/.exec(said)?.[0];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    });
    server.on('exit', (code) => reject(new Error(`shipctl mcp exited ${code}:\n${said}`)));
  });
});

afterAll(async () => {
  // The server writes into the home (compile cache, the sandbox) until it has exited.
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await exited;
  }
  await runCli(['sandbox', 'stop'], { home: home.dir });
  home?.remove();
});

function scenario(name: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [runner, 'server', '--url', url, '--scenario', name], {
      env: cleanEnv(home.dir),
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('shipctl mcp --http passes the MCP conformance server scenarios', () => {
  it.each(['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection'])(
    '%s',
    async (name) => {
      const { code, output } = await scenario(name);
      expect(output, output).toMatch(/Passed: (\d+)\/\1, 0 failed/);
      expect(output).not.toMatch(/FAILURE/);
      expect(code, output).toBe(0);
    },
    60_000,
  );
});
