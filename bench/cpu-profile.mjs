// Where one command's CPU time goes: runs the built shipctl under V8's sampling profiler
// (--cpu-prof) several times and prints the self time by source module, read back through the
// dist chunks' source maps (src/… files and packages), by Node's own modules (node:…), and by
// what V8 does outside any script (garbage collection, compiling). Loading shows up as the
// top-level code of each module; the run's own work as the functions it calls.
// Usage: npm run build && node bench/cpu-profile.mjs [--runs 5] [--top 25] [--functions] -- rates --json …
//        (--functions: by function and its source line rather than by module)
//        (set SHIPCTL_HOME / SHIPCTL_BASE_URL / SHIPCTL_TOKEN as the command needs)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageOf } from './module-trace.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = path.join(root, 'bin', 'shipctl.js');
const dash = process.argv.indexOf('--');
const own = dash < 0 ? process.argv.slice(2) : process.argv.slice(2, dash);
const args = dash < 0 ? [] : process.argv.slice(dash + 1);
const option = (name, fallback) => {
  const at = own.indexOf(name);
  return at >= 0 ? Number(own[at + 1]) : fallback;
};
const runs = option('--runs', 5);
const top = option('--top', 25);
const byFunction = own.includes('--functions');

const scratch = mkdtempSync(path.join(tmpdir(), 'shipctl-cpu-prof-'));
const home = process.env.SHIPCTL_HOME ?? path.join(scratch, 'home');
const env = { ...process.env, SHIPCTL_HOME: home, HOME: process.env.HOME ?? home, NO_COLOR: '1' };

const maps = new Map();
/** The source map of a dist chunk, once. */
function mapOf(file) {
  if (!maps.has(file)) {
    let map;
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = undefined;
    }
    maps.set(file, map);
  }
  return maps.get(file);
}

/** The module a profile node's code belongs to: a src/ file, a package, node:…, or V8's own. */
function moduleOf(frame) {
  const { url, functionName, lineNumber, columnNumber } = frame;
  if (!url) return `(${functionName || 'anonymous'})`.replace(/^\(\((.*)\)\)$/, '($1)');
  if (url.startsWith('node:'))
    return byFunction ? `${functionName || '(top level)'} ${url}:${lineNumber + 1}` : url;
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const pkg = packageOf(file);
  if (pkg) return pkg;
  const entry = mapOf(file)?.findEntry(lineNumber, columnNumber);
  const source = entry?.originalSource;
  const where = source
    ? (packageOf(source) ?? source.replace(/^.*?(src\/)/, '$1'))
    : path.relative(root, file);
  return byFunction
    ? `${functionName || '(top level)'} ${where}:${(entry?.originalLine ?? lineNumber) + 1}`
    : where;
}

const self = new Map();
let total = 0;
try {
  for (let i = 0; i < runs + 1; i++) {
    const dir = path.join(scratch, `run-${i}`);
    const res = spawnSync(
      process.execPath,
      ['--cpu-prof', '--cpu-prof-dir', dir, '--cpu-prof-interval', '100', bin, ...args],
      { env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
    );
    if (res.status !== 0) throw new Error(`shipctl ${args.join(' ')} exited ${res.status}: ${res.stderr}`);
    if (i === 0) continue; // the first run fills the compile cache
    for (const f of readdirSync(dir)) {
      const profile = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const deltas = profile.timeDeltas;
      profile.samples.forEach((id, k) => {
        const us = deltas[k + 1] ?? 0;
        const name = moduleOf(byId.get(id).callFrame);
        if (name === '(idle)') return;
        self.set(name, (self.get(name) ?? 0) + us);
        total += us;
      });
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

console.log(`shipctl ${args.join(' ')}: self time by module, mean of ${runs} runs (node ${process.version})`);
console.log(`  ${'module'.padEnd(52)} ${'ms'.padStart(7)}  share`);
const rows = [...self].sort((a, b) => b[1] - a[1]);
for (const [name, us] of rows.slice(0, top))
  console.log(
    `  ${name.slice(0, 52).padEnd(52)} ${(us / runs / 1000).toFixed(2).padStart(7)}  ${((100 * us) / total).toFixed(1).padStart(4)} %`,
  );
console.log(`  ${'(all, idle left out)'.padEnd(52)} ${(total / runs / 1000).toFixed(2).padStart(7)}`);
