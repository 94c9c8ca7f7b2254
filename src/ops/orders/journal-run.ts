// The orders a run sends, as a journaled run: one row per order, its body as checked; the same
// orders with the same choices take back the same run (a row in flight is reconciled, never
// sent twice). Each order's outcome is read back off its row.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ApiClient } from '../../api/index.js';
import {
  Journal,
  JOURNAL_FILE,
  Ledger,
  RunLockedError,
  runIdOf,
  senderAddressFor,
  stationFileOf,
  type NewRow,
} from '../../batch/index.js';
import { ensurePrivateDir } from '../../config/index.js';
import type { Order } from '../../contract/index.js';
import { validateShipmentRequest, type AccountRef } from '../../domain/index.js';
import { messages } from '../../i18n/index.js';
import { issueText } from '../../i18n/issues.js';
import type { OpsContext } from '../context.js';
import { CliError, EXIT } from '../errors.js';
import { serviceFor, settledShipmentBodyOf } from './body.js';
import { settleOutcome, type OrderOutcome } from './outcome.js';
import type { ChosenRun, RunOrdersOptions } from './run.js';
import { runSender } from './sender.js';
import {
  doneRows,
  sendCode,
  sendJournalRun,
  shippedBefore,
  type SendHooks,
  type SendReport,
} from './send.js';

export async function sendOrders(
  ctx: OpsContext,
  client: ApiClient,
  toShip: Order[],
  run: ChosenRun,
  options: RunOrdersOptions,
  outcomes: Map<string, OrderOutcome>,
  ledger: Ledger,
  accounts: AccountRef[],
): Promise<{ code: number; report: SendReport }> {
  const sender = await runSender(client, run.fromWarehouse);
  const now = ctx.now();
  const rows: NewRow[] = [];
  for (const [i, order] of toShip.entries()) {
    const {
      body,
      problems: place,
      moved,
    } = await settledShipmentBodyOf(
      order,
      run.choices,
      sender && senderAddressFor(sender, order.to_address),
      now,
    );
    for (const line of moved) ctx.notices.info(issueText(line));
    const problems = [...place, ...validateShipmentRequest(body, { now, mode: 'shipment', accounts })];
    const { carrier, service } = serviceFor(order, run.choices);
    rows.push({
      seq: i + 1,
      key: order.id,
      line: i + 1,
      ref: String(body.setup.ref_number),
      body,
      ...(carrier ? { carrier } : {}),
      ...(service ? { service } : {}),
      state: problems.length > 0 ? 'skipped' : 'pending',
      ...(problems.length > 0 ? { error: problems.map((p) => `${p.field}: ${p.issue}`).join('; ') } : {}),
      ...(body.setup.test === true ? { quote: 0 } : {}),
    });
  }
  const ids = toShip.map((x) => x.id);
  // The run is these orders as these bodies: a re-run of the same ones resumes it (a row in
  // flight is reconciled, never sent twice), while an order edited since, other choices or a
  // new day's shipment_date make a new run, whose rows are built and checked afresh — a row
  // refused once was otherwise refused again from the journal, whatever had been fixed.
  const hash = createHash('sha256')
    .update(`orders\n${ids.join('\n')}\n${rows.map((r) => JSON.stringify(r.body)).join('\n')}`)
    .digest('hex');
  const c = run.choices;
  const runId = runIdOf(hash, {
    carrier: c.carrier ?? c.defaultCarrier,
    service: c.service ?? c.defaultService,
    carrierId: c.carrierId,
    packSize: c.packSize,
    test: c.test,
    warehouseId: sender?.warehouseId,
  });
  const { dataDir } = ctx.settings().paths;
  ensurePrivateDir(dataDir);
  const journal = Journal.open(path.join(dataDir, JOURNAL_FILE), { now: ctx.now });
  try {
    const labelsDir = path.join(dataDir, 'batch', runId, 'labels');
    try {
      const previous = journal.take({
        id: runId,
        file: run.session ? stationFileOf(run.session) : `orders:${ids.length}`,
        hash,
        options: {},
        encoding: 'api',
        labelsDir,
      });
      if (previous !== 'ready') {
        if (previous === 'preparing') journal.clearRows(runId);
        journal.insertRows(runId, rows);
        journal.markReady(runId);
      }
    } catch (err) {
      if (err instanceof RunLockedError)
        throw new CliError(err.message, { hint: messages().shipping.orders.ship.runLockedHint });
      throw err;
    }
    try {
      return await sendTaken(ctx, client, journal, runId, labelsDir, run, options, outcomes, ledger, toShip);
    } finally {
      journal.unlock(runId);
    }
  } finally {
    journal.close();
  }
}

async function sendTaken(
  ctx: OpsContext,
  client: ApiClient,
  journal: Journal,
  runId: string,
  labelsDir: string,
  run: ChosenRun,
  options: RunOrdersOptions,
  outcomes: Map<string, OrderOutcome>,
  ledger: Ledger,
  toShip: readonly Order[],
): Promise<{ code: number; report: SendReport }> {
  // The same orders with the same choices take back the same run: a row still done with the
  // shipment it had before this call was shipped by an earlier one (a test label leaves its order
  // open, so a rehearsal scans it again) and is said so, not counted as shipped now; a row sent
  // anew (its label voided since) has another shipment.
  const doneBefore = doneRows(journal, runId);
  const bySeq = new Map(toShip.map((o, i) => [i + 1, o]));
  const hooks: SendHooks = {
    ...options.send,
    onProgress: (p) => {
      options.send?.onProgress?.(p);
      const order = p.seq !== undefined ? bySeq.get(p.seq) : undefined;
      options.onProgress?.({
        done: p.total - p.remaining - p.skipped,
        total: p.total - p.skipped,
        ...(order ? { order } : {}),
      });
    },
  };
  const report = await sendJournalRun(
    ctx,
    client,
    journal,
    {
      runId,
      labelsDir: journal.run(runId)?.labels_dir ?? labelsDir,
      concurrency: run.concurrency ?? 4,
      estimate: Boolean(run.estimate),
      retryFailed: false,
      labels: true,
      ledger,
      doneBefore,
    },
    hooks,
  );
  options.onSent?.(report);
  if (run.remark)
    for (const r of journal.rows(runId))
      if (r.state === 'done' && !shippedBefore({ doneBefore }, r)) journal.note(runId, r.seq, run.remark);
  // Printed here, while the run is held: each order's outcome says whether its label printed.
  const printed =
    options.print && report.outcome.fatal === undefined ? await options.print(journal, runId) : [];
  for (const r of journal.rows(runId)) {
    const out = outcomes.get(r.row_key);
    if (!out) continue;
    settleOutcome(out, r, shippedBefore({ doneBefore }, r));
    const p = printed.find((x) => x.seq === r.seq);
    if (p) out.label_printed = p.ok;
  }
  const code = sendCode(report);
  return { code: printed.some((p) => !p.ok) && code === EXIT.ok ? EXIT.partial : code, report };
}
