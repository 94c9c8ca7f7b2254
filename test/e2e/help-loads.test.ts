// a verb is a cheap definition (flags, help, examples) and a handler loaded only
// when it runs. `--help` of every verb, and the completion scripts (which read the whole
// tree), must load neither zod nor undici: the built CLI runs under a loader hook
// (bench/module-trace.mjs) that lists what it loaded, bundled chunks included.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { traceModules } from '../../bench/module-trace.mjs';
import type { CommandKit } from '../../src/cli/define.js';
import { HELP_TOPICS } from '../../src/cli/commands/help-topics/index.js';
import { buildProgram } from '../../src/cli/program.js';
import { BIN, buildError, cleanEnv, makeHome } from '../helpers/cli.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { fakeStreams } from '../helpers/streams.js';

const HEAVY = ['zod', 'undici'];
const kit: CommandKit = { dispatch: async () => undefined };

function walk(cmd: Command, path: string[] = []): string[][] {
  return cmd.commands
    .filter((c) => c.name() !== 'help')
    .flatMap((c) => [[...path, c.name()], ...walk(c, [...path, c.name()])]);
}

/** Runs `fn` over `items`, `limit` at a time (the machine has few cores). */
async function pooled<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

let home: ReturnType<typeof makeHome>;
beforeAll(() => {
  home = makeHome();
});
afterAll(() => home.remove());

async function heavyLoadedBy(
  args: string[],
): Promise<{ args: string; status: number | null; heavy: string[] }> {
  const failed = buildError();
  if (failed) throw new Error(`the build failed in globalSetup, so the CLI cannot run:\n${failed}`);
  const t = await traceModules(args, { env: cleanEnv(home.dir) });
  const heavy = HEAVY.filter((p) => t.packages.has(p) || t.bundled.has(p));
  return { args: args.join(' '), status: t.status, heavy };
}

describe('help and completion load neither zod nor undici', () => {
  it('no verb’s --help loads zod or undici (every command of the tree)', async () => {
    const program = await buildProgram([], kit, fakeStreams(), { loadAll: true });
    const topics = new Set(HELP_TOPICS.map((t) => t.name));
    const paths = walk(program).filter((p) => !topics.has(p[0]!) && p[0] !== '__complete');
    // The tree is walked, not listed: a verb added later is held to it too.
    expect(paths.map((p) => p.join(' '))).toEqual(
      expect.arrayContaining(['shipments list', 'orders ship', 'batch ship', 'ship', 'webhooks listen']),
    );
    const results = await pooled([[], ...paths], 3, (p) => heavyLoadedBy([...p, '--help']));
    expect(results.filter((r) => r.status !== 0)).toEqual([]);
    expect(results.filter((r) => r.heavy.length > 0)).toEqual([]);
  }, 240_000);

  it('the completion scripts (the whole tree) load neither zod nor undici', async () => {
    const results = await pooled(
      [
        ['completion', 'bash'],
        ['completion', 'zsh'],
        ['completion', 'fish'],
        ['__complete', 'scripts'],
      ],
      2,
      heavyLoadedBy,
    );
    expect(results).toEqual(results.map((r) => ({ ...r, status: 0, heavy: [] })));
  }, 60_000);

  it('the check does see zod once a handler runs (shipments get; nothing listening)', async () => {
    // The handler loads contract/ (zod), then fails to connect: proof that the tests above would
    // notice a verb whose definition pulled it in. No command bundles undici any more (every
    // request goes through node:http, src/api/transport.ts); it stays in HEAVY so that one
    // importing it again for a definition is caught.
    const get = await traceModules(
      ['shipments', 'get', 'API-AB12CD34EF', '--base-url', 'http://127.0.0.1:9'],
      {
        env: cleanEnv(home.dir, { SHIPCTL_TOKEN: 'tok_trace_only' }),
      },
    );
    expect([...get.bundled].filter((p) => HEAVY.includes(p)).sort()).toEqual(['zod']);
  }, 60_000);
});

