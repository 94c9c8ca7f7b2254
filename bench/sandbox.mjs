// Sandbox throughput: requests/s of GET /v1/shipments/:id against the sandbox
// (auth, call limit, fault hooks, SQLite read, JSON) next to a bare fastify route
// answering the same JSON from memory, in the same run, so machine noise hits
// both. The ratio is what the sandbox's own work costs.
// The machine is shared, so its load drifts during a run: each side's time is cut into
// rounds taken in the order S B B S S B ..., so a drift weighs on both sides alike, and the
// ratio is of the totals (the spread of the rounds' own ratios is printed beside it).
// Usage: node bench/sandbox.mjs [--duration 6] [--rounds 6] [--connections 10]
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { fetch } from 'undici';
import { loadSandbox, sagawaTestShipment } from './load-sandbox.mjs';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const duration = arg('duration', 6);
const rounds = Math.max(1, Math.round(arg('rounds', 6)));
const connections = arg('connections', 10);

const { build, listen, openDb, getMainAccount } = await loadSandbox('shipctl-bench');

const db = openDb(':memory:');
// The call limit is set out of reach: this measures throughput, not the limiter's 429s.
const app = await build({ db, seed: true, limits: { callLimit: { total: 1e9, windowMs: 60_000 } } });
const sandbox = await listen(app);
const token = getMainAccount(db).token;
const headers = { 'x-access-token': token, 'content-type': 'application/json' };

// A Wednesday-morning-proof shipment: a sagawa test label needs no account and has no time window.
const created = await fetch(`${sandbox.url}/v1/shipments`, {
  method: 'POST',
  headers,
  body: JSON.stringify(sagawaTestShipment({ setup: { carrier: 'sagawa', pack_amount: 1 } })),
});
let route;
let note = '';
if (created.ok) {
  const shipment = await created.json();
  route = { path: `/v1/shipments/${shipment.id}`, bare: '/v1/shipments/:id' };
} else {
  route = { path: '/v1/carriers', bare: '/v1/carriers' };
  note = ` (POST /v1/shipments answered ${created.status}: benchmarked GET /v1/carriers instead)`;
}
const sample = await (await fetch(sandbox.url + route.path, { headers })).text();
if (!sample.startsWith('{') && !sample.startsWith('['))
  throw new Error(`unexpected answer from ${route.path}: ${sample.slice(0, 200)}`);

const bare = Fastify();
const payload = JSON.parse(sample);
bare.get(route.bare, async () => payload);
await bare.listen({ host: '127.0.0.1', port: 0 });
const bareUrl = `http://127.0.0.1:${bare.server.address().port}`;

const run = (url, seconds) =>
  autocannon({ url: url + route.path, headers, connections, duration: seconds, pipelining: 1 }).then((r) => {
    if (r.non2xx > 0 || r.errors > 0)
      throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
    return r.requests.average;
  });

// Warm both up (JIT, caches), then measure in alternating rounds of equal length.
await run(sandbox.url, 1);
await run(bareUrl, 1);
const roundSeconds = Math.max(1, Math.round(duration / rounds));
const sandboxRounds = [];
const bareRounds = [];
for (let i = 0; i < rounds; i++) {
  const sandboxFirst = i % 2 === 0;
  for (const side of sandboxFirst ? ['sandbox', 'bare'] : ['bare', 'sandbox']) {
    if (side === 'sandbox') sandboxRounds.push(await run(sandbox.url, roundSeconds));
    else bareRounds.push(await run(bareUrl, roundSeconds));
  }
}
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const sandboxRps = sum(sandboxRounds) / rounds;
const bareRps = sum(bareRounds) / rounds;
const roundRatios = sandboxRounds.map((s, i) => s / bareRounds[i]).sort((a, b) => a - b);

console.log(
  `GET ${route.bare}${note}, ${connections} connections, ${rounds} rounds of ${roundSeconds} s each side, ${sample.length} bytes per answer`,
);
console.log(`  sandbox       ${sandboxRps.toFixed(0).padStart(8)} req/s`);
console.log(`  bare fastify  ${bareRps.toFixed(0).padStart(8)} req/s`);
console.log(`  ratio         ${(sandboxRps / bareRps).toFixed(2).padStart(8)} (sandbox / bare)`);
console.log(
  `  rounds        ${roundRatios[0].toFixed(2).padStart(8)} .. ${roundRatios.at(-1).toFixed(2)} (lowest .. highest ratio of one round)`,
);

await sandbox.close();
await bare.close();
db.close();
