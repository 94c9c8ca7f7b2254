// Two writers on one sandbox database (issue 13, item 5): two `shipctl sandbox serve`
// processes on the same file, and 4 client processes sending 1,200 creates between
// them (two clients per serve). A create answered 503 (database busy) is retried after
// its Retry-After; a 500 is a failure. Prints the status counts, the shipments in the
// file, and PRAGMA integrity_check.
// Usage: npm run build && node bench/sandbox-writers.mjs [--creates 1200] [--clients 4] [--in-flight 4]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import { fetch } from 'undici';
import { sagawaTestShipment } from './load-sandbox.mjs';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const root = fileURLToPath(new URL('..', import.meta.url));
const BIN = path.join(root, 'bin', 'shipctl.js');

if (process.argv[2] === '--client') {
  await client(JSON.parse(process.argv[3]));
  process.exit(0);
}

const CREATES = arg('creates', 1200);
const CLIENTS = arg('clients', 4);
const IN_FLIGHT = arg('in-flight', 4);
const dir = mkdtempSync(path.join(tmpdir(), 'shipctl-writers-'));
const home = path.join(dir, 'home');
const dbFile = path.join(dir, 'sandbox.db');

/** `shipctl sandbox serve --db FILE --port 0 --json` → its URL (first JSON line on stdout). */
function serve() {
  const child = spawn(
    process.execPath,
    [BIN, 'sandbox', 'serve', '--db', dbFile, '--port', '0', '--call-limit', '1000000/60s', '--json'],
    { env: { ...process.env, SHIPCTL_HOME: home, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`serve exited ${code}: ${err}`)));
    child.stdout.once('data', (d) => resolve({ child, url: JSON.parse(String(d).split('\n')[0]).url }));
  });
}

const started = Date.now();
const a = await serve();
const b = await serve();
const reader = new DatabaseSync(dbFile, { readOnly: true });
const token = reader.prepare('SELECT token FROM accounts LIMIT 1').get().token;
reader.close();
const per = Math.ceil(CREATES / CLIENTS);
const results = await Promise.all(
  Array.from({ length: CLIENTS }, (_, i) => {
    const job = {
      url: (i % 2 === 0 ? a : b).url,
      token,
      n: Math.min(per, CREATES - i * per),
      id: i,
      inFlight: IN_FLIGHT,
    };
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--client', JSON.stringify(job)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    return new Promise((resolve) => child.on('exit', () => resolve(JSON.parse(out))));
  }),
);
const elapsed = (Date.now() - started) / 1000;
a.child.kill('SIGINT');
b.child.kill('SIGINT');
await sleep(1000);

const total = (k) => results.reduce((s, r) => s + (r[k] ?? 0), 0);
const db = new DatabaseSync(dbFile);
const shipments = db.prepare('SELECT COUNT(*) AS n FROM shipments').get().n;
const integrity = db.prepare('PRAGMA integrity_check').get().integrity_check;
db.close();
const statuses = {};
for (const r of results)
  for (const [k, v] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
console.log(
  `creates sent           ${CREATES} from ${CLIENTS} processes (${IN_FLIGHT} in flight each), 2 serves on one file`,
);
console.log(`answers by status      ${JSON.stringify(statuses)}`);
console.log(`creates that got 200   ${total('ok')}`);
console.log(`503 then retried       ${total('retried')} (answers 503: ${statuses['503'] ?? 0})`);
console.log(`answers 500            ${statuses['500'] ?? 0}`);
console.log(`failed for good        ${total('failed')}`);
console.log(`shipments in the file  ${shipments}`);
console.log(`integrity_check        ${integrity}`);
console.log(`elapsed                ${elapsed.toFixed(1)} s`);
rmSync(dir, { recursive: true, force: true });
process.exitCode = (statuses['500'] ?? 0) === 0 && integrity === 'ok' && total('ok') === CREATES ? 0 : 1;

async function client({ url, token, n, id, inFlight }) {
  const body = (i) => sagawaTestShipment({ setup: { ref_number: `W${id}-${i}` } });
  const out = { ok: 0, retried: 0, failed: 0, statuses: {} };
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      for (let attempt = 1; ; attempt++) {
        const res = await fetch(`${url}/v1/shipments`, {
          method: 'POST',
          headers: { 'x-access-token': token, 'content-type': 'application/json' },
          body: JSON.stringify(body(i)),
        });
        await res.arrayBuffer();
        out.statuses[res.status] = (out.statuses[res.status] ?? 0) + 1;
        if (res.status === 200) {
          out.ok += 1;
          if (attempt > 1) out.retried += 1;
          break;
        }
        // 503 from a busy database: nothing was written (the transaction rolled back).
        if (res.status === 503 && attempt < 20) {
          await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
          continue;
        }
        out.failed += 1;
        break;
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  process.stdout.write(JSON.stringify(out));
}
