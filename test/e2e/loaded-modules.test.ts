// What a command loads is what its work needs: `--help` prints from the command table, and a
// served `rates` or `shipments list` sends plain-http requests and prints JSON. Each is held to an
// allowed set of Node built-ins and packages, so that a module pulling in TLS, crypto, readline,
// a PDF library or the Japanese catalog for such a run fails here rather than in a stopwatch
// (bench/loaded-modules.mjs prints the same lists).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinsOf, traceModules } from '../../bench/module-trace.mjs';
import { buildError, cleanEnv, makeHome, REPO_ROOT } from '../helpers/cli.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

/** What starting any command loads (commander requires child_process, which brings net and dgram). */
const STARTUP = [
  'async_hooks',
  'buffer',
  'child_process',
  'dgram',
  'diagnostics_channel',
  'events',
  'fs',
  'module',
  'net',
  'os',
  'path',
  'process',
  'querystring',
  'stream',
  'stream/promises',
  'string_decoder',
  'timers',
  'tty',
  'url',
  'util',
  'util/types',
];
/** node:http and its parts (node:http loads its server half too). */
const PLAIN_HTTP = [
  '_http_agent',
  '_http_client',
  '_http_common',
  '_http_incoming',
  '_http_outgoing',
  '_http_server',
  'http',
];

let home: ReturnType<typeof makeHome>;
let sandbox: TestSandbox;
beforeAll(async () => {
  home = makeHome();
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
  home.remove();
});

async function loaded(args: string[], served: boolean) {
  const failed = buildError();
  if (failed) throw new Error(`the build failed in globalSetup, so the CLI cannot run:\n${failed}`);
  const env = cleanEnv(
    home.dir,
    served ? { SHIPCTL_BASE_URL: sandbox.url, SHIPCTL_TOKEN: sandbox.token } : {},
  );
  const [trace, node] = await Promise.all([traceModules(args, { env }), builtinsOf(args, { env })]);
  expect(trace.status, trace.stderr).toBe(0);
  expect(node.status, node.stderr).toBe(0);
  return {
    builtins: node.builtins,
    packages: [...trace.packages].sort(),
    bundled: [...trace.bundled].sort(),
    chunks: [...trace.chunks].map((c) => path.basename(c).replace(/-[\w-]{8}\.cjs$/, '')),
    /** The modules bundled into the loaded chunks, as their source maps name them. */
    sources: [...trace.chunks]
      .map((c) => path.join(REPO_ROOT, `${c}.map`))
      .filter((map) => existsSync(map)) // the bundler's runtime chunk has none
      .flatMap((map) => (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources),
  };
}

const beyond = (got: Set<string>, allowed: readonly string[]) =>
  [...got].filter((m) => !allowed.includes(m)).sort();

describe('a command loads what its work needs and nothing else', () => {
  it('--help loads the startup built-ins and commander: no chalk, zod, HTTP, command context or catalog but English', async () => {
    const got = await loaded(['--help'], false);
    expect(beyond(got.builtins, STARTUP)).toEqual([]);
    expect(got.packages).toEqual([]);
    expect(got.bundled).toEqual(['commander']);
    expect(got.chunks.filter((c) => c.startsWith('ja'))).toEqual([]);
    // Help is commander's own output: neither the command context nor the error reporting.
    expect(got.chunks.filter((c) => c.startsWith('context'))).toEqual([]);
    // The launcher's entry, the chunk every run loads and the bundler's runtime: nothing else.
    expect(got.chunks.sort()).toEqual(['cli', 'main.cjs', 'rolldown-runtime']);
  }, 60_000);

  it.each([
    ['rates', ['rates', '--to-zip', '530-0001', '--pack-size', '80', '--json']],
    ['shipments list', ['shipments', 'list', '--json']],
  ])(
    'served %s over http:// loads node:http but no TLS, crypto, http2, readline, zlib, sqlite or installed package',
    async (_name, args) => {
      const got = await loaded(args, true);
      // The check sees HTTP being loaded: the allowed set is not vacuous.
      expect(got.builtins.has('http')).toBe(true);
      expect(beyond(got.builtins, [...STARTUP, ...PLAIN_HTTP])).toEqual([]);
      expect(got.packages).toEqual([]);
      expect(got.bundled).toEqual(['chalk', 'commander', 'zod']);
      expect(got.chunks.filter((c) => c.startsWith('ja') || c.startsWith('undici'))).toEqual([]);
      // zod's JSON Schema output is the MCP server's: a request's schemas only parse.
      expect(got.sources.some((f) => f.includes('node_modules/zod/v4/core/schemas.js'))).toBe(true);
      expect(
        got.sources.filter((f) => /zod\/v4\/core\/(to-json-schema|json-schema-processors)\.js$/.test(f)),
      ).toEqual([]);
    },
    60_000,
  );
});
