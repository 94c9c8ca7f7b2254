// What a packer waits for at the station: from a scan (the order's ref and Enter, as a barcode
// scanner types it) to its label bought and printed. One `shipctl station` runs against a served
// sandbox, printing to a file, and is fed one scan at a time; each scan is timed from the write
// to the JSON line that reports it (written once the label is printed), on the clock of this
// process. Goal: ≤ 0.3 s a scan (median). The station's start to its first prompt is said apart.
// Usage: npm run build && node bench/station.mjs [--scans 21] [--root <another checkout, built>]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootFlag = process.argv.indexOf('--root');
const root =
  rootFlag > 0 ? path.resolve(process.argv[rootFlag + 1]) : fileURLToPath(new URL('..', import.meta.url));
const bin = path.join(root, 'bin', 'shipctl.js');
const scansFlag = process.argv.indexOf('--scans');
const scans = scansFlag > 0 ? Number(process.argv[scansFlag + 1]) : 21;
const GOAL_MS = 300;

if (!existsSync(path.join(root, 'dist', 'main.cjs'))) {
  console.error('dist/main.cjs is missing: run `npm run build` first');
  process.exit(1);
}

const scratch = mkdtempSync(path.join(tmpdir(), 'shipctl-bench-station-'));
const envFor = (home, extra = {}) => ({
  PATH: process.env.PATH ?? '',
  HOME: home,
  SHIPCTL_HOME: home,
  XDG_CACHE_HOME: path.join(home, '.cache'),
  NO_COLOR: '1',
  ...extra,
});

/** Lines of a stream as they arrive, each handed to the first waiter that wants one. */
function lines(stream) {
  let buffered = '';
  const queue = [];
  const waiters = [];
  stream.setEncoding('utf8').on('data', (d) => {
    buffered += d;
    let nl;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      const waiter = waiters.shift();
      if (waiter) waiter(line);
      else queue.push(line);
    }
  });
  return () => (queue.length > 0 ? Promise.resolve(queue.shift()) : new Promise((r) => waiters.push(r)));
}

/** Resolves with the first match of `re` in what `stream` has written, or rejects after 30 s. */
function waitFor(stream, re, what) {
  let seen = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not come:\n${seen}`)), 30_000);
    stream.on('data', (d) => {
      seen += d;
      const m = re.exec(seen);
      if (m) {
        clearTimeout(timer);
        resolve(m);
      }
    });
  });
}

const serveHome = path.join(scratch, 'serve');
const serve = spawn(
  process.execPath,
  [bin, 'sandbox', 'serve', '--port', '0', '--call-limit', '100000/60s'],
  {
    env: envFor(serveHome),
    stdio: ['ignore', 'ignore', 'pipe'],
  },
);
serve.stderr.setEncoding('utf8');
let station;
const loadBefore = loadavg()[0];
const times = [];
let startMs;
try {
  const [, url, token] = await waitFor(
    serve.stderr,
    /listening on (http:\/\/\S+)[\s\S]*?^\s+token\s+(\S+)/m,
    'sandbox serve',
  );
  const home = path.join(scratch, 'station');
  const env = envFor(home, { SHIPCTL_BASE_URL: url, SHIPCTL_TOKEN: token });
  // The orders the scans name, made through the CLI as a shop would have them.
  for (let i = 0; i < scans; i++) {
    const made = spawnSync(
      process.execPath,
      [
        bin,
        'orders',
        'create',
        '--to-name',
        `Customer ${i}`,
        '--to-phone',
        '0612345678',
        '--to-zip',
        '5300001',
        '--to-province',
        '27',
        '--to-city',
        'Osaka-shi',
        '--to-address1',
        `${i + 1}-1 Umeda`,
        '--product',
        'Tea,1,1000',
        '--ref',
        `BENCH-${i}`,
        '--json',
      ],
      { env, encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`orders create exited ${made.status}: ${made.stderr}`);
  }
  const spool = path.join(scratch, 'labels.spool');
  const started = process.hrtime.bigint();
  station = spawn(
    process.execPath,
    [bin, 'station', '--carrier', 'sagawa', '--pack-size', '60', '--test', '--printer', spool, '--json'],
    { env, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  station.stderr.setEncoding('utf8');
  const nextLine = lines(station.stdout);
  await waitFor(station.stderr, /ready:/, 'the station’s ready line');
  startMs = Number(process.hrtime.bigint() - started) / 1e6;
  for (let i = 0; i < scans; i++) {
    const t0 = process.hrtime.bigint();
    station.stdin.write(`BENCH-${i}\n`);
    const line = JSON.parse(await nextLine());
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (line.status !== 'shipped' || line.label_printed !== true)
      throw new Error(`scan BENCH-${i}: ${JSON.stringify(line)}`);
  }
  station.stdin.end();
  await new Promise((r) => station.once('close', r));
  const printed = readFileSync(spool).toString('latin1').split('%PDF').length - 1;
  if (printed !== scans) throw new Error(`${printed} labels printed for ${scans} scans`);
} finally {
  station?.kill('SIGTERM');
  serve.kill('SIGTERM');
  await new Promise((r) => (serve.exitCode === null ? serve.once('exit', r) : r()));
  rmSync(scratch, { recursive: true, force: true });
}

const sorted = [...times].sort((a, b) => a - b);
const median = sorted[sorted.length >> 1];
const ok = median <= GOAL_MS;
console.log(
  `station, scan to printed label, ${scans} scans (node ${process.version}; load average ` +
    `${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`,
);
console.log(`  start to the first prompt   ${startMs.toFixed(0).padStart(6)} ms`);
console.log(
  `  scan to printed label       ${median.toFixed(0).padStart(6)} ms median, ` +
    `${sorted[0].toFixed(0)}–${sorted.at(-1).toFixed(0)} ms  ≤ ${GOAL_MS} ms  ${ok ? 'ok' : 'OVER'}`,
);
