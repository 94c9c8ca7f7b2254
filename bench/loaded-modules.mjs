// Which packages and source chunks a shipctl command loads: runs the built CLI with a loader
// hook (module.register) that records every resolved ESM URL, plus the CommonJS require cache
// at exit, and prints the package names (and dist/ chunks) it saw. Packages bundled into dist/
// are found through the source maps of the chunks that were loaded.
// Usage: npm run build && node bench/loaded-modules.mjs [--files] -- shipments list --help
//        (set SHIPCTL_HOME / SHIPCTL_BASE_URL as the command needs; a temporary home by default)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = path.join(root, 'bin', 'shipctl.js');
const dash = process.argv.indexOf('--');
const own = dash < 0 ? process.argv.slice(2) : process.argv.slice(2, dash);
const args = dash < 0 ? [] : process.argv.slice(dash + 1);
const showFiles = own.includes('--files');

const scratch = mkdtempSync(path.join(tmpdir(), 'shipctl-loaded-'));
const log = path.join(scratch, 'loaded.txt');
const hooks = path.join(scratch, 'hooks.mjs');
const register = path.join(scratch, 'register.mjs');
writeFileSync(
  hooks,
  `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, r.url + '\\n');
  return r;
}
`,
);
writeFileSync(
  register,
  `import { register, createRequire } from 'node:module';
import { appendFileSync } from 'node:fs';
register(${JSON.stringify(pathToFileURL(hooks).href)});
const require = createRequire(import.meta.url);
process.on('exit', () => {
  const files = Object.keys(require.cache).map((f) => 'file://' + f);
  appendFileSync(${JSON.stringify(log)}, files.join('\\n') + '\\n');
});
`,
);
writeFileSync(log, '');
const home = process.env.SHIPCTL_HOME ?? path.join(scratch, 'home');
const res = spawnSync(process.execPath, ['--import', pathToFileURL(register).href, bin, ...args], {
  env: { ...process.env, SHIPCTL_HOME: home, HOME: process.env.HOME ?? home, NO_COLOR: '1' },
  stdio: ['ignore', 'ignore', 'pipe'],
});
const urls = readFileSync(log, 'utf8')
  .split('\n')
  .filter((u) => u.startsWith('file://'));
rmSync(scratch, { recursive: true, force: true });

const packageOf = (f) => {
  const nm = f.lastIndexOf('node_modules/');
  if (nm < 0) return undefined;
  const rest = f.slice(nm + 'node_modules/'.length).split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
};
const packages = new Set();
const bundled = new Set();
const chunks = new Set();
const files = new Set();
for (const u of urls) {
  const f = u.replace(/^file:\/\//, '');
  files.add(f);
  const pkg = packageOf(f);
  if (pkg) packages.add(pkg);
  else if (f.startsWith(path.join(root, 'dist') + '/')) {
    chunks.add(path.relative(root, f));
    if (existsSync(`${f}.map`))
      for (const src of JSON.parse(readFileSync(`${f}.map`, 'utf8')).sources ?? []) {
        const b = packageOf(src);
        if (b) bundled.add(b);
      }
  }
}
console.log(`shipctl ${args.join(' ')}  (exit ${res.status})`);
console.log(`  packages (${packages.size}): ${[...packages].sort().join(', ') || '(none)'}`);
console.log(
  `  bundled in the loaded dist chunks (${bundled.size}): ${[...bundled].sort().join(', ') || '(none)'}`,
);
console.log(`  dist chunks: ${chunks.size}; files resolved: ${files.size}`);
if (showFiles) for (const f of [...files].sort()) console.log(`    ${f}`);
if (res.status !== 0) process.stderr.write(res.stderr);
