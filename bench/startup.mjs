// Startup time of the built CLI against a bare `node -e 0`: `shipctl --version`
// must load nothing heavy (target: median ≤ 1.2× node), and `--help` should stay
// close. Runs are interleaved so that machine noise hits all cases alike. Children get
// a clean environment (NODE_EXTRA_CA_CERTS and the like slow every node start).
// Usage: npm run build && npm run bench:startup [-- --runs 25]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = path.join(root, 'bin', 'shipctl.js');
const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 15;
const TARGET = 1.2;

if (!existsSync(path.join(root, 'dist', 'main.cjs'))) {
  console.error('dist/main.cjs is missing: run `npm run build` first');
  process.exit(1);
}

const home = mkdtempSync(path.join(tmpdir(), 'shipctl-bench-'));
const env = { PATH: process.env.PATH ?? '', HOME: home, SHIPCTL_HOME: home, NO_COLOR: '1' };

// The floor for a launcher shaped like ours (an ESM bin importing ../dist/main.js):
// what `--version` would cost if it did nothing at all beyond printing.
const floor = path.join(home, 'floor');
mkdirSync(path.join(floor, 'bin'), { recursive: true });
mkdirSync(path.join(floor, 'dist'));
writeFileSync(path.join(floor, 'package.json'), '{"type":"module"}\n');
writeFileSync(path.join(floor, 'bin', 'x.js'), "import '../dist/main.js';\n");
writeFileSync(path.join(floor, 'dist', 'main.js'), "process.stdout.write('0.0.0\\n');\n");

const cases = [
  { name: 'node -e 0', args: ['-e', '0'] },
  { name: 'ESM launcher floor', args: [path.join(floor, 'bin', 'x.js')] },
  { name: 'shipctl --version', args: [bin, '--version'] },
  { name: 'shipctl --help', args: [bin, '--help'] },
  // The same help in Japanese: what loading the Japanese catalog costs a run.
  { name: 'shipctl --help (ja)', args: [bin, '--help'], env: { LANG: 'ja_JP.UTF-8' } },
];
const samples = new Map(cases.map((c) => [c.name, []]));

function time(args, extra = {}) {
  const start = process.hrtime.bigint();
  const res = spawnSync(process.execPath, args, {
    env: { ...env, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (res.status !== 0) throw new Error(`${args.join(' ')} exited ${res.status}: ${res.stderr}`);
  return ms;
}

try {
  for (const c of cases) time(c.args, c.env); // warm the file system cache
  for (let i = 0; i < runs; i++) for (const c of cases) samples.get(c.name).push(time(c.args, c.env));
} finally {
  rmSync(home, { recursive: true, force: true });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const base = median(samples.get('node -e 0'));

console.log(`startup, median of ${runs} runs (node ${process.version})`);
for (const c of cases) {
  const m = median(samples.get(c.name));
  console.log(`  ${c.name.padEnd(20)} ${m.toFixed(1).padStart(7)} ms  ${(m / base).toFixed(2)}×`);
}
const ratio = median(samples.get('shipctl --version')) / base;
const overFloor = median(samples.get('shipctl --version')) / median(samples.get('ESM launcher floor'));
console.log(
  `--version: ${ratio.toFixed(2)}× node -e 0 (target ≤ ${TARGET}×) ${ratio <= TARGET ? 'ok' : 'OVER TARGET'}; ` +
    `${overFloor.toFixed(2)}× the ESM launcher floor`,
);
const catalogCost = median(samples.get('shipctl --help (ja)')) - median(samples.get('shipctl --help'));
console.log(
  `Japanese catalog: --help under ja_JP.UTF-8 costs ${catalogCost.toFixed(1)} ms more than under C (${(catalogCost / base).toFixed(2)}× node -e 0)`,
);
