// Which packages and source chunks a shipctl command loads (bench/module-trace.mjs): the
// package names, the packages bundled in the dist/ chunks it loaded, the Node built-ins (read
// without the loader hook, which loads some of its own), and with --files every file.
// Usage: npm run build && node bench/loaded-modules.mjs [--files] -- shipments list --help
//        (set SHIPCTL_HOME / SHIPCTL_BASE_URL as the command needs; a temporary home by default)
import { statSync } from 'node:fs';
import path from 'node:path';
import { builtinsOf, ROOT, traceModules } from './module-trace.mjs';

const dash = process.argv.indexOf('--');
const own = dash < 0 ? process.argv.slice(2) : process.argv.slice(2, dash);
const args = dash < 0 ? [] : process.argv.slice(dash + 1);
const showFiles = own.includes('--files');

const res = await traceModules(args);
const node = await builtinsOf(args);
const list = (set) => [...set].sort().join(', ') || '(none)';
console.log(`shipctl ${args.join(' ')}  (exit ${res.status})`);
console.log(`  packages (${res.packages.size}): ${list(res.packages)}`);
console.log(`  bundled in the loaded dist chunks (${res.bundled.size}): ${list(res.bundled)}`);
// The bytes Node read and compiled (or took from its compile cache) for the run: the figure the
// chunking moves, the same on a busy machine as on an idle one.
const kB = [...res.chunks].reduce((sum, c) => sum + statSync(path.join(ROOT, c)).size, 0) / 1024;
console.log(`  dist chunks: ${res.chunks.size} (${kB.toFixed(0)} kB); files resolved: ${res.files.size}`);
console.log(`  node built-ins (${node.builtins.size}): ${list(node.builtins)}`);
if (showFiles) for (const f of [...res.files].sort()) console.log(`    ${f}`);
if (res.status !== 0) process.stderr.write(res.stderr);
