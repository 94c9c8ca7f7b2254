// Batch shipping throughput, three figures (issue 6):
//  1. Against a sandbox call limit of 120 calls per 10 s: the time of a 500-row run next to
//     the quota-limited minimum (target ≤ 1.1×), and rows failed by 429 (target 0).
//  2. Without a quota: rows/s of `batch ship` next to a shell loop of one `shipctl ship`
//     per row (target ≥ 20×).
//  3. A `--dry-run` of 10,000 and of 100,000 rows (issue 14): the peak RSS of each (target
//     < 120 MB at 100,000 rows) and the ratio of their times (target: linear, ≈ 10×, ≤ 12×).
//     One row in 50 is invalid, so the results carry errors all along the file.
// The sandbox runs in this process (bundled like bench/sandbox.mjs) and counts every
// answer it gives, 429s included; the CLI runs as the built binary, as users run it.
// Usage: npm run build && node bench/batch.mjs [--rows 500] [--loop 25] [--dry-rows 100000] [--dry-only]
import iconv from 'iconv-lite';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSandbox } from './load-sandbox.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = path.join(root, 'bin', 'shipctl.js');
const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const ROWS = arg('rows', 500);
const LOOP = arg('loop', 25);
const DRY_ROWS = arg('dry-rows', 100_000);
const DRY_SMALL = Math.round(DRY_ROWS / 10);
const DRY_ONLY = process.argv.includes('--dry-only');
const RSS_TARGET_MB = 120;
const RATIO_TARGET = 12;
const LIMIT = { total: 120, windowMs: 10_000 };

if (!existsSync(path.join(root, 'dist', 'main.cjs'))) {
  console.error('dist/main.cjs is missing: run `npm run build` first');
  process.exit(1);
}

const { build, listen, openDb, getMainAccount } = await loadSandbox('shipctl-bench-batch');

/** A sandbox that counts its answers by status. */
async function sandbox(callLimit) {
  const db = openDb(':memory:');
  const app = await build({ db, seed: true, limits: { callLimit } });
  const statuses = new Map();
  app.addHook('onResponse', async (req, reply) => {
    if (req.url.startsWith('/v1/')) statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
  });
  const server = await listen(app, { host: '127.0.0.1', port: 0 });
  const calls = () => [...statuses.values()].reduce((a, b) => a + b, 0);
  return {
    url: server.url,
    token: getMainAccount(db).token,
    statuses,
    calls,
    reset: () => statuses.clear(),
    close: async () => {
      await server.close();
      db.close();
    },
  };
}

const PLACES = [
  ['北海道', '060-0001', '札幌市中央区', '北一条西2-1'],
  ['宮城県', '980-0021', '仙台市青葉区', '中央1-2-3'],
  ['東京都', '100-0001', '千代田区', '千代田1-1'],
  ['神奈川県', '220-0011', '横浜市西区', '高島2-19-12'],
  ['愛知県', '450-0002', '名古屋市中村区', '名駅1-1-4'],
  ['大阪府', '530-0001', '大阪市北区', '梅田3-1-1'],
  ['広島県', '730-0011', '広島市中区', '基町6-78'],
  ['福岡県', '812-0012', '福岡市博多区', '博多駅中央街1-1'],
  ['沖縄県', '900-0015', '那覇市', '久茂地1-1-1'],
];
const NAMES = ['佐藤 太郎', '鈴木 花子', '高橋 一郎', '田中 美咲', '伊藤 健太', '渡辺 陽子'];
const HEADERS =
  '注文番号,お届け先名,郵便番号,都道府県,市区町村,住所1,電話番号,品名,個数,単価,運送会社,サイズ\r\n';
const line = (i, invalidEvery) => {
  const [pref, zip, city, street] = PLACES[i % PLACES.length];
  // An invalid row: a postal code that cannot be read.
  const z = invalidEvery && i % invalidEvery === 0 ? '12-34' : zip;
  return `B${i},${NAMES[i % NAMES.length]},${z},${pref},${city},${street},03-1234-${String(1000 + (i % 9000))},Tシャツ,1,2500,佐川急便,60\r\n`;
};
function writeOrders(file, n, invalidEvery = 0) {
  const parts = [HEADERS];
  for (let i = 1; i <= n; i++) parts.push(line(i, invalidEvery));
  writeFileSync(file, iconv.encode(parts.join(''), 'cp932'));
}

