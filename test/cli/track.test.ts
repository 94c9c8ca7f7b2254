// `track`: argv → options, the targets (args, --file lines), the local query budget
// (refusing the 15th, the delivered cache, a spent number), the ledger file, the
// watch interval, and runs with a fake API client.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import stringWidth from 'string-width';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { definition as trackVerb } from '../../src/cli/commands/track/index.js';
import { combine } from '../../src/cli/commands/track/track.js';
import { parseTargetLines } from '../../src/cli/commands/track/targets.js';
import { watchInterval } from '../../src/cli/commands/track/watch.js';
import type { ContextDeps } from '../../src/cli/context.js';
import { CliError } from '../../src/cli/errors.js';
import { runCli } from '../../src/cli/run.js';
import { planQuery, trackWithBudget, type TrackDeps } from '../../src/ops/track.js';
import { LEDGER_FILE, TrackingLedger, type LedgerEntry } from '../../src/config/tracking-ledger.js';
import { parseArgv } from '../helpers/program.js';
import { fakeStreams } from '../helpers/streams.js';

const NOW = new Date('2026-03-04T01:00:00Z');
const scope = 'default http://127.0.0.1:9';

const event = (date: string, status: string, details: string) => ({
  date,
  status,
  details,
  location: { city: 'Tokyo', country: 'JP', zip: null },
});
const TRANSIT = {
  requested_at: NOW.toISOString(),
  carrier: 'sagawa',
  tracking_number: '1234',
  shipment_id: 'API-AB12CD34EF',
  current_status: event('2026-03-04T07:00:00Z', 'transit', 'Departed Tokyo'),
  history: [
    event('2026-03-04T00:00:00Z', 'collected', 'Picked up'),
    event('2026-03-04T07:00:00Z', 'transit', 'Departed Tokyo'),
  ],
};
const DELIVERED = {
  ...TRANSIT,
  current_status: event('2026-03-05T05:00:00Z', 'delivered', 'Delivered'),
  history: [...TRANSIT.history, event('2026-03-05T05:00:00Z', 'delivered', 'Delivered')],
};

const entry = (used: number, extra: Partial<LedgerEntry> = {}): LedgerEntry => ({
  scope,
  carrier: 'sagawa',
  tracking_number: '1234',
  used,
  first_at: NOW.toISOString(),
  last_at: NOW.toISOString(),
  ...extra,
});

let home: string;
let requests: { method: string; path: string }[];
let answer: (p: string) => { status: number; data: unknown };

beforeEach(() => {
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-track-'));
  requests = [];
  answer = () => ({ status: 200, data: TRANSIT });
});
afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

/** A client that answers from `answer`, turning a status ≥ 400 into the API core's own error. */
async function fakeClient() {
  const { errorFromResponse, NetworkError } = await import('../../src/api/errors.js');
  return {
    async request(r: { method: string; path: string }) {
      requests.push(r);
      const a = answer(r.path);
      if (a.status === 0)
        throw new NetworkError({
          message: 'connection refused',
          method: r.method,
          path: r.path,
          code: 'ECONNREFUSED',
        });
      if (a.status >= 400)
        throw errorFromResponse({
          method: r.method,
          path: r.path,
          status: a.status,
          data: a.data,
          rawText: '',
          attempts: 1,
        });
      return { status: a.status, data: a.data, rawText: JSON.stringify(a.data), headers: {} };
    },
    note() {},
    async close() {},
  };
}

