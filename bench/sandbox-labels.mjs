// Label rendering against the rest of the API (issue 13, item 7): how long a plain
// GET /v1/shipments/:id takes while 3 label links are fetched in parallel, next to the
// same GET alone. Names are as long as the API accepts (1,000 characters); a
// 1,000,000-character name is refused with 400 before anything is drawn. With --zpl the
// labels are dhl ZPL_4X6 ones (Japanese names and the label's Japanese words drawn as
// bitmaps) instead of sagawa PDFs.
// Usage: node bench/sandbox-labels.mjs [--rounds 5] [--zpl]
import { performance } from 'node:perf_hooks';
import { fetch } from 'undici';
import { dhlZplShipment, loadSandbox, sagawaTestShipment } from './load-sandbox.mjs';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const rounds = arg('rounds', 5);
const zpl = process.argv.includes('--zpl');
const { build, listen, openDb, getMainAccount } = await loadSandbox('shipctl-bench-labels');
const db = openDb(':memory:');
const app = await build({ db, seed: true, limits: { callLimit: { total: 1e9, windowMs: 60_000 } } });
const sandbox = await listen(app);
const headers = { 'x-access-token': getMainAccount(db).token, 'content-type': 'application/json' };
const body = (name) => (zpl ? dhlZplShipment(name) : sagawaTestShipment({ to: { full_name: name } }));
if (zpl) {
  const carriers = await fetch(`${sandbox.url}/v1/carriers`, { headers }).then((r) => r.json());
  const dhl = carriers.find((a) => a.type === 'dhl');
  const res = await fetch(`${sandbox.url}/v1/carriers/${dhl.id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ settings: { print: { size: 'ZPL_4X6' } } }),
  });
  if (res.status !== 200) throw new Error(`dhl print size: HTTP ${res.status} ${await res.text()}`);
}
const post = (b) =>
  fetch(`${sandbox.url}/v1/shipments`, { method: 'POST', headers, body: JSON.stringify(b) });

const huge = await post(body('x'.repeat(1_000_000)));
const hugeBody = await huge.json();
console.log(
  `1,000,000-character name   HTTP ${huge.status} ${hugeBody.details?.[0]?.field}: ${hugeBody.details?.[0]?.issue}`,
);

const timeGet = async (id) => {
  const t = performance.now();
  const r = await fetch(`${sandbox.url}/v1/shipments/${id}`, { headers });
  await r.arrayBuffer();
  return performance.now() - t;
};
const alone = [];
const during = [];
let rendered = 0;
for (let i = 0; i < rounds; i++) {
  // Three new shipments per round, so every label fetch is a first render (the worst case).
  const made = await Promise.all(
    [0, 1, 2].map((k) => post(body(`${'長い名前'.repeat(249)}${i}${k}`)).then((r) => r.json())),
  );
  alone.push(await timeGet(made[0].id));
  if (!made[0].delivery) throw new Error(JSON.stringify(made[0]).slice(0, 400));
  const labels = made.map((s) => fetch(s.delivery.label).then((r) => r.arrayBuffer()));
  const get = timeGet(made[0].id);
  const [ms] = await Promise.all([get, ...labels]);
  rendered += 3;
  during.push(ms);
}
const fmt = (xs) =>
  `median ${xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
console.log(`GET alone                  ${fmt(alone)}`);
console.log(
  `GET during 3 label fetches ${fmt(during)} (${rendered} ${zpl ? 'dhl ZPL_4X6' : 'sagawa PDF'} labels rendered, 1,000-character names)`,
);
await sandbox.close();
db.close();
