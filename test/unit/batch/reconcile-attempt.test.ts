// H1 in batch: a row whose create went unanswered adopts only a shipment its own
// attempt could have made — never an older shipment that carries the same ref.
// The runner against a sandbox on an ephemeral port with a pinned clock.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../src/api/client.js';
import { Journal } from '../../../src/batch/journal.js';
import { executeRun } from '../../../src/batch/runner.js';
import {
  domesticBody,
  internationalBody,
  startShippingSandbox,
  TOKYO,
  WEDNESDAY_10_JST,
  type ShippingSandbox,
} from '../../sandbox/shipments.fixtures.js';

let sb: ShippingSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

const REF = 'Bdeadbeef-A0001';
const rowBody = domesticBody({ service: 'sagawa_regular', pack_size: 80, test: true, ref_number: REF });

type NewRows = Parameters<Journal['insertRows']>[1];

/** A journal holding run r1 with these rows, ready to run. */
function journalWith(s: ShippingSandbox, rows: NewRows): Journal {
  const journal = Journal.open(':memory:', { now: () => s.clock.now() });
  journal.createRun({ id: 'r1', file: 'x.csv', hash: 'h', options: {}, encoding: 'utf8', labelsDir: '.' });
  journal.insertRows('r1', rows);
  journal.markReady('r1');
  return journal;
}

/** Runs r1 once against the sandbox, keeping its notices and each request's method and path. */
async function runOnce(s: ShippingSandbox, journal: Journal) {
  const notices: string[] = [];
  const requests: string[] = [];
  const client = new ApiClient({
    baseUrl: s.url,
    token: s.token,
    retry: { baseDelayMs: 1, maxDelayMs: 1 },
    debug: (line) => {
      if (line.startsWith('> ')) requests.push(line.slice(2).replace(s.url, ''));
    },
  });
  const outcome = await executeRun({
    client,
    journal,
    runId: 'r1',
    concurrency: 1,
    now: () => s.clock.now(),
    retryFailed: false,
    maxRounds: 1,
    onNotice: (m) => notices.push(m),
  });
  return { outcome, notices, requests };
}

async function oneRowRun(s: ShippingSandbox, body: Record<string, unknown> = rowBody) {
  const journal = journalWith(s, [
    { seq: 1, key: 'A0001', line: 2, ref: REF, body, state: 'pending', quote: 0 },
  ]);
  const { outcome, notices } = await runOnce(s, journal);
  return { journal, outcome, notices, row: journal.row('r1', 1) };
}

