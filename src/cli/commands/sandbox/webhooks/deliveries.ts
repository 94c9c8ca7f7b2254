import type { DeliveryRow, DeliveryState } from '../../../../sandbox/control.js';
import type { Context } from '../../../context.js';
import { UsageError } from '../../../errors.js';
import { printList } from '../../../output/list.js';
import type { Column } from '../../../output/table.js';
import { resolveSandboxDb } from '../db-path.js';
import { withSandboxDb } from '../sandbox-db.js';
import type { Input } from '../../../define.js';
import { DELIVERIES_LIMIT, DELIVERY_STATES } from './deliveries-options.js';
import type { deliveries } from './index.js';
import { messages } from '../../../../i18n/index.js';

const iso = (ms: number | null) => (ms === null ? undefined : new Date(ms).toISOString());

/** The wire view: the event as sent (parsed), the schedule in ISO real time. */
function view(r: DeliveryRow) {
  return {
    event_id: r.event_id,
    status: r.status,
    carrier: r.carrier,
    tracking_number: r.tracking_number,
    shipment_id: r.shipment_id,
    state: r.state,
    attempts: r.attempts,
    last_status: r.last_status,
    last_error: r.last_error,
    last_attempt_at: iso(r.last_attempt_ms) ?? null,
    next_attempt_at: r.state === 'pending' ? (iso(r.next_attempt_ms) ?? null) : null,
    event: JSON.parse(Buffer.from(r.body).toString('utf8')) as unknown,
  };
}

type View = ReturnType<typeof view>;
function columns(): Column<View>[] {
  const h = messages().admin.sandbox.webhooks.columns;
  return [
    { header: h.event, get: (r) => r.event_id },
    { header: h.status, get: (r) => r.status },
    { header: h.tracking, get: (r) => `${r.carrier} ${r.tracking_number}` },
    { header: h.state, get: (r) => r.state },
    { header: h.attempts, get: (r) => r.attempts, kind: 'number', align: 'right' },
    { header: h.last, get: (r) => (r.last_status !== null ? `HTTP ${r.last_status}` : (r.last_error ?? '')) },
    { header: h.next, get: (r) => r.next_attempt_at, kind: 'time' },
  ];
}

/** `--state`, checked here rather than as a flag's choices: its message names the states. */
function parseState(text: string | undefined): DeliveryState | undefined {
  if (text !== undefined && !(DELIVERY_STATES as readonly string[]).includes(text))
    throw new UsageError(
      messages().admin.sandbox.webhooks.badState(text),
      messages().admin.sandbox.useOneOf(DELIVERY_STATES.join(', ')),
    );
  return text as DeliveryState | undefined;
}

export async function run(input: Input<typeof deliveries>, ctx: Context): Promise<number> {
  const state = parseState(input.state);
  const limit = input.limit ?? DELIVERIES_LIMIT;
  const dbPath = resolveSandboxDb(ctx, input.db, { create: false });
  const rows =
    (await withSandboxDb(dbPath, { create: false }, (m, db) =>
      m.listDeliveries(db, { ...(state ? { state } : {}), limit }).map(view),
    )) ?? [];
  printList(ctx, rows, columns(), { empty: messages().admin.sandbox.webhooks.empty });
  return 0;
}
