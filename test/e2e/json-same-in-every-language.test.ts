// What scripts read never changes with the language a person reads: the same day of commands,
// run once under a Japanese locale and once under C.UTF-8 against two sandboxes that hand out
// the same ids at the same instant, prints byte for byte the same --json and exits the same.
// Only what differs between the two runs whatever the language — the temporary home and the
// sandbox's address — is written as a placeholder before comparing.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allDefinitions } from '../../src/cli/commands/index.js';
import { verbsOf } from '../../src/cli/define.js';
import { fixedClock, type SandboxIds } from '../../src/sandbox/deps.js';
import { makeHome, type CliResult } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

const NOW = '2026-11-26T01:00:00.000Z';
const TOKEN = 'a'.repeat(40);

/** Ids in the order they are asked for: two sandboxes asked alike answer alike. */
function countingIds(): SandboxIds {
  let n = 0;
  const next = () => String(++n).padStart(10, '0');
  return {
    shipmentId: () => `API-${next()}`,
    orderId: () => `API-${next()}`,
    id: (prefix) => (prefix ? `${prefix}_` : '') + `id${next()}${'x'.repeat(5)}`,
    debugId: () => `err_${next().padStart(20, '0')}`,
  };
}

interface World {
  language: string;
  sb: TestSandbox;
  home: ReturnType<typeof makeHome>;
}

const worlds: World[] = [];

beforeAll(async () => {
  for (const language of ['ja_JP.UTF-8', 'C.UTF-8'])
    worlds.push({
      language,
      sb: await startTestSandbox({ ids: countingIds(), clock: fixedClock(NOW), token: TOKEN }),
      home: makeHome(),
    });
  for (const world of worlds) {
    const files = path.join(world.home.dir, 'in');
    mkdirSync(files, { recursive: true });
    writeFileSync(path.join(files, 'logo.png'), Buffer.from(PNG_1X1, 'base64'));
    writeFileSync(path.join(files, 'rates.csv'), 'from,size,関東,関西\n関東,60,"1,234",980\n');
    writeFileSync(
      path.join(files, 'orders.csv'),
      'ref,name,zip,address1,pack_size\nJ-1,山田 太郎,530-0001,梅田1-1-3,60\n',
    );
  }
});
afterAll(async () => {
  for (const world of worlds) {
    await world.sb.close();
    world.home.remove();
  }
});

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A step: the command's words, then its arguments; `embedded` runs against the home's own sandbox. */
interface Step {
  args: string[];
  embedded?: boolean;
  input?: string;
  /** The exit code the step ends with; 0 unless given. */
  exits?: number;
}

const PRODUCT = ['--product', 'name=Tシャツ,qty=1,price=1000', '--carrier', 'sagawa'];
const RECIPIENT = ['--to-name', '山田 太郎', '--to-zip', '530-0001', '--to-address1', '梅田1-1-3'];

