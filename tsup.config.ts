import { defineConfig } from 'tsup';

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
  shims: false,
});
