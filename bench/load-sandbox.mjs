// The sandbox is TypeScript: the benchmarks bundle it (dependencies stay external)
// next to node_modules so that fastify and the other packages resolve as usual, then
// load the pieces they drive in-process.
import { build as rolldown } from 'rolldown';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** `{ build, listen, openDb, getMainAccount }`, bundled under node_modules/.cache/<cacheName>. */
export async function loadSandbox(cacheName) {
  const outdir = path.join(root, 'node_modules', '.cache', cacheName);
  mkdirSync(outdir, { recursive: true });
  await rolldown({
    input: {
      app: path.join(root, 'src/sandbox/app.ts'),
      db: path.join(root, 'src/sandbox/store/db.ts'),
      accounts: path.join(root, 'src/sandbox/store/accounts.ts'),
    },
    platform: 'node',
    // Dependencies stay packages (a bare specifier), resolved from node_modules as usual.
    external: (id) => /^[@a-z]/i.test(id),
    logLevel: 'warn',
    output: { dir: outdir, format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
  });
  const load = (name) => import(pathToFileURL(path.join(outdir, `${name}.mjs`)).href);
  const [{ build, listen }, { openDb }, { getMainAccount }] = await Promise.all([
    load('app'),
    load('db'),
    load('accounts'),
  ]);
  return { build, listen, openDb, getMainAccount };
}

/**
 * The body of a sagawa test shipment Tokyo → Osaka (no account, no time window: valid at any
 * hour), for the benchmarks that create shipments. `to` and `setup` override members.
 */
export function sagawaTestShipment({ to = {}, setup = {} } = {}) {
  return {
    to_address: {
      full_name: 'Jiro Suzuki',
      phone: '0612345678',
      country: 'JP',
      zip: '5300001',
      province: '27',
      city: 'Osaka-shi',
      address1: '1-1 Umeda',
      ...to,
    },
    from_address: {
      full_name: 'Taro Yamada',
      phone: '0312345678',
      country: 'JP',
      zip: '1000001',
      province: '13',
      city: 'Chiyoda-ku',
      address1: '1-1 Chiyoda',
    },
    products: [{ name: 'T-shirt', quantity: 1, price: 2500, weight: 300 }],
    setup: { service: 'sagawa_regular', test: true, pack_size: 60, currency: 'JPY', ...setup },
  };
}

/**
 * The body of a dhl test shipment Tokyo → London whose recipient's name is `name`, sender
 * written in Japanese (so a label in Latin letters has Japanese to draw), for the label benchmark.
 */
export function dhlZplShipment(name) {
  return {
    to_address: {
      full_name: name,
      phone: '+442071234567',
      country: 'GB',
      zip: 'SW1A 1AA',
      city: 'London',
      address1: '10 Downing Street',
    },
    from_address: {
      full_name: '山田 太郎',
      phone: '0312345678',
      country: 'JP',
      zip: '1000001',
      province: '13',
      city: '千代田区',
      address1: '千代田1-1',
    },
    products: [
      { name: 'T-shirt', quantity: 1, price: 2500, weight: 300, hs_code: '610910', origin_country: 'JP' },
    ],
    parcels: [{ weight: 800, amount: 1, width: 30, height: 20, depth: 10 }],
    customs: { duty_paid: false, content_type: 'MERCHANDISE' },
    setup: { service: 'dhl_express_worldwide', test: true, currency: 'JPY', return_label: true },
  };
}