// The day, in order: what one step creates, a later one reads, changes or deletes.
const DAY: Step[] = [
  { args: ['config', 'list', '--json'] },
  { args: ['config', 'set', 'label_dir', 'labels', '--json'] },
  { args: ['config', 'get', 'label_dir', '--json'] },
  { args: ['config', 'unset', 'label_dir', '--json'] },
  { args: ['config', 'path', '--json'] },
  { args: ['profiles', 'list', '--json'] },
  { args: ['profiles', 'use', 'default', '--json'] },
  { args: ['carriers', 'catalog', 'sagawa', '--json'] },
  { args: ['carriers', 'list', '--json'] },
  // Without a terminal it names every missing credential and exits 2, in any language.
  { args: ['carriers', 'add', 'sagawa', '--json'], exits: 2 },
  { args: ['rates', '--to-zip', '530-0001', '--pack-size', '80', '--json'] },
  {
    args: [
      'ship',
      '--carrier',
      'sagawa',
      '--test',
      ...RECIPIENT,
      '--pack-size',
      '60',
      '--ref',
      'S-1',
      '--json',
    ],
  },
  { args: ['shipments', 'list', '--json'] },
  { args: ['shipments', 'get', 'API-<shipment>', '--json'] },
  { args: ['shipments', 'find', '山田', '--json'] },
  { args: ['shipments', 'summary', '--json'] },
  { args: ['shipments', 'label', 'API-<shipment>', '--json'] },
  { args: ['track', 'sagawa', 'SANDBOX-DELIVERED', '--json'] },
  { args: ['orders', 'create', ...RECIPIENT, ...PRODUCT, '--ref', 'O-1', '--json'] },
  { args: ['orders', 'list', '--json'] },
  {
    args: [
      'orders',
      'ship',
      '--all',
      '--carrier',
      'sagawa',
      '--pack-size',
      '60',
      '--test',
      '--yes',
      '--json',
    ],
  },
  { args: ['orders', 'create', ...RECIPIENT, ...PRODUCT, '--ref', 'O-2', '--json'] },
  { args: ['orders', 'delete', 'API-<order>', '--yes', '--json'] },
  { args: ['shipments', 'void', 'API-<shipment>', '--yes', '--json'] },
  { args: ['batch', 'ship', 'in/orders.csv', '--carrier', 'sagawa', '--test', '--yes', '--json'] },
  { args: ['batch', 'status', '--json'] },
  { args: ['batch', 'export', 'in/orders.csv', '--format', 'amazon-jp', '--out', 'confirm.txt', '--json'] },
  { args: ['addresses', 'add', '--name', '大阪倉庫', '--zip', '5300001', '--json'] },
  { args: ['addresses', 'list', '--json'] },
  {
    args: [
      'warehouses',
      'add',
      '--name',
      '出荷 花子',
      '--zip',
      '5300001',
      '--province',
      '大阪府',
      '--city',
      '大阪市北区',
      '--address1',
      '梅田1-1-3',
      '--json',
    ],
  },
  { args: ['warehouses', 'list', '--json'] },
  { args: ['files', 'upload', 'in/logo.png', '--type', 'logo', '--json'] },
  { args: ['files', 'list', '--json'] },
  { args: ['sub-users', 'create', '--email', 'packer@example.com', '--json'] },
  { args: ['sub-users', 'list', '--json'] },
  { args: ['sub-users', 'get', '<sub-user>', '--json'] },
  { args: ['sub-users', 'delete', '<sub-user>', '--yes', '--json'] },
  { args: ['carriers', 'update', '<dhl>', '--print-size', 'ZPL_4X6', '--json'] },
  { args: ['carriers', 'rates', 'upload', '<sagawa>', 'in/rates.csv', '--json'] },
  { args: ['carriers', 'rates', 'clear', '<sagawa>', '--yes', '--json'] },
  { args: ['carriers', 'remove', '<dhl>', '--yes', '--json'] },
  { args: ['api', 'GET', '/v1/carriers'] },
  { args: ['sandbox', 'info', '--json'], embedded: true },
  { args: ['sandbox', 'faults', 'set', 'CARRIER sagawa:unreachable', '--json'], embedded: true },
  { args: ['sandbox', 'faults', 'list', '--json'], embedded: true },
  { args: ['sandbox', 'faults', 'clear', '--json'], embedded: true },
  { args: ['sandbox', 'webhooks', 'show', '--json'], embedded: true },
  { args: ['sandbox', 'webhooks', 'deliveries', '--json'], embedded: true },
  { args: ['logout', '--json'] },
];

/** Commands a day of --json cannot show, and why. */
const NOT_IN_THE_DAY: Readonly<Record<string, string>> = {
  'station scan': 'a packer’s interactive loop at a terminal; test/cli/station-box.test.ts reads its NDJSON',
  'station sheet': 'writes a PDF of size barcodes; it has no --json result',
  completion: 'prints a shell script, not a result',
  mcp: 'a server for agents; its tools answer with the same --json (test/e2e/mcp.test.ts)',
  'sandbox serve': 'a server that runs until stopped',
  'webhooks listen': 'a server that runs until stopped',
  'webhooks verify': 'reads a delivery from stdin with a secret; covered by the webhook tests',
  'webhooks trigger': 'posts to an endpoint the test would have to serve',
  'sandbox stop': 'stops a warm sandbox; prints nothing for scripts',
  'sandbox reset': 'asks to destroy the embedded sandbox',
  'sandbox advance': 'needs an embedded shipment',
  'sandbox clock show': 'the embedded sandbox’s clock runs from the real time of the run',
  'sandbox clock set': 'prints its offset from the real time of the run',
  'sandbox clock advance': 'prints its offset from the real time of the run',
  'sandbox clock reset': 'prints the real time of the run',
  'sandbox accounts add': 'the embedded sandbox’s new account ids are random',
  'sandbox webhooks set': 'registers an endpoint and prints a fresh secret',
  'sandbox webhooks clear': 'follows webhooks set',
  login: 'reads a token from the terminal or stdin; covered by the login tests',
  'sub-users regenerate-token': 'prints a fresh token',
  'labels print': 'sends documents to a printer; its lines are for the packer (test/cli/paper.test.ts)',
};

