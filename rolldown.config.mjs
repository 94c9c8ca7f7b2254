// The build: dist/ as CommonJS chunks (rolldown), which bin/shipctl.js loads without Node's
// ESM loader and compiles with a V8 code cache (bin/compile-cache.js). A command loads
// main.cjs, a few shared chunks and its own: every file is one more read and compile, so the
// modules every command needs are grouped into a handful of chunks instead of the bundler's
// fine-grained split (bench/commands.mjs, bench/loaded-modules.mjs).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'rolldown';
import { POSTAL_TABLE_FILE, writePostalTable } from './scripts/gen-postal.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// One id per build: the warm sandbox of another build is replaced (src/cli/sandbox-warm.ts), and
// the code cache of another build is never read (bin/compile-cache.js reads dist/BUILD).
const BUILD_ID = `${pkg.version}+${Date.now().toString(36)}`;

// Pure-JS packages whose many small files cost more to resolve and read than to parse are
// bundled and, but for chalk (ora needs it), dev dependencies: a production install does not
// carry them. Large lazily loaded ones (fastify, pdf-lib…) stay installed packages, and so
// does string-width, which output/width.ts requires only for text that is not plain Latin.
const BUNDLED = new Set(['commander', 'chalk', 'zod', 'undici']);
const packageOf = (id) => (id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]);
const external = (id) => id.startsWith('node:') || (/^[@a-z]/i.test(id) && !BUNDLED.has(packageOf(id)));

/** Chunks by what loads them: every run (cli), every command (context), every API call (client,
 * schemas), the domain rules. */
const group = (name, test, priority) => ({ name, test, priority });
const src = (re) => new RegExp(`[\\\\/]src[\\\\/]${re}`);