const deps: ContextDeps = {
  now: () => NOW,
  loadClient: async () => ({
    ApiClient: class {
      #c = fakeClient();
      async request(r: { method: string; path: string }) {
        return (await this.#c).request(r);
      }
      note() {}
      async close() {}
    } as never,
  }),
};

async function run(argv: string[], o: { input?: string; tty?: boolean; columns?: number } = {}) {
  const streams = fakeStreams({ input: o.input, tty: o.tty, ...(o.columns ? { columns: o.columns } : {}) });
  const env = {
    SHIPCTL_HOME: home,
    SHIPCTL_BASE_URL: 'http://127.0.0.1:9',
    SHIPCTL_TOKEN: 't',
    NO_COLOR: '1',
  };
  const code = await runCli(argv, { env, streams, deps });
  return { code, stdout: streams.out(), stderr: streams.err() };
}

const budgetDeps = (ledger = new TrackingLedger(path.join(home, 'data'))): TrackDeps => ({
  ledger,
  scope,
  client: async () => (await fakeClient()) as never,
  now: () => NOW,
});

describe('argv → options', () => {
  it('CARRIER NUMBER, and a lone number with --carrier', async () => {
    const p = await parseArgv(['track', 'sagawa', '1234']);
    expect(p.verb).toBe(trackVerb);
    expect(p.opts).toEqual({ carrier: 'sagawa', number: '1234' });
    expect((await parseArgv(['track', '--carrier', 'yamato', '99'])).opts).toMatchObject({
      carrier: 'yamato',
      number: '99',
    });
  });

  it('--shipment, --file, --force, --watch --interval', async () => {
    expect((await parseArgv(['track', '--shipment', 'API-1'])).opts).toMatchObject({ shipment: 'API-1' });
    expect((await parseArgv(['track', '--file', '-', '--carrier', 'sagawa'])).opts).toMatchObject({
      file: '-',
      carrier: 'sagawa',
    });
    expect((await parseArgv(['track', 'sagawa', '1', '--force'])).opts).toMatchObject({ force: true });
    expect(
      (await parseArgv(['track', 'sagawa', '1', '--watch', '--interval', '1h', '--json'])).opts,
    ).toMatchObject({
      watch: true,
      interval: '1h',
    });
  });
});

describe('targets', () => {
  it('reads "carrier number" and "number" lines, skipping blanks, comments and repeats', () => {
    const { targets, problems } = parseTargetLines(
      'sagawa 111\n# note\n\n222\nYAMATO,333\nsagawa 111\n',
      'yuupack',
    );
    expect(problems).toEqual([]);
    expect(targets).toEqual([
      { carrier: 'sagawa', number: '111' },
      { carrier: 'yuupack', number: '222' },
      { carrier: 'yamato', number: '333' },
    ]);
  });

  it('lists every bad line', () => {
    const { problems } = parseTargetLines('custom 1\n222\na b c\n', undefined);
    expect(problems.map((p) => p.field)).toEqual(['line 1', 'line 2', 'line 3']);
    expect(problems[0]!.issue).toContain('cannot be tracked through the API');
  });
});

describe('the query budget', () => {
  it('sends while more than one query is left', () => {
    expect(planQuery(undefined)).toEqual({ kind: 'send', left: 14, last: false });
    expect(planQuery(entry(13))).toEqual({ kind: 'send', left: 1, last: false });
  });

  it('refuses the 15th query without --force, spends it with --force, never in a watch', () => {
    expect(planQuery(entry(14))).toMatchObject({ kind: 'refuse', left: 1 });
    expect(planQuery(entry(14), { force: true })).toEqual({ kind: 'send', left: 0, last: true });
    expect(planQuery(entry(14), { force: true, keepLast: true })).toMatchObject({ kind: 'refuse' });
  });

  it('a spent number is refused; the API saying so counts as spent', () => {
    expect(planQuery(entry(15))).toMatchObject({ kind: 'refuse', left: 0 });
    expect(planQuery(entry(2, { exhausted: true }))).toMatchObject({ kind: 'refuse', left: 0 });
  });

  it('a delivered number is served from the cache (unless --refresh)', () => {
    const e = entry(3, { delivered: { at: '2026-03-05T05:00:00Z', record: DELIVERED } });
    expect(planQuery(e)).toMatchObject({ kind: 'cached', left: 12, deliveredAt: '2026-03-05T05:00:00Z' });
    expect(planQuery(e, { refresh: true })).toMatchObject({ kind: 'send', left: 11 });
  });
});

describe('trackWithBudget', () => {
  it('counts each query, refuses the 15th without --force and allows it with', async () => {
    const d = budgetDeps();
    for (let i = 1; i <= 14; i++) expect((await trackWithBudget(d, 'sagawa', '1234')).left).toBe(15 - i);
    const refused = await trackWithBudget(d, 'sagawa', '1234').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CliError);
    expect((refused as CliError).exitCode).toBe(5);
    expect(requests).toHaveLength(14);
    expect((await trackWithBudget(d, 'sagawa', '1234', { force: true })).left).toBe(0);
    expect(requests).toHaveLength(15);
    expect(d.ledger.get({ scope, carrier: 'sagawa', number: '1234' })?.used).toBe(15);
  });

  it('keeps the count per API, carrier and number, in a private file that survives', async () => {
    const d = budgetDeps();
    await trackWithBudget(d, 'sagawa', '1234');
    await trackWithBudget({ ...d, scope: 'work https://api.shipandco.com' }, 'sagawa', '1234');
    const again = new TrackingLedger(path.join(home, 'data'));
    expect(again.get({ scope, carrier: 'sagawa', number: '1234' })?.used).toBe(1);
    expect(again.get({ scope, carrier: 'yamato', number: '1234' })).toBeUndefined();
    if (process.platform !== 'win32') expect(fs.statSync(again.file).mode & 0o777).toBe(0o600);
  });

  it('caches a delivered result and serves it without a request', async () => {
    answer = () => ({ status: 200, data: DELIVERED });
    const d = budgetDeps();
    await trackWithBudget(d, 'sagawa', '1234');
    const cached = await trackWithBudget(d, 'sagawa', '1234');
    expect(cached.cached).toEqual({ deliveredAt: '2026-03-05T05:00:00Z' });
    expect(cached.record).toEqual(DELIVERED);
    expect(cached.left).toBe(14);
    expect(requests).toHaveLength(1);
  });

  it('404 → exit 4 with a hint; 429 TRACKING_LIMIT_EXCEEDED → exit 5 and the number marked spent', async () => {
    const d = budgetDeps();
    answer = () => ({
      status: 404,
      data: { message: 'Tracking number 1234 was not found', code: 'TRACKING_NOT_FOUND' },
    });
    const nf = (await trackWithBudget(d, 'sagawa', '1234').catch((e: unknown) => e)) as CliError;
    expect(nf.exitCode).toBe(4);
    expect(nf.hint).toContain('check the carrier and the number');
    answer = () => ({ status: 429, data: { message: 'queried 15 times', code: 'TRACKING_LIMIT_EXCEEDED' } });
    const rl = (await trackWithBudget(d, 'sagawa', '1234').catch((e: unknown) => e)) as CliError;
    expect(rl.exitCode).toBe(5);
    expect(d.ledger.get({ scope, carrier: 'sagawa', number: '1234' })).toMatchObject({
      used: 2,
      exhausted: true,
    });
    await expect(trackWithBudget(d, 'sagawa', '1234')).rejects.toMatchObject({ exitCode: 5 });
    expect(requests).toHaveLength(2);
  });

  it('a query that never left (connection refused) is given back', async () => {
    const d = budgetDeps();
    await trackWithBudget(d, 'sagawa', '1234');
    answer = () => ({ status: 0, data: undefined });
    await expect(trackWithBudget(d, 'sagawa', '1234')).rejects.toMatchObject({ category: 'network' });
    expect(d.ledger.get({ scope, carrier: 'sagawa', number: '1234' })?.used).toBe(1);
  });

  it('parallel queries do not lose counts', async () => {
    const d = budgetDeps();
    const other = { ...d, ledger: new TrackingLedger(path.join(home, 'data')) };
    await Promise.all([0, 1, 2, 3, 4, 5].map((i) => trackWithBudget(i % 2 ? d : other, 'sagawa', '1234')));
    expect(d.ledger.get({ scope, carrier: 'sagawa', number: '1234' })?.used).toBe(6);
  });

  it('a damaged ledger is an error, never a fresh budget', async () => {
    const d = budgetDeps();
    fs.mkdirSync(path.join(home, 'data'), { recursive: true });
    fs.writeFileSync(path.join(home, 'data', LEDGER_FILE), '{broken');
    await expect(trackWithBudget(d, 'sagawa', '1234')).rejects.toThrow(/damaged/);
    expect(requests).toEqual([]);
  });
});