/** The ids the day has printed so far, by the placeholder a later step names them with. */
type Seen = Map<string, string>;

function fillIn(args: readonly string[], seen: Seen): string[] {
  return args.map((arg) => (/^(API-)?<.+>$/.test(arg) ? (seen.get(arg) ?? arg) : arg));
}

/** What a step's JSON names for later steps: the shipment, the order, the sub-user, two accounts. */
function remember(args: readonly string[], stdout: string, seen: Seen): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout);
  } catch {
    return; // A step that failed prints no JSON; the comparison shows it.
  }
  const id = (parsed as { id?: string } | null)?.id;
  const words = args.slice(0, 2).join(' ');
  if (words.startsWith('ship ') && id) seen.set('API-<shipment>', id);
  if (words === 'orders create' && id) seen.set('API-<order>', id);
  if (words === 'sub-users create' && id) seen.set('<sub-user>', id);
  if (words === 'carriers list' && Array.isArray(parsed))
    for (const type of ['dhl', 'sagawa']) {
      const account = (parsed as { id: string; type: string }[]).find((a) => a.type === type);
      if (account) seen.set(`<${type}>`, account.id);
    }
}

async function runDay(world: World): Promise<{ step: string; code: number | null; stdout: string }[]> {
  const seen: Seen = new Map();
  const results = [];
  for (const step of DAY) {
    const args = fillIn(step.args, seen);
    const result: CliResult = await runInProcess(
      step.embedded ? args : [...args, '--base-url', world.sb.url],
      {
        home: world.home.dir,
        cwd: world.home.dir,
        input: step.input,
        env: { LANG: world.language, SHIPCTL_TOKEN: TOKEN, SHIPCTL_NOW: NOW },
      },
    );
    const stdout = result.stdout.split(world.home.dir).join('<home>').split(world.sb.url).join('<sandbox>');
    remember(args, result.stdout, seen);
    results.push({ step: args.join(' '), code: result.code, stdout });
  }
  return results;
}

describe('--json is the same whatever language a person reads', () => {
  it('names every command in the day, or says why it cannot be in it', async () => {
    const inDay = new Set(
      DAY.map((step) =>
        step.args
          .filter((a) => !a.startsWith('-'))
          .slice(0, 3)
          .join(' '),
      ),
    );
    const missing = verbsOf(await allDefinitions())
      .filter(({ path: words, verb }) => !verb.hidden && !words.startsWith('__'))
      .map(({ path: words }) => words)
      .filter((words) => !NOT_IN_THE_DAY[words] && ![...inDay].some((step) => step.startsWith(words)));
    expect(missing).toEqual([]);
  });

  it('prints byte-identical --json and exits alike under ja_JP.UTF-8 and C.UTF-8', async () => {
    const [japanese, english] = [await runDay(worlds[0]!), await runDay(worlds[1]!)];
    expect(japanese.map(({ step, code }) => `${step} → ${code}`)).toEqual(
      english.map(({ step, code }) => `${step} → ${code}`),
    );
    for (const [i, step] of english.entries()) expect(japanese[i]!.stdout, step.step).toBe(step.stdout);
    // The day did what it says, in both languages.
    expect(english.map(({ step, code }) => `${step} → ${code}`)).toEqual(
      DAY.map((step, i) => `${english[i]!.step} → ${step.exits ?? 0}`),
    );
  }, 240_000);
});
