// Tracking for people and scripts: a status line (carrier, number, status coloured by
// meaning, estimated delivery, queries left) and the history, each event in local time
// and JST. Piped: one TSV row per event with the carrier and number, ISO times.
import type { TrackingEvent, TrackingRecord } from '../../../contract/index.js';
import { TRACKING_QUERIES_PER_NUMBER } from '../../../domain/index.js';
import type { Context } from '../../context.js';
import { formatIso, formatJst } from '../../output/format.js';
import { printJsonLine } from '../../output/json.js';
import { printTable, type Column } from '../../output/table.js';
import type { Theme } from '../../output/theme.js';
import { formatLocal, localIsJst } from '../../output/time.js';
import { fitParts } from '../../output/wrap.js';
import type { TrackResult } from '../../../ops/track.js';
import type { Target } from './targets.js';
import { messages } from '../../../i18n/index.js';

type Ctx = Pick<Context, 'io' | 'theme' | 'now' | 'notices'>;

/** Colour by meaning: delivered good, exception bad, not yet scanned quiet. */
export function statusStyle(status: string | undefined, t: Theme): (s: string) => string {
  if (status === 'delivered') return t.success;
  if (status === 'exception') return t.error;
  if (status === 'pre-transit') return t.dim;
  return (s) => s;
}

const place = (e: TrackingEvent): string => {
  const l = e.location ?? {};
  return [l.city, [l.country, l.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
};

/** Identity of an event, to print only new ones while watching. */
export const eventKey = (e: TrackingEvent): string =>
  `${e.date ?? ''}\u0000${e.status ?? ''}\u0000${e.details ?? ''}`;

export function estimatedOf(record: TrackingRecord, target: Target): string | undefined {
  const r = record as Record<string, unknown>;
  const v = r.estimated_delivery_date ?? r.estimated_delivery;
  return typeof v === 'string' && v !== '' ? v : target.estimated;
}

interface Row {
  target: Target;
  event: TrackingEvent;
}

function columns(ctx: Ctx): Column<Row>[] {
  const text = messages().shipping.track;
  const header = text.columns;
  const status: Column<Row> = {
    header: header.status,
    get: (r) => r.event.status ?? '',
    // Piped rows keep the API's word (scripts match `delivered`); a person reads theirs.
    shown: (r) => text.status(r.event.status ?? ''),
    style: (s, r, t) => statusStyle(r.event.status, t)(s),
  };
  if (!ctx.io.stdoutIsTTY) {
    const loc = (r: Row) => r.event.location ?? {};
    return [
      { header: header.carrier, get: (r) => r.target.carrier },
      { header: header.number, get: (r) => r.target.number },
      { header: header.date, get: (r) => (r.event.date ? formatIso(r.event.date) : '') },
      status,
      { header: header.details, get: (r) => r.event.details ?? '' },
      { header: header.city, get: (r) => loc(r).city ?? '' },
      { header: header.country, get: (r) => loc(r).country ?? '' },
      { header: header.zip, get: (r) => loc(r).zip ?? '' },
    ];
  }
  // Times are never cut (a cut time misleads); at a narrow terminal the local time goes
  // first, since the JST column says the same instant.
  const jst: Column<Row> = {
    header: header.timeJst,
    get: (r) => (r.event.date ? formatJst(r.event.date).replace(/ JST$/, '') : ''),
    fixed: true,
  };
  const times = localIsJst(ctx.now())
    ? [jst]
    : [{ header: header.time, get: (r: Row) => formatLocal(r.event.date), fixed: true, dropOrder: 1 }, jst];
  // The details say what happened ("Delivery attempted: recipient absent"): at a narrow
  // terminal the local time goes first, and they and the place wrap rather than being cut.
  return [
    ...times,
    status,
    {
      header: header.details,
      get: (r) => (r.event.details ? text.details(r.event.details) : ''),
      minWidth: 28,
      overflow: 'wrap',
    },
    { header: header.location, get: (r) => place(r.event), overflow: 'wrap' },
  ];
}

/**
 * "sagawa 1234  transit  Departed Tokyo  est. delivery 2026-11-25  13 of 15 queries left",
 * broken between its parts where it would pass `width` (the terminal's, when it goes to one).
 */
export function statusLine(ctx: Ctx, target: Target, res: TrackResult, theme: Theme, width?: number): string {
  const text = messages().shipping.track;
  const cur = res.record.current_status;
  const status = text.status(cur?.status ?? 'unknown');
  const est = estimatedOf(res.record, target);
  const parts = [
    theme.bold(`${target.carrier} ${target.number}`),
    statusStyle(cur?.status, theme)(status),
    cur?.details && text.details(cur.details),
    est ? text.estimated(est) : undefined,
    text.queriesLeft(res.left, TRACKING_QUERIES_PER_NUMBER, Boolean(res.cached)),
  ];
  return fitParts(
    parts.filter((p): p is string => Boolean(p)),
    width,
  );
}

/**
 * Prints a record's events (all, or those given). TTY: status line on stdout, then the table;
 * piped: the status line on stderr and TSV rows on stdout. An unscanned number shows its
 * pre-transit status as its one row when piped, so a script sees every number.
 */
export function printTracking(ctx: Ctx, target: Target, res: TrackResult, events?: TrackingEvent[]): void {
  const history = events ?? res.record.history ?? [];
  if (ctx.io.stdoutIsTTY) {
    ctx.io.stdout.write(`${statusLine(ctx, target, res, ctx.theme.out, ctx.io.columns)}\n`);
    if (history.length > 0)
      printTable(
        ctx.io,
        ctx.theme.out,
        history.map((event) => ({ target, event })),
        columns(ctx),
      );
    else if (events === undefined) ctx.notices.dim(messages().shipping.track.noScans);
    return;
  }
  const stderrWidth = ctx.io.stderrIsTTY ? (ctx.io.stderr as { columns?: number }).columns : undefined;
  ctx.io.stderr.write(`${statusLine(ctx, target, res, ctx.theme.err, stderrWidth)}\n`);
  const rows =
    history.length > 0 || events !== undefined
      ? history
      : res.record.current_status
        ? [res.record.current_status]
        : [];
  printTable(
    ctx.io,
    ctx.theme.out,
    rows.map((event) => ({ target, event })),
    columns(ctx),
  );
}

/** Said whenever a result comes from the delivered cache, whatever the output mode. */
export function cachedNote(ctx: Pick<Context, 'notices'>, res: TrackResult): void {
  if (res.cached) ctx.notices.dim(messages().shipping.track.cachedNote(formatJst(res.cached.deliveredAt)));
}

/** `--watch --json`: one event per line, carrying its carrier and number. */
export function printEventLines(
  ctx: Pick<Context, 'io'>,
  target: Target,
  record: TrackingRecord,
  events: TrackingEvent[],
): void {
  for (const event of events)
    printJsonLine(ctx.io, {
      carrier: record.carrier ?? target.carrier,
      tracking_number: record.tracking_number ?? target.number,
      ...(record.shipment_id ? { shipment_id: record.shipment_id } : {}),
      ...event,
    });
}