describe('track (run)', () => {
  it('a number alone is echoed as typed (SANDBOX-EXCEPTION, not lower-cased); a carrier word is read in any case', async () => {
    // None of your shipments carries it: the error names the number as the packer gave it.
    answer = (p) => ({ status: 200, data: p.startsWith('/v1/shipments') ? [] : TRANSIT });
    const alone = await run(['track', 'SANDBOX-EXCEPTION']);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain('tracking number SANDBOX-EXCEPTION');
    answer = () => ({ status: 200, data: TRANSIT });
    const upper = await run(['track', 'SAGAWA', '1234']);
    expect(upper.code, upper.stderr).toBe(0);
    expect(upper.stderr).toContain('sagawa 1234  transit');
  });

  it('piped: TSV rows per event with ISO times; the status line on stderr', async () => {
    const r = await run(['track', 'sagawa', '1234']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      'sagawa\t1234\t2026-03-04T00:00:00.000Z\tcollected\tPicked up\tTokyo\tJP\t\n' +
        'sagawa\t1234\t2026-03-04T07:00:00.000Z\ttransit\tDeparted Tokyo\tTokyo\tJP\t\n',
    );
    expect(r.stderr).toContain('sagawa 1234  transit  Departed Tokyo  14 of 15 queries left');
  });

  it('a number as printed on the label (4368-3062-4705) or typed in full width is the bare number: one request path, one count', async () => {
    const first = await run(['track', 'sagawa', '4368-3062-4705']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toContain('sagawa 436830624705  transit');
    const second = await run(['track', 'sagawa', '４３６８ー３０６２ー４７０５']);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toContain('13 of 15 queries left');
    expect(requests.map((r) => r.path)).toEqual([
      '/v1/tracking/sagawa/436830624705',
      '/v1/tracking/sagawa/436830624705',
    ]);
  });

  it('TTY: status line and the history in JST', async () => {
    const r = await run(['track', 'sagawa', '1234'], { tty: true });
    expect(r.stdout).toContain('sagawa 1234  transit  Departed Tokyo  14 of 15 queries left');
    expect(r.stdout).toMatch(/TIME \(JST\)\s+STATUS\s+DETAILS\s+LOCATION/);
    expect(r.stdout).toMatch(/2026-03-04 16:00 {2}transit/); // the JST cell, whole (the header says JST)
  });

  it('ゆうメール has no tracking: said so, with no list of other carriers to retry with (exit 2)', async () => {
    const r = await run(['track', 'yuumail', '1234']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('has no tracking: the carrier gives its items no tracking number');
    expect(r.stderr).not.toContain('use one of');
  });

  it('a name shipctl does not know gets the list of carriers it can track', async () => {
    const r = await run(['track', 'sagwa', '1234']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('tracking is not available for "sagwa": use one of');
  });

  it('a carrier without tracking exits 2 before any request', async () => {
    const r = await run(['track', 'seino', '1234']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Seino');
    expect(r.stderr).toContain('cannot be tracked through the API (spec 4.10)');
    expect(requests).toEqual([]);
  });

  it('the cached delivered result: a note on stderr, no request', async () => {
    answer = () => ({ status: 200, data: DELIVERED });
    await run(['track', 'sagawa', '1234']);
    const r = await run(['track', 'sagawa', '1234', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(DELIVERED);
    expect(r.stderr).toContain('cached; delivered');
    expect(requests).toHaveLength(1);
  });

  it('--file - tracks many; one failing makes the run partial (7)', async () => {
    answer = (p) =>
      p.endsWith('/404')
        ? { status: 404, data: { message: 'nope', code: 'TRACKING_NOT_FOUND' } }
        : { status: 200, data: TRANSIT };
    const r = await run(['track', '--file', '-', '--json'], { input: 'sagawa 1234\nsagawa 404\n' });
    expect(r.code).toBe(7);
    expect(JSON.parse(r.stdout)).toHaveLength(1);
    expect(r.stderr).toContain('sagawa 404: nope [TRACKING_NOT_FOUND]');
  });

  it('--file with a line of a carrier without tracking reports that line and tracks the rest (exit 7)', async () => {
    answer = () => ({ status: 200, data: TRANSIT });
    const r = await run(['track', '--file', '-', '--json'], {
      input: 'sagawa 1234\nseino 555\nsagawa 5678\n',
    });
    expect(r.code).toBe(7);
    expect(JSON.parse(r.stdout)).toHaveLength(2);
    expect(r.stderr).toMatch(/--file - line 2: .*Seino.* cannot be tracked through the API/);
    expect(requests).toHaveLength(2);
  });

  it('--file with no line that can be tracked exits 2 and sends nothing', async () => {
    const r = await run(['track', '--file', '-'], { input: 'seino 555\n' });
    expect(r.code).toBe(2);
    expect(requests).toEqual([]);
  });

  it('--watch polls, prints only new events as NDJSON and stops once delivered', async () => {
    let polls = 0;
    answer = () => ({ status: 200, data: ++polls < 3 ? TRANSIT : DELIVERED });
    const streams = fakeStreams();
    const env = {
      SHIPCTL_HOME: home,
      SHIPCTL_BASE_URL: 'http://127.0.0.1:9',
      SHIPCTL_TOKEN: 't',
      NO_COLOR: '1',
      SHIPCTL_TRACK_MIN_INTERVAL: '10ms',
    };
    const code = await runCli(['track', 'sagawa', '1234', '--watch', '--interval', '20ms', '--json'], {
      env,
      streams,
      deps,
    });
    expect(code).toBe(0);
    const lines = streams
      .out()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.status)).toEqual(['collected', 'transit', 'delivered']);
    expect(lines[0]).toMatchObject({
      carrier: 'sagawa',
      tracking_number: '1234',
      shipment_id: 'API-AB12CD34EF',
    });
    expect(requests).toHaveLength(3);
    expect(streams.err()).toContain('delivered');
  });

  it('--watch on a TTY: the history first, then only new events', async () => {
    let polls = 0;
    answer = () => ({ status: 200, data: ++polls < 2 ? TRANSIT : DELIVERED });
    const streams = fakeStreams({ tty: true });
    const env = {
      SHIPCTL_HOME: home,
      SHIPCTL_BASE_URL: 'http://127.0.0.1:9',
      SHIPCTL_TOKEN: 't',
      NO_COLOR: '1',
      SHIPCTL_TRACK_MIN_INTERVAL: '10ms',
    };
    const code = await runCli(['track', 'sagawa', '1234', '--watch', '--interval', '20ms'], {
      env,
      streams,
      deps,
    });
    expect(code).toBe(0);
    const out = streams.out();
    expect(out.match(/Picked up/g)).toHaveLength(1);
    // Once in the first status line and once in the first table; the second poll adds only delivery.
    expect(out.match(/Departed Tokyo/g)).toHaveLength(2);
    expect(out).toContain('sagawa 1234  delivered  Delivered  13 of 15 queries left');
  });

  it('--watch pauses on an exception (exit 0) and refuses --force', async () => {
    answer = () => ({
      status: 200,
      data: { ...TRANSIT, current_status: event('2026-03-04T08:00:00Z', 'exception', 'Address unknown') },
    });
    const r = await run(['track', 'sagawa', '1234', '--watch']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('watching paused');
    expect((await run(['track', 'sagawa', '1234', '--watch', '--force'])).code).toBe(2);
  });
});

describe('watch interval and exit codes', () => {
  it('parses durations; at least a minute unless the test floor is lowered', () => {
    expect(watchInterval('30m', {})).toBe(1_800_000);
    expect(watchInterval('1h30m', {})).toBe(5_400_000);
    // A bare number was minutes here and nowhere else: now it is refused everywhere.
    expect(() => watchInterval('2', {})).toThrow(/--interval "2" has no unit/);
    expect(() => watchInterval('soon', {})).toThrow(/--interval "soon" is not a duration/);
    expect(watchInterval(undefined, {})).toBe(1_800_000);
    expect(() => watchInterval('30s', {})).toThrow(/too short/);
    expect(watchInterval('50ms', { SHIPCTL_TRACK_MIN_INTERVAL: '10ms' })).toBe(50);
  });

  it('combines per-number outcomes', () => {
    expect(combine([0, 0])).toBe(0);
    expect(combine([4, 4])).toBe(4);
    expect(combine([0, 5])).toBe(7);
    expect(combine([4, 5])).toBe(1);
  });
});

describe('track at an 80-column terminal', () => {
  it('the status line is broken between its parts, never wrapped by the terminal; the details whole', async () => {
    const absent = event(
      '2026-03-05T05:00:00Z',
      'exception',
      'Delivery attempted: recipient absent; held at the depot',
    );
    answer = () => ({
      status: 200,
      data: {
        ...TRANSIT,
        tracking_number: 'SANDBOX-EXCEPTION',
        current_status: absent,
        estimated_delivery_date: '2026-03-06',
        history: [...TRANSIT.history, absent],
      },
    });
    const r = await run(['track', 'sagawa', 'SANDBOX-EXCEPTION'], { tty: true, columns: 80 });
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    for (const l of lines) expect(stringWidth(l)).toBeLessThanOrEqual(80);
    expect(lines[0]).toMatch(/^sagawa SANDBOX-EXCEPTION {2}exception/);
    const status = lines
      .slice(
        0,
        lines.findIndex((l) => l.startsWith('TIME')),
      )
      .join('  ');
    for (const part of [
      'Delivery attempted: recipient absent; held at the depot',
      'est. delivery 2026-03-06',
      'of 15 queries left',
    ])
      expect(status).toContain(part);
  });
});
