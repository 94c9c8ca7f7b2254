// Which packages and dist/ chunks one run of the built shipctl loads: the CLI runs under a
// loader hook (module.register) that records every resolved ESM URL, plus the CommonJS
// require cache at exit, and the Node built-ins it loaded (node:sqlite among them).
// Packages bundled into dist/ (commander, chalk, zod) are found through the source
// maps of the chunks that were loaded. Used by bench/loaded-modules.mjs and by
// test/e2e/help-loads.test.ts.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = path.join(ROOT, 'bin', 'shipctl.js');

const HOOKS = (log) => `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, r.url + '\\n');
  return r;
}
`;
const REGISTER = (hooks, log) => `import { register, createRequire } from 'node:module';
import { appendFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
register(${JSON.stringify(pathToFileURL(hooks).href)});
const require = createRequire(import.meta.url);
process.on('exit', () => {
  const files = Object.keys(require.cache).map((f) => pathToFileURL(f).href);
  // Node's own list of the modules it loaded: "NativeModule sqlite", "NativeModule internal/…".
  const builtins = process.moduleLoadList
    .filter((m) => m.startsWith('NativeModule ') && !m.startsWith('NativeModule internal/'))
    .map((m) => 'builtin:' + m.slice('NativeModule '.length));
  appendFileSync(${JSON.stringify(log)}, [...files, ...builtins].join('\\n') + '\\n');
});
`;

/** The package a node_modules path (or a source-map source) belongs to. */
export function packageOf(file) {
  const nm = file.lastIndexOf('node_modules/');
  if (nm < 0) return undefined;
  const rest = file.slice(nm + 'node_modules/'.length).split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
}

/**
 * Runs `shipctl ...args` (the built bin) and reports what it loaded. `env` replaces the child's
 * environment (SHIPCTL_HOME defaults to a temporary directory, removed afterwards).
 * @param {readonly string[]} args
 * @param {{ env?: Record<string, string | undefined> }} [o]
 */
export async function traceModules(args, o = {}) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'shipctl-loaded-'));
  try {
    const log = path.join(scratch, 'loaded.txt');
    const hooks = path.join(scratch, 'hooks.mjs');
    const register = path.join(scratch, 'register.mjs');
    writeFileSync(hooks, HOOKS(log));
    writeFileSync(register, REGISTER(hooks, log));
    writeFileSync(log, '');
    const base = o.env ?? process.env;
    const home = base.SHIPCTL_HOME ?? path.join(scratch, 'home');
    const env = {
      ...base,
      SHIPCTL_HOME: home,
      HOME: base.HOME ?? home,
      NO_COLOR: '1',
    };
    const child = spawn(process.execPath, ['--import', pathToFileURL(register).href, BIN, ...args], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    const status = await new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => resolve(code));
    });
    const lines = readFileSync(log, 'utf8').split('\n');
    const urls = lines.filter((u) => u.startsWith('file://'));
    const builtins = new Set(
      lines.filter((l) => l.startsWith('builtin:')).map((l) => l.slice('builtin:'.length)),
    );
    return { status, stderr, builtins, ...classify(urls) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function classify(urls) {
  const packages = new Set();
  const bundled = new Set();
  const chunks = new Set();
  const files = new Set();
  const dist = path.join(ROOT, 'dist') + path.sep;
  for (const u of urls) {
    const f = fileURLToPath(u);
    files.add(f);
    const pkg = packageOf(f);
    if (pkg) packages.add(pkg);
    else if (f.startsWith(dist)) {
      chunks.add(path.relative(ROOT, f));
      if (existsSync(`${f}.map`))
        for (const src of JSON.parse(readFileSync(`${f}.map`, 'utf8')).sources ?? []) {
          const b = packageOf(src);
          if (b) bundled.add(b);
        }
    }
  }
  return { packages, bundled, chunks, files };
}

/**
 * The Node built-ins (`http`, `tls`, `readline`…; the internal ones left out) that `shipctl
 * ...args` loads, read from process.moduleLoadList at exit under a CommonJS preload alone: the
 * loader hook of traceModules loads built-ins of its own (worker_threads, fs/promises).
 * @param {readonly string[]} args
 * @param {{ env?: Record<string, string | undefined> }} [o]
 */
export async function builtinsOf(args, o = {}) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'shipctl-builtins-'));
  try {
    const out = path.join(scratch, 'builtins.txt');
    const preload = path.join(scratch, 'builtins.cjs');
    writeFileSync(
      preload,
      `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(out)}, process.moduleLoadList.join('\\n')));\n`,
    );
    const base = o.env ?? process.env;
    const home = base.SHIPCTL_HOME ?? path.join(scratch, 'home');
    const env = { ...base, SHIPCTL_HOME: home, HOME: base.HOME ?? home, NO_COLOR: '1' };
    const child = spawn(process.execPath, ['-r', preload, BIN, ...args], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    const status = await new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => resolve(code));
    });
    const builtins = new Set(
      (existsSync(out) ? readFileSync(out, 'utf8') : '')
        .split('\n')
        .filter((m) => m.startsWith('NativeModule ') && !m.startsWith('NativeModule internal/'))
        .map((m) => m.slice('NativeModule '.length)),
    );
    return { status, stderr, builtins };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