const home = mkdtempSync(path.join(tmpdir(), 'shipctl-bench-batch-'));
const rssProbe = path.join(home, 'rss.cjs');
writeFileSync(
  rssProbe,
  "process.on('exit', () => require('fs').writeFileSync(process.env.RSS_OUT, String(process.resourceUsage().maxRSS)));\n",
);

function cli(args, s, extraEnv = {}, nodeArgs = []) {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: home,
    SHIPCTL_HOME: home,
    NO_COLOR: '1',
    SHIPCTL_TOKEN: s.token,
    ...extraEnv,
  };
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [...nodeArgs, bin, '--base-url', s.url, ...args], {
      cwd: home,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code, stdout, stderr, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
    );
  });
}
const failedRows = (csv) => csv.split('\r\n').filter((l) => /,failed,/.test(l));
const must = (r, what) => {
  if (r.code !== 0) throw new Error(`${what} exited ${r.code}:\n${r.stderr.slice(-3000)}`);
  return r;
};

const ok = (cond) => (cond ? 'ok' : 'MISSED');

/** Parts 1 and 2: the run against the call limit and against a loop of `shipctl ship`. */
async function throughput() {
  // 1. Against the call limit.
  const limited = await sandbox(LIMIT);
  const file1 = path.join(home, 'quota.csv');
  writeOrders(file1, ROWS);
  const q = must(
    await cli(
      ['batch', 'ship', file1, '--test', '--yes', '--no-labels', '--out', 'quota-results.csv'],
      limited,
    ),
    'batch (quota)',
  );
  const calls = limited.calls();
  const limitedAnswers = limited.statuses.get(429) ?? 0;
  // Fixed windows opened by the first call of each: N calls need floor((N-1)/total) full windows first.
  const minimumMs = Math.floor((calls - 1) / LIMIT.total) * LIMIT.windowMs;
  const failed429 = failedRows(readFileSync(path.join(home, 'quota-results.csv'), 'utf8')).filter((l) =>
    /429|rate|limit/i.test(l),
  ).length;
  await limited.close();

  // 2. Without a quota: batch against a loop of `shipctl ship`, one process per row.
  const open = await sandbox({ total: 1e9, windowMs: 60_000 });
  const file2 = path.join(home, 'open.csv');
  writeOrders(file2, ROWS);
  const b = must(
    await cli(['batch', 'ship', file2, '--test', '--yes', '--no-labels', '--out', 'open-results.csv'], open),
    'batch (no quota)',
  );
  const file3 = path.join(home, 'open-labels.csv');
  writeOrders(file3, ROWS + 1);
  const bl = must(
    await cli(['batch', 'ship', file3, '--test', '--yes', '--out', 'labels-results.csv'], open),
    'batch with labels',
  );
  const bodies = path.join(home, 'bodies');
  mkdirSync(bodies);
  const [pref, zip, city, street] = PLACES[2];
  for (let i = 1; i <= LOOP; i++) {
    const body = {
      to_address: {
        full_name: NAMES[i % NAMES.length],
        phone: '0312345678',
        country: 'JP',
        zip: zip.replace('-', ''),
        province: pref,
        city,
        address1: street,
      },
      products: [{ name: 'Tシャツ', quantity: 1, price: 2500 }],
      setup: { service: 'sagawa_regular', pack_size: 60, test: true, ref_number: `LOOP-${i}` },
    };
    writeFileSync(path.join(bodies, `${String(i).padStart(4, '0')}.json`), JSON.stringify(body));
  }
  const loopScript = `for f in ${bodies}/*.json; do node ${bin} --base-url ${open.url} ship --input "$f" --yes >/dev/null || exit 1; done`;
  const loop = await new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn('sh', ['-c', loopScript], {
      cwd: home,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: home,
        SHIPCTL_HOME: home,
        NO_COLOR: '1',
        SHIPCTL_TOKEN: open.token,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Number(process.hrtime.bigint() - started) / 1e6)
        : reject(new Error(`ship loop failed: ${stderr.slice(-2000)}`)),
    );
  });

  await open.close();

  const batchRate = (ROWS / b.ms) * 1000;
  const batchLabelsRate = ((ROWS + 1) / bl.ms) * 1000;
  const loopRate = (LOOP / loop) * 1000;
  const ratio = q.ms / minimumMs;
  console.log(`batch ship benchmark (node ${process.version}, ${ROWS} rows, Shift_JIS, sagawa test labels)`);
  console.log(`1. call limit ${LIMIT.total} per ${LIMIT.windowMs / 1000} s:`);
  console.log(
    `   ${ROWS} rows in ${(q.ms / 1000).toFixed(1)} s for ${calls} API calls; quota-limited minimum ${(minimumMs / 1000).toFixed(1)} s`,
  );
  console.log(`   ratio ${ratio.toFixed(3)}× (target ≤ 1.1×) ${ok(ratio <= 1.1)}`);
  console.log(
    `   rows failed by 429: ${failed429} (target 0) ${ok(failed429 === 0)}; 429 answers seen by the sandbox: ${limitedAnswers}`,
  );
  console.log('2. no quota:');
  console.log(
    `   batch ship            ${batchRate.toFixed(1).padStart(8)} rows/s  (${ROWS} rows in ${(b.ms / 1000).toFixed(2)} s, labels off)`,
  );
  console.log(
    `   batch ship + labels   ${batchLabelsRate.toFixed(1).padStart(8)} rows/s  (${ROWS + 1} rows, each label downloaded)`,
  );
  console.log(
    `   loop of shipctl ship  ${loopRate.toFixed(1).padStart(8)} rows/s  (${LOOP} rows, one process per row)`,
  );
  console.log(
    `   speed-up ${(batchRate / loopRate).toFixed(1)}× (target ≥ 20×) ${ok(batchRate / loopRate >= 20)}; with labels ${(batchLabelsRate / loopRate).toFixed(1)}×`,
  );
}