describe('batch reconcile never adopts another parcel’s shipment', () => {
  it('a 503 with nothing created, and an older shipment to another recipient with the row’s ref: not adopted, the row is pending again', async () => {
    const s = (sb = await startShippingSandbox(WEDNESDAY_10_JST));
    const old = await s.request('POST', '/v1/shipments', {
      ...rowBody,
      to_address: { ...TOKYO, full_name: 'Someone Else' },
    });
    expect(old.status).toBe(200);
    const oldId = (old.body as { id: string }).id;
    s.deps.faults.set('POST /v1/shipments', { failBeforeCommit: 503 });
    const { outcome, notices, row } = await oneRowRun(s);
    expect(outcome.adopted, JSON.stringify({ row, notices })).toBe(0);
    expect(row.state, JSON.stringify({ row, notices })).toBe('pending');
    expect(row.shipment_id).toBeNull();
    expect(notices.join('\n')).toContain(`${oldId} also has ref ${REF} but is not this row's shipment`);
  });

  it('a connection dropped after the commit: the row’s own shipment (created since the attempt, same body) is adopted', async () => {
    const s = (sb = await startShippingSandbox(WEDNESDAY_10_JST));
    s.deps.faults.set('POST /v1/shipments', { failAfterCommit: 'reset' });
    const { outcome, row } = await oneRowRun(s);
    expect(outcome.adopted).toBe(1);
    expect(row.state).toBe('done');
    expect(row.shipment_id).toMatch(/^API-/);
  });

  it('a label of the very same parcel made by another PC is not adopted: it lacks this attempt’s marker, and the order is found shipped by it', async () => {
    const s = (sb = await startShippingSandbox(WEDNESDAY_10_JST));
    const real = domesticBody({ service: 'sagawa_regular', pack_size: 80, ref_number: REF });
    const journal = journalWith(s, [
      { seq: 1, key: 'A0001', line: 2, ref: REF, body: real, state: 'pending', quote: 0 },
    ]);
    // This PC was killed while sending row 1; nothing of its reached the service. Another PC
    // shipping the same file made the same row's label meanwhile, with the same body.
    expect(journal.claim('r1', 1, ['pending'], s.clock.now())).toBe(true);
    const other = await s.request('POST', '/v1/shipments', real);
    expect(other.status).toBe(200);
    const otherId = (other.body as { id: string }).id;
    const { outcome, notices } = await runOnce(s, journal);
    const row = journal.row('r1', 1);
    expect(outcome.adopted, JSON.stringify({ row, notices })).toBe(0);
    expect(notices.join('\n')).toContain(`${otherId} also has ref ${REF} but is not this row's shipment`);
    expect(notices.join('\n')).toContain('does not carry the marker this attempt sent');
    expect(row.state).toBe('done');
    expect(row.shipment_id).toBe(otherId);
  });

  it('an international row (parcels with size and weight) dropped after the commit is adopted: the echo matches what was sent', async () => {
    const s = (sb = await startShippingSandbox(WEDNESDAY_10_JST));
    s.deps.faults.set('POST /v1/shipments', { failAfterCommit: 'reset' });
    const intl = internationalBody({ service: 'dhl_express_worldwide', ref_number: REF });
    const { outcome, row } = await oneRowRun(s, intl);
    expect(outcome.adopted).toBe(1);
    expect(row.state).toBe('done');
  });
});

describe('the account is asked right before each send', () => {
  it('a row whose order has a real label made under a journal that is gone is not sent; a test label does not count', async () => {
    const s = (sb = await startShippingSandbox(WEDNESDAY_10_JST));
    const refs = ['A0001', 'A0002', 'A0003'];
    const bodies = refs.map((ref) =>
      domesticBody({ service: 'sagawa_regular', pack_size: 80, ref_number: ref }),
    );
    // Order A0002 was shipped by a run whose journal is gone; A0003 only had a test label.
    const earlier = await s.request('POST', '/v1/shipments', bodies[1]);
    expect(earlier.status).toBe(200);
    const rehearsal = await s.request('POST', '/v1/shipments', {
      ...bodies[2],
      setup: { ...bodies[2]!.setup, test: true },
    });
    expect(rehearsal.status).toBe(200);
    const journal = journalWith(
      s,
      refs.map((ref, i) => ({ seq: i + 1, key: ref, line: i + 2, ref, body: bodies[i]!, state: 'pending' })),
    );
    // Row 1 was being sent when the run was killed (nothing reached the service).
    expect(journal.claim('r1', 1, ['pending'], s.clock.now())).toBe(true);
    const { outcome, requests } = await runOnce(s, journal);
    expect(outcome.alreadyShipped).toBe(1);
    expect([1, 2, 3].map((seq) => journal.row('r1', seq).state)).toEqual(['done', 'done', 'done']);
    expect(journal.row('r1', 2).shipment_id).toBe((earlier.body as { id: string }).id);
    expect(requests.filter((r) => r.startsWith('POST /v1/shipments'))).toHaveLength(2);
    // Each send after the first look asks only for what is new since the previous one.
    const newSince = requests.filter((r) => /^GET \/v1\/shipments\?.*created_after=/.test(r));
    expect(newSince.length, requests.join('\n')).toBeGreaterThanOrEqual(2);
  });
});
