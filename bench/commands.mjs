// What a packing station pays per command: each command run in its own process, side by side
// with a bare `node -e 0` on the same Node, interleaved so that machine noise hits every case
// alike. Prints the median wall time, its ratio to node, and, from extra runs under a preload
// that reports process.resourceUsage() at exit (kept out of the timed runs), the median CPU time
// (user + system, the whole process) with its ratio to node's, and the peak RSS; then the first
// command on a fresh home, which starts the warm sandbox. Absolute times are noisy on shared
// machines; the ratios are what count, and the CPU ratio is the one a busy machine moves least.
// With --before <another checkout, built>, its commands run in the same loop, interleaved with
// this one's, so that both sides of a before/after table meet the same machine load.
// Usage: npm run build && node bench/commands.mjs [--runs 11] [--root <another checkout, built>]
//        [--before <a checkout of the code before, built>]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootFlag = process.argv.indexOf('--root');
// Another checkout (its dist built) measured by this script: before and after side by side.
const root =
  rootFlag > 0 ? path.resolve(process.argv[rootFlag + 1]) : fileURLToPath(new URL('..', import.meta.url));
const bin = path.join(root, 'bin', 'shipctl.js');
const beforeFlag = process.argv.indexOf('--before');
const beforeBin =
  beforeFlag > 0 ? path.join(path.resolve(process.argv[beforeFlag + 1]), 'bin', 'shipctl.js') : undefined;
const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 11;

if (!existsSync(path.join(root, 'dist', 'main.cjs'))) {
  console.error('dist/main.cjs is missing: run `npm run build` first');
  process.exit(1);
}

const scratch = mkdtempSync(path.join(tmpdir(), 'shipctl-bench-commands-'));
const embeddedHome = path.join(scratch, 'embedded');
const clientHome = path.join(scratch, 'client');
const serveHome = path.join(scratch, 'serve');
const rssFile = path.join(scratch, 'rss');
const preload = path.join(scratch, 'rss.cjs');
writeFileSync(
  preload,
  `process.on('exit', () => { const u = process.resourceUsage(); require('node:fs').writeFileSync(${JSON.stringify(rssFile)}, u.maxRSS + ' ' + (u.userCPUTime + u.systemCPUTime)); });\n`,
);
// Each home has its own compile cache (XDG_CACHE_HOME under it), warmed by the first runs.
const envFor = (home) => ({
  PATH: process.env.PATH ?? '',
  HOME: home,
  SHIPCTL_HOME: home,
  XDG_CACHE_HOME: path.join(home, '.cache'),
  NO_COLOR: '1',
});

// A served sandbox for the client-only rows (its own home, so the embedded rows stay apart).
const serve = spawn(
  process.execPath,
  [bin, 'sandbox', 'serve', '--port', '0', '--call-limit', '100000/60s'],
  {
    env: envFor(serveHome),
    stdio: ['ignore', 'ignore', 'pipe'],
  },
);
let serveLog = '';
const served = await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`sandbox serve did not start:\n${serveLog}`)), 30_000);
  serve.stderr.setEncoding('utf8').on('data', (d) => {
    serveLog += d;
    const url = /listening on (http:\/\/\S+)/.exec(serveLog)?.[1];
    const token = /token\s+(\S+)/.exec(serveLog)?.[1];
    if (url && token) {
      clearTimeout(timer);
      resolve({ url, token });
    }
  });
});
const clientEnv = { ...envFor(clientHome), SHIPCTL_BASE_URL: served.url, SHIPCTL_TOKEN: served.token };

// What any client pays for one request, shipctl or not: a bare node process that GETs the
// served sandbox's shipment list and prints it (the floor under the served rows' goals).
const FLOOR = `const u = new URL(process.env.SHIPCTL_BASE_URL + '/v1/shipments');
require('node:http').get(u, { headers: { 'x-access-token': process.env.SHIPCTL_TOKEN } }, (res) => {
  let body = '';
  res.setEncoding('utf8').on('data', (d) => (body += d)).on('end', () => process.stdout.write(body));
});`;

/** Peak RSS any of these commands may reach. */
const MAX_MB = 70;
const RATES = ['rates', '--to-zip', '530-0001', '--pack-size', '80', '--json'];
/** The shipctl rows for the CLI at `bin`; `tag` names another build's rows. */
const shipctlCases = (bin, tag = '') =>
  [
    { name: 'shipctl --version', args: [bin, '--version'], env: envFor(scratch), goal: [1.2, MAX_MB] },
    { name: 'shipctl --help', args: [bin, '--help'], env: envFor(scratch), goal: [1.3, MAX_MB] },
    {
      name: 'carriers catalog sagawa',
      args: [bin, 'carriers', 'catalog', 'sagawa'],
      env: envFor(scratch),
      goal: [1.4, MAX_MB],
    },
    {
      name: 'rates (embedded, warm sandbox)',
      args: [bin, ...RATES],
      env: envFor(embeddedHome),
      goal: [2.3, MAX_MB],
    },
    { name: 'rates (served)', args: [bin, ...RATES], env: clientEnv, goal: [2.0, MAX_MB] },
    {
      name: 'shipments list (served)',
      args: [bin, 'shipments', 'list', '--json'],
      env: clientEnv,
      goal: [1.9, MAX_MB],
    },
  ].map((c) => (tag ? { ...c, name: `${c.name} ${tag}`, goal: null } : c));