/** Part 3: dry runs of DRY_SMALL and DRY_ROWS rows, each in its own process. */
async function dryRuns() {
  const s = await sandbox({ total: 1e9, windowMs: 60_000 });
  const one = async (n) => {
    const file = path.join(home, `dry-${n}.csv`);
    writeOrders(file, n, 50);
    const rssOut = path.join(home, `rss-${n}.txt`);
    const out = path.join(home, `dry-${n}-results.csv`);
    const r = must(
      await cli(
        ['batch', 'ship', file, '--test', '--dry-run', '--skip-invalid', '--out', out],
        s,
        { RSS_OUT: rssOut },
        ['--require', rssProbe],
      ),
      `dry run of ${n} rows`,
    );
    const results = existsSync(out) ? readFileSync(out, 'utf8').split('\r\n').length - 2 : 0;
    return { n, ms: r.ms, rssMb: Number(readFileSync(rssOut, 'utf8')) / 1024, results };
  };
  try {
    // 10 rows: what the command costs before the rows (startup, the API calls it makes).
    const base = await one(10);
    const small = await one(DRY_SMALL);
    const big = await one(DRY_ROWS);
    const ratio = big.ms / small.ms;
    const perRow = (big.ms - base.ms) / (small.ms - base.ms);
    console.log(`3. --dry-run --skip-invalid --out (Shift_JIS, one row in 50 invalid):`);
    for (const d of [base, small, big])
      console.log(
        `   ${String(d.n).padStart(7)} rows: ${(d.ms / 1000).toFixed(1).padStart(5)} s, peak RSS ${d.rssMb.toFixed(0).padStart(4)} MB, ${d.results} result lines`,
      );
    console.log(
      `   peak RSS at ${DRY_ROWS} rows ${big.rssMb.toFixed(0)} MB (target < ${RSS_TARGET_MB} MB) ${ok(big.rssMb < RSS_TARGET_MB)}; ${(big.rssMb - base.rssMb).toFixed(0)} MB above the 10-row run`,
    );
    console.log(
      `   time ${DRY_ROWS} / ${DRY_SMALL} rows ${ratio.toFixed(1)}× (target linear: ≤ ${RATIO_TARGET}×) ${ok(ratio <= RATIO_TARGET)}; without the 10-row run's time ${perRow.toFixed(1)}× (≈ 10× when linear)`,
    );
  } finally {
    await s.close();
  }
}

try {
  if (!DRY_ONLY) await throughput();
  await dryRuns();
} finally {
  rmSync(home, { recursive: true, force: true });
}