export default defineConfig({
  input: { main: 'src/cli/main.ts' },
  platform: 'node',
  external,
  treeshake: { moduleSideEffects: (id, external) => external || !/[\\/]src[\\/]domain[\\/]/.test(id) },
  transform: {
    define: {
      __SHIPCTL_VERSION__: JSON.stringify(pkg.version),
      // A warm sandbox started by another build is stopped and replaced (src/cli/sandbox-warm.ts).
      __SHIPCTL_BUILD__: JSON.stringify(BUILD_ID),
    },
  },
  output: {
    dir: 'dist',
    format: 'cjs',
    entryFileNames: '[name].cjs',
    // Packages loaded on demand are required (Node ≥ 20.19 requires ES modules too): an import()
    // in code compiled through vm.Script would need a dynamic-import callback (compile-cache.js).
    dynamicImportInCjs: false,
    sourcemap: true,
    // Comments are for the sources (the source maps point there), not for Node to scan on every run.
    comments: false,
    // ASCII source: V8 keeps it as one-byte strings and Node decodes it about twice as fast.
    charset: 'ascii',
    chunkFileNames: '[name]-[hash].cjs',
    codeSplitting: {
      groups: [
        // What a run handed to the resident loads before it (src/cli/resident/): no commander.
        group(
          'std',
          /[\\/]src[\\/]cli[\\/](version|std-streams|stdout-guard|argv-words|env-switch|resident[\\/]shared)\.ts$/,
          50,
        ),
        group('resident-client', src('cli[\\\\/]resident[\\\\/]client\\.ts$'), 50),
        group(
          'cli',
          /[\\/]node_modules[\\/](commander|chalk)[\\/]|[\\/]src[\\/]cli[\\/](run|program|command-kit|io|commands[\\/]index|commands[\\/]help-topics[\\/][^\\/]+|output[\\/]width)\.ts$/,
          40,
        ),
        group(
          'context',
          src(
            '(cli[\\\\/](context|errors|prompter|confirm|output[\\\\/][^\\\\/]+)|config[\\\\/][^\\\\/]+)\\.ts$',
          ),
          30,
        ),
        group(
          'client',
          src(
            'api[\\\\/](client|transport|call-limit|retry|failures|trace|url|timestamp|errors|pagination|index)\\.ts$',
          ),
          25,
        ),
        group('schemas', /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]contract[\\/]/, 20),
        // What listing and showing records needs (dates, lists, problems, prefectures), apart
        // from the rules of a shipment: `shipments list` loads this one only.
        group(
          'domain-base',
          src(
            'domain[\\\\/](dates|duration|compare|problems|limits|lazy|tracking-number|geo[\\\\/][^\\\\/]+)\\.ts$',
          ),
          12,
        ),
        group('domain', src('domain[\\\\/]'), 10),
      ],
    },
  },
  plugins: [
    {
      name: 'shipctl-dist',
      buildStart() {
        rmSync('dist', { recursive: true, force: true });
      },
      // commander requires child_process at load for executable subcommands, which shipctl has
      // none of: that one require loads child_process, dgram and their kin on every command.
      transform(code, id) {
        // chalk asks node:tty whether stdout and stderr are terminals when it loads, and node:tty
        // loads net: src/cli/std-streams.ts answers without it for a pipe or a file.
        if (/[\\/]node_modules[\\/]chalk[\\/]source[\\/]vendor[\\/]supports-color[\\/]index\.js$/.test(id)) {
          const eager = "import tty from 'node:tty';";
          if (!code.includes(eager)) this.error(`chalk's ${eager} is gone: update rolldown.config.mjs`);
          const streams = JSON.stringify(fileURLToPath(new URL('./src/cli/std-streams.ts', import.meta.url)));
          return code.replace(
            eager,
            `import { isTerminal } from ${streams};\nconst tty = { isatty: isTerminal };`,
          );
        }
        if (!/[\\/]node_modules[\\/]commander[\\/]lib[\\/]command\.js$/.test(id)) return null;
        const eager = "const childProcess = require('node:child_process');";
        if (!code.includes(eager)) this.error(`commander's ${eager} is gone: update rolldown.config.mjs`);
        return code.replace(
          eager,
          "const childProcess = { spawn: (...args) => require('node:child_process').spawn(...args) };",
        );
      },
      // A default import of a Node module (`import path from 'node:path'`) becomes the bundler's
      // interop namespace, which copies every property of the module into getters: for each
      // chunk and module, on every run. A Node module has no default of its own to tell apart,
      // so the namespace is the module itself as prototype, plus `default`.
      renderChunk(code) {
        const out = code.replace(
          /\b(node_[a-z0-9_]+) = require_rolldown_runtime\.__toESM\(\1, 1\);/g,
          '$1 = Object.create($1, { default: { value: $1, enumerable: true } });',
        );
        if (/\b(node_[a-z0-9_]+) = [\w.]*__toESM\(\1, 1\)/.test(out))
          this.error("a Node module's interop is written differently now: update rolldown.config.mjs");
        return out;
      },
      // bin/shipctl.js answers a bare `--version` from this file, before the CLI is loaded.
      writeBundle() {
        writeFileSync('dist/VERSION', `${pkg.version}\n`);
        writeFileSync('dist/BUILD', `${BUILD_ID}\n`);
        // The postal data the CLI and the sandbox read (src/domain/geo/postal-table.ts), made
        // here so that every build has it: `npm run build`, `prepare`, the tests' global setup.
        writePostalTable(`dist/${POSTAL_TABLE_FILE}`);
        // And a bare `--help` into a pipe or file from this, rendered by the built CLI itself
        // (80 columns, no colour: what it prints when stdout is not a terminal).
        const help = spawnSync(process.execPath, ['dist/main.cjs', '--help'], {
          env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
          encoding: 'utf8',
        });
        if (help.status !== 0 || !help.stdout.startsWith('Usage: shipctl'))
          throw new Error(`dist/main.cjs --help failed:\n${help.stderr}`);
        writeFileSync('dist/help.txt', help.stdout);
      },
    },
  ],
});