const cases = [
  { name: 'node -e 0', args: ['-e', '0'], env: envFor(scratch), goal: null },
  { name: 'node, one GET (floor)', args: ['-e', FLOOR], env: clientEnv, goal: null },
  ...shipctlCases(bin),
  // Another build's warm sandbox would replace this one's at each turn: it has a home of its own.
  ...(beforeBin
    ? shipctlCases(beforeBin, '[before]').map((c) =>
        c.env.SHIPCTL_HOME === embeddedHome
          ? { ...c, env: envFor(path.join(scratch, 'embedded-before')) }
          : c,
      )
    : []),
];

function once(c, extra = []) {
  const start = process.hrtime.bigint();
  const res = spawnSync(process.execPath, [...extra, ...c.args], {
    env: c.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (res.status !== 0) throw new Error(`${c.name} exited ${res.status}: ${res.stderr}`);
  return ms;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** Stops the warm sandbox a home started (it would idle for ten minutes otherwise). */
const stopWarm = (home) => spawnSync(process.execPath, [bin, 'sandbox', 'stop'], { env: envFor(home) });

// The machine's load, said beside the figures: a shared machine's noise widens every median.
const loadBefore = loadavg()[0];
const samples = new Map(cases.map((c) => [c.name, []]));
const rss = new Map();
const cpu = new Map();
const MEASURED_RUNS = Math.min(runs, 11);
const FIRST_RUNS = 5;
const firstRuns = [];
try {
  for (const c of cases) once(c); // first runs: file system cache, the embedded database's creation
  for (let i = 0; i < runs; i++) for (const c of cases) samples.get(c.name).push(once(c));
  const measured = new Map(cases.map((c) => [c.name, { rss: [], cpu: [] }]));
  for (let i = 0; i < MEASURED_RUNS; i++)
    for (const c of cases) {
      once(c, ['-r', preload]);
      const [maxRss, cpuUs] = readFileSync(rssFile, 'utf8').split(' ').map(Number);
      measured.get(c.name).rss.push(maxRss / 1024);
      measured.get(c.name).cpu.push(cpuUs / 1000);
    }
  for (const c of cases) {
    rss.set(c.name, Math.max(...measured.get(c.name).rss));
    cpu.set(c.name, median(measured.get(c.name).cpu));
  }
  // The first command of a fresh home: it creates the database and starts the warm sandbox.
  for (let i = 0; i < FIRST_RUNS; i++) {
    const fresh = path.join(scratch, `fresh-${i}`);
    firstRuns.push(once({ name: 'first rates', args: [bin, ...RATES], env: envFor(fresh) }));
    stopWarm(fresh);
  }
} finally {
  stopWarm(embeddedHome);
  if (beforeBin)
    spawnSync(process.execPath, [beforeBin, 'sandbox', 'stop'], {
      env: envFor(path.join(scratch, 'embedded-before')),
    });
  serve.kill('SIGTERM');
  await new Promise((r) => serve.once('exit', r));
  rmSync(scratch, { recursive: true, force: true });
}

const base = median(samples.get('node -e 0'));
const cpuBase = cpu.get('node -e 0');
console.log(
  `commands, median of ${runs} interleaved runs (node ${process.version}; load average ` +
    `${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`,
);
console.log(
  `  ${'command'.padEnd(37)} ${'median'.padStart(9)}  ${'ratio'.padStart(6)}  ${'CPU'.padStart(8)}  ` +
    `${'ratio'.padStart(6)}  ${'peak RSS'.padStart(9)}  goal (wall ratio, RSS)`,
);
let over = 0;
for (const c of cases) {
  const m = median(samples.get(c.name));
  const ratio = m / base;
  const mb = rss.get(c.name);
  const ms = cpu.get(c.name);
  let verdict = '';
  if (c.goal) {
    const [maxRatio, maxMb] = c.goal;
    const ok = ratio <= maxRatio && (maxMb === undefined || mb <= maxMb);
    if (!ok) over++;
    verdict = `≤ ${maxRatio}×${maxMb === undefined ? '' : `, ≤ ${maxMb} MB`}  ${ok ? 'ok' : 'OVER'}`;
  }
  console.log(
    `  ${c.name.padEnd(37)} ${m.toFixed(1).padStart(6)} ms  ${ratio.toFixed(2).padStart(5)}×  ` +
      `${ms.toFixed(1).padStart(5)} ms  ${(ms / cpuBase).toFixed(2).padStart(5)}×  ${mb.toFixed(0).padStart(6)} MB  ${verdict}`,
  );
}
const first = median(firstRuns);
const firstOk = first <= 1000;
if (!firstOk) over++;
console.log(
  `  ${'first rates, fresh home'.padEnd(37)} ${first.toFixed(1).padStart(6)} ms  (median of ${FIRST_RUNS})  ≤ 1000 ms  ${firstOk ? 'ok' : 'OVER'}`,
);
console.log(over === 0 ? 'every goal met' : `${over} over goal`);
