import type { Command } from 'commander';
import type { DeliveryRow, DeliveryState } from '../../../../sandbox/control.js';
import { action, examples, type CommandKit } from '../../../command-kit.js';
import type { Context } from '../../../context.js';
import { UsageError } from '../../../errors.js';
import { printList } from '../../../output/list.js';
import type { Column } from '../../../output/table.js';
import { resolveSandboxDb } from '../db-path.js';
import { DB_OPTION, withSandboxDb } from '../sandbox-db.js';

const STATES: readonly DeliveryState[] = ['pending', 'delivered', 'failed', 'cancelled'];

export interface SandboxWebhooksDeliveriesOptions {
  state?: DeliveryState;
  limit: number;
  db?: string;
}

export function register(webhooks: Command, kit: CommandKit): void {
  webhooks
    .command('deliveries')
    .description('List tracking.updated deliveries, newest first: attempts, last answer, next attempt')
    .option('--state <state>', `only ${STATES.join(', ')}`)
    .option('--limit <n>', 'how many (default 50)', '50')
    .option(...DB_OPTION)
    .addHelpText(
      'after',
      examples(
        'shipctl sandbox webhooks deliveries',
        'shipctl sandbox webhooks deliveries --state failed --json',
      ),
    )
    .action(
      action(
        kit,
        (flags: { state?: string; limit: string; db?: string }) => {
          if (flags.state !== undefined && !(STATES as readonly string[]).includes(flags.state))
            throw new UsageError(`invalid --state "${flags.state}"`, `use one of ${STATES.join(', ')}`);
          const limit = Number(flags.limit);
          if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`invalid --limit "${flags.limit}"`);
          return { state: flags.state as DeliveryState | undefined, limit, db: flags.db };
        },
        run,
      ),
    );
}

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
const COLUMNS: readonly Column<View>[] = [
  { header: 'EVENT', get: (r) => r.event_id },
  { header: 'STATUS', get: (r) => r.status },
  { header: 'TRACKING', get: (r) => `${r.carrier} ${r.tracking_number}` },
  { header: 'STATE', get: (r) => r.state },
  { header: 'ATTEMPTS', get: (r) => r.attempts, kind: 'number', align: 'right' },
  { header: 'LAST', get: (r) => (r.last_status !== null ? `HTTP ${r.last_status}` : (r.last_error ?? '')) },
  { header: 'NEXT', get: (r) => r.next_attempt_at, kind: 'time' },
];

export async function run(opts: SandboxWebhooksDeliveriesOptions, ctx: Context): Promise<number> {
  const dbPath = resolveSandboxDb(ctx, opts.db, { create: false });
  const rows =
    (await withSandboxDb(dbPath, { create: false }, (m, db) =>
      m.listDeliveries(db, { ...(opts.state ? { state: opts.state } : {}), limit: opts.limit }).map(view),
    )) ?? [];
  printList(ctx, rows, COLUMNS, { empty: 'No webhook deliveries.' });
  return 0;
}
