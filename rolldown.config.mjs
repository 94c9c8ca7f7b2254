// The build: dist/ as CommonJS chunks (rolldown), which bin/shipctl.js loads with Node's own
// compile cache on. A command loads main.cjs, a few shared chunks and its own: every file is one
// more read and compile, so the modules every command needs are grouped into a handful of chunks
// instead of the bundler's fine-grained split (bench/commands.mjs, bench/loaded-modules.mjs).
import { readFileSync, rmSync } from 'node:fs';
import { defineConfig } from 'rolldown';
import { POSTAL_TABLE_FILE, writePostalTable } from './scripts/gen-postal.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// One id per build: the warm sandbox of another build is replaced (src/cli/embedded/warm.ts).
const BUILD_ID = `${pkg.version}+${Date.now().toString(36)}`;

// Pure-JS packages whose many small files cost more to resolve and read than to parse are
// bundled and, but for chalk (ora needs it), dev dependencies: a production install does not
// carry them. Large lazily loaded ones (fastify, pdf-lib…) stay installed packages, and so does
// string-width, which output/width.ts requires only for text that is not plain Latin.
const BUNDLED = new Set(['commander', 'chalk', 'zod']);
const packageOf = (id) => (id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]);
const external = (id) => id.startsWith('node:') || (/^[@a-z]/i.test(id) && !BUNDLED.has(packageOf(id)));

/** Chunks by what loads them: every run (cli), every command (context), every API call (client,
 * schemas), the domain rules. */
const group = (name, test, priority, more = {}) => ({ name, test, priority, ...more });
const src = (re) => new RegExp(`[\\\\/]src[\\\\/]${re}`);

// Modules without side effects are required only by the chunks that use their exports: the
// domain rules, and zod's JSON Schema output (zod/mini re-exports it; only the MCP server uses it).
const ZOD_JSON_SCHEMA =
  /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors|json-schema-generator)\.js$/;
const PURE = new RegExp(`[\\\\/]src[\\\\/]domain[\\\\/]|${ZOD_JSON_SCHEMA.source}`);

export default defineConfig({
  input: { main: 'src/cli/main.ts' },
  platform: 'node',
  external,
  treeshake: { moduleSideEffects: (id, external) => external || !PURE.test(id) },
  // Rolldown's `define` option (compile-time constants), not a plugin hook: no code is rewritten.
  transform: {
    define: {
      __SHIPCTL_VERSION__: JSON.stringify(pkg.version),
      // A warm sandbox started by another build is stopped and replaced (src/cli/embedded/warm.ts).
      __SHIPCTL_BUILD__: JSON.stringify(BUILD_ID),
    },
  },
  output: {
    dir: 'dist',
    format: 'cjs',
    entryFileNames: '[name].cjs',
    // Packages loaded on demand are required (Node ≥ 22.12 requires ES modules too), which spares
    // a lazily loaded package Node's ESM loader.
    dynamicImportInCjs: false,
    sourcemap: true,
    // Comments are for the sources (the source maps point there), not for Node to scan on every run.
    comments: false,
    // ASCII source: V8 keeps it as one-byte strings and Node decodes it about twice as fast.
    charset: 'ascii',
    chunkFileNames: '[name]-[hash].cjs',
    codeSplitting: {
      groups: [
        group(
          'cli',
          /[\\/]node_modules[\\/]commander[\\/]|[\\/]src[\\/]cli[\\/](run|program|output[\\/]wrap|define|shared[\\/]flags|io|input[\\/]argv-words|commands[\\/]index|commands[\\/]help-topics[\\/]index|exit-codes|output[\\/](width|stdout-guard))\.ts$/,
          40,
        ),
        // chalk is the theme's (output/theme.ts): help, --version and usage errors, which load
        // no context, do not pay for it.
        group(
          'context',
          new RegExp(
            `${
              src(
                '(cli[\\\\/](context|errors|prompts[\\\\/](prompter|confirm)|output[\\\\/](?!time|output-files)[^\\\\/]+)|config[\\\\/][^\\\\/]+)\\.ts$',
              ).source
            }|[\\\\/]node_modules[\\\\/]chalk[\\\\/]`,
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
        // zod's JSON Schema output is the MCP server's alone (src/mcp/tools.ts): a chunk of its own,
        // out of the one every API command loads.
        group(
          'json-schema',
          ZOD_JSON_SCHEMA,
          50,
          // Its own modules only: what it shares with the schemas stays with them.
          { includeDependenciesRecursively: false },
        ),
        group('schemas', /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]contract[\\/]/, 20),
        // What listing and showing records needs (dates, lists, problems, prefectures), apart
        // from the rules of a shipment: `shipments list` loads this one only.
        group(
          'domain-base',
          src(
            'domain[\\\\/](dates|duration|compare|problems|limits|lazy|tracking-number|ref|geo[\\\\/][^\\\\/]+)\\.ts$',
          ),
          12,
        ),
        // code128 draws with jsbarcode: it goes with the station sheet and the sandbox's labels that
        // draw barcodes, never in the chunk every domain command loads.
        group('domain', src('domain[\\\\/](?!code128\\.ts$)'), 10),
      ],
    },
  },
  plugins: [
    {
      name: 'shipctl-dist',
      buildStart() {
        rmSync('dist', { recursive: true, force: true });
      },
      writeBundle() {
        // The postal data the CLI and the sandbox read (src/domain/geo/postal-table.ts), made
        // here so that every build has it: `npm run build`, `prepare`, the tests' global setup.
        writePostalTable(`dist/${POSTAL_TABLE_FILE}`);
      },
    },
  ],
});
