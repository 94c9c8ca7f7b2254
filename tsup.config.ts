import { readFileSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// One ESM bundle per entry; dependencies stay external (they are installed by npm ci),
// and command modules are split into chunks so `--version` loads almost nothing.
export default defineConfig({
  entry: { main: 'src/cli/main.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  splitting: true,
  sourcemap: true,
  clean: true,
  dts: false,
  // Pure-JS packages loaded on every run are bundled: resolving and reading their many small
  // files costs more than parsing them (bench/commands.mjs). Native and large lazily loaded ones
  // (better-sqlite3, fastify, pdf-lib…) stay installed packages, and so does string-width, which
  // output/width.ts requires only for text that is not plain Latin.
  noExternal: ['commander', 'chalk', 'zod', 'undici'],
  // A bundled CommonJS package (commander, undici) requires Node's built-ins: give the chunks a require.
  banner: {
    js: "import { createRequire as __shipctlCreateRequire } from 'node:module'; const require = __shipctlCreateRequire(import.meta.url);",
  },
  shims: false,
  // `shipctl --version` prints this without reading package.json (src/cli/main.ts, version.ts).
  define: {
    __SHIPCTL_VERSION__: JSON.stringify(pkg.version),
    // A warm sandbox started by another build is stopped and replaced (src/cli/sandbox-warm.ts).
    __SHIPCTL_BUILD__: JSON.stringify(`${pkg.version}+${Date.now().toString(36)}`),
  },
  // bin/shipctl.js answers a bare `--version` from this file, before the ESM loader starts.
  onSuccess: async () => writeFileSync('dist/VERSION', `${pkg.version}\n`),
});