describe('a command of the domain rules alone loads no zod', () => {
  it('carriers catalog sagawa loads neither zod nor undici (domain/ shares no chunk with contract/)', async () => {
    // The lazy tables of domain/ and the lazy schemas of contract/ share one memo helper
    // (domain/lazy.ts); were it bundled with the schemas, every domain command would load zod.
    const res = await heavyLoadedBy(['carriers', 'catalog', 'sagawa']);
    expect(res).toEqual({ args: 'carriers catalog sagawa', status: 0, heavy: [] });
  }, 60_000);
});

describe('shipments list loads the lists, not the rules', () => {
  it('shipments list --json (served) loads domain-base and not the rules chunk (domain-*)', async () => {
    // A helper the list reaches (a tracking number's or a ref's key) placed among the rules
    // would load all 120 kB of them on every list: about two milliseconds (bench/commands.mjs).
    const sandbox = await startTestSandbox();
    try {
      const t = await traceModules(['shipments', 'list', '--json'], {
        env: cleanEnv(home.dir, { SHIPCTL_BASE_URL: sandbox.url, SHIPCTL_TOKEN: sandbox.token }),
      });
      expect(t.status, t.stderr).toBe(0);
      const chunks = [...t.chunks].map((c) => path.basename(c));
      expect(chunks.some((c) => c.startsWith('domain-base-'))).toBe(true);
      expect(chunks.filter((c) => /^domain-(?!base-)/.test(c))).toEqual([]);
    } finally {
      await sandbox.close();
    }
  }, 60_000);
});

describe('Node modules a command loads only when it uses them', () => {
  // What the command's process loads: process.moduleLoadList at exit, under a CommonJS preload (the loader hook above would load
  // fs/promises itself): child_process (commander, printing, the warm sandbox's start) costs
  // about a millisecond, fs/promises (and the readline and stream modules it pulls) another,
  // crypto (fifteen modules) more than both.
  const builtinsOf = async (args: string[], env: NodeJS.ProcessEnv = {}): Promise<Set<string>> => {
    const failed = buildError();
    if (failed) throw new Error(`the build failed in globalSetup, so the CLI cannot run:\n${failed}`);
    const out = path.join(home.dir, `builtins-${args.join('-')}.txt`);
    const preload = path.join(home.dir, 'builtins.cjs');
    writeFileSync(
      preload,
      `process.on('exit', () => require('node:fs').writeFileSync(process.env.BUILTINS_OUT, process.moduleLoadList.join('\\n')));\n`,
    );
    const res = await new Promise<{ status: number; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['-r', preload, BIN, ...args],
        {
          env: { ...cleanEnv(home.dir), ...env, BUILTINS_OUT: out },
          encoding: 'utf8',
        },
        (err, _stdout, stderr) => resolve({ status: err ? Number(err.code ?? 1) : 0, stderr }),
      );
    });
    expect(res.status, res.stderr).toBe(0);
    return new Set(
      readFileSync(out, 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('NativeModule '))
        .map((l) => l.slice('NativeModule '.length)),
    );
  };

  // commander requires child_process when it loads (for executable subcommands, which shipctl
  // has none of): every command pays for it, as the dependency is used unmodified.
  it('carriers catalog and shipments list --help load no fs/promises', async () => {
    for (const args of [
      ['carriers', 'catalog', 'sagawa'],
      ['shipments', 'list', '--help'],
    ]) {
      const loaded = await builtinsOf(args);
      expect(loaded.has('fs'), 'the check sees builtins').toBe(true);
      expect(
        [...loaded].filter((m) => m === 'fs/promises'),
        args.join(' '),
      ).toEqual([]);
    }
  });

  it('node:sqlite is loaded by a command that opens a database, and by no other', async () => {
    const sandbox = await startTestSandbox();
    try {
      const env = { SHIPCTL_BASE_URL: sandbox.url, SHIPCTL_TOKEN: sandbox.token };
      for (const args of [
        ['carriers', 'catalog', 'sagawa'],
        ['shipments', 'list', '--help'],
        ['batch', 'ship', '--help'],
        ['rates', '--to-zip', '530-0001', '--pack-size', '80', '--json'],
      ])
        expect((await builtinsOf(args, env)).has('sqlite'), args.join(' ')).toBe(false);
    } finally {
      await sandbox.close();
    }
    const reset = await builtinsOf(['sandbox', 'reset', '--yes', '--json']);
    expect(reset.has('sqlite'), 'sandbox reset opens the sandbox database').toBe(true);
  }, 60_000);
});
