// The words of `shipctl mcp`: what each tool result says in its text, which is all some clients
// show the model — so the text alone must carry what the next call needs (the plan's price, test
// or real, the day's spend left, the warnings, the confirmation token; every rate with its
// limits and tracking; tracking numbers and status). They are the protocol's words for an agent,
// like --json's keys: in English whatever the user's language, and the same data is in
// structuredContent. Customer-written text (names, refs) is quoted as data.
import type { SpendDay } from '../ops/spend.js';

export const money = (amount: number, currency = 'JPY'): string =>
  `${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${currency}`;

const kindOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string')
    return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value} ${String(value)}`;
};

const q = (text: unknown): string => JSON.stringify(String(text ?? ''));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : /s$/.test(word) ? 'es' : 's'}`;

export const said = {
  args: {
    unknown: (tool: string, keys: readonly string[], near: readonly string[], known: readonly string[]) =>
      `${tool} has no argument ${keys.map((k) => q(k)).join(', ')}: nothing was sent; ${near.length > 0 ? `did you mean ${near.join(', ')}? ` : ''}its arguments: ${known.join(', ')}`,
    wrongType: (name: string, wanted: string, got: unknown) =>
      `${name || 'the argument'} must be ${wanted}, not ${kindOf(got)}: nothing was sent`,
  },
  token: {
    unknown: (tool: string) => `unknown confirmation_token for ${tool}: nothing was sent`,
    again: (tool: string) => `call ${tool} without confirmation_token for a new plan`,
    repeat: (tool: string) =>
      `repeat the planned call's arguments exactly, or call ${tool} without confirmation_token for a new plan`,
    otherArguments: 'the arguments differ from those the confirmation_token was given for: nothing was sent',
    expired: 'this confirmation_token has expired (30 minutes): nothing was sent',
    otherService: (planned: string, now: string) =>
      `this confirmation_token was planned against another service (${planned}), not ${now}: nothing was sent`,
  },
  cap: {
    unpriced: (cap: number) =>
      `no quote prices this label with a positive JPY amount, so it cannot be counted against --max-spend ${money(cap)} a day: nothing was sent`,
    unpricedHint: (left: number) => `${money(left)} is left today; choose a service the quote prices in JPY`,
    over: (price: number, day: SpendDay) =>
      `this label (${money(price)}) would pass --max-spend ${money(day.capJpy)} a day: today (${day.day} JST) ${money(day.spentJpy)} spent${day.heldJpy > 0 ? `, ${money(day.heldJpy)} held by purchases under way` : ''}, ${money(day.leftJpy)} left; nothing was sent`,
    overHint:
      'the cap resets at midnight JST; a larger one needs a new server (--max-spend or config mcp.max_spend)',
    warn: (price: number | undefined, day: SpendDay) =>
      price === undefined
        ? `no positive JPY quote: this label cannot be counted against the cap of ${money(day.capJpy)} a day, and will be refused`
        : `${money(price)} is more than the ${money(day.leftJpy)} left today under --max-spend ${money(day.capJpy)} a day: the confirmation will be refused`,
    line: (day: SpendDay) =>
      `spend today (${day.day} JST): ${money(day.spentJpy)} spent, ${money(day.leftJpy)} left of ${money(day.capJpy)} a day`,
  },
  noTool: (name: string) => `no tool named ${name}`,
  noToolHint: 'against a live API, buying and voiding need `shipctl mcp --allow-purchase`',
  declined: (service: string) =>
    `the user declined (or could not be asked): nothing was sent (${service}), and no confirmation_token is valid for this plan. Ask the user before planning it again.`,
  testWindow: (carrier: string, hours: string, opens: string | undefined) =>
    `${carrier}'s test environment is open ${hours}; it is closed now${opens ? ` (opens ${opens})` : ''}: a test label cannot be made until then`,
  plural,
  q,
};

/** A rate as a row of the table: service, carrier, price, tracking and a mail service's limits. */
export interface RateRow {
  carrier: string;
  service: string;
  price: number;
  currency: string;
  carries?: {
    tracking?: boolean;
    mail_size?: boolean;
    max_length_cm?: number;
    max_width_cm?: number;
    max_thickness_cm?: number;
    max_sum_cm?: number;
    max_grams?: number;
  };
}

function limitsOf(c: NonNullable<RateRow['carries']>): string {
  const sides = [c.max_length_cm, c.max_width_cm, c.max_thickness_cm].filter((n) => n !== undefined);
  const limits = [
    sides.length > 0 ? `≤ ${sides.join('×')} cm` : '',
    c.max_sum_cm !== undefined ? `sides ≤ ${c.max_sum_cm} cm` : '',
    c.max_grams !== undefined ? `≤ ${c.max_grams} g` : '',
  ].filter(Boolean);
  return c.mail_size ? `mail size ${limits.join(', ')}` : 'box';
}

export function ratesText(
  rates: readonly RateRow[],
  leftOut: readonly { service: string; why: string }[],
  service: string,
  test: boolean,
): string {
  if (rates.length === 0)
    return [`no rates (${service})`, ...leftOut.map((l) => `left out ${l.service}: ${l.why}`)].join('\n');
  return [
    `${plural(rates.length, 'rate')} (${service}), cheapest first${test ? ' (a test label is free)' : ''}:`,
    'service | carrier | price | tracking | fits',
    ...rates.map(
      (r) =>
        `${r.service} | ${r.carrier} | ${money(r.price, r.currency)} | ${r.carries?.tracking === false ? 'no' : 'yes'} | ${r.carries ? limitsOf(r.carries) : '?'}`,
    ),
    ...leftOut.map((l) => `left out ${l.service}: ${l.why}`),
  ].join('\n');
}

export interface PlanFacts {
  summary: string;
  test: boolean;
  price?: number | undefined;
  currency?: string | undefined;
  spend?: SpendDay | undefined;
  warnings: readonly { code: string; message: string }[];
}

/** A plan readable on its own: what, to whom, what it costs, the day's spend, the warnings, the token. */
export function planText(
  tool: string,
  service: string,
  plan: PlanFacts,
  token: string,
  action: string,
): string {
  const cost = plan.test
    ? 'a free test label'
    : plan.price !== undefined
      ? `${money(plan.price, plan.currency)}, a real label`
      : 'a real label with no quote';
  return [
    `plan only, nothing was sent (${service}): ${plan.summary}: ${cost}`,
    ...(plan.spend ? [said.cap.line(plan.spend)] : []),
    ...plan.warnings.map((w) => `warning [${w.code}]: ${w.message}`),
    `To ${action}: call ${tool} again with the same arguments and confirmation_token "${token}".`,
  ].join('\n');
}

type TrackingEvent = { date?: unknown; status?: unknown; details?: unknown; location?: unknown };

const eventLine = (e: TrackingEvent): string => {
  const where =
    e.location && typeof e.location === 'object'
      ? Object.values(e.location as Record<string, unknown>)
          .filter((v) => typeof v === 'string' && v !== '')
          .join(', ')
      : '';
  return [e.date, e.status, e.details, where].filter((p) => typeof p === 'string' && p !== '').join(' · ');
};

/** A tracking record in a few lines: the carrier, the status now, the history newest first. */
export function trackingText(
  number: string,
  service: string,
  t: { carrier?: unknown; current_status?: TrackingEvent; history?: unknown },
  queriesLeft: number | undefined,
): string {
  const history = Array.isArray(t.history) ? (t.history as TrackingEvent[]) : [];
  const now = t.current_status;
  return [
    `tracking ${number}${t.carrier ? ` (${String(t.carrier)})` : ''} (${service}): ${now?.status ? String(now.status) : 'no status yet'}`,
    ...(now ? [`now: ${eventLine(now)}`] : []),
    ...history.slice(0, 5).map((e) => `- ${eventLine(e)}`),
    ...(history.length > 5 ? [`… ${history.length - 5} earlier events in the result`] : []),
    ...(queriesLeft !== undefined ? [`${queriesLeft} queries left for this number`] : []),
  ].join('\n');
}

/** A shipment in a line: id, state, test, ref, service, tracking numbers. */
export function shipmentLine(s: Record<string, any>): string {
  const tracking = (s.delivery?.tracking_numbers ?? []) as string[];
  return `${String(s.id)}${s.test ? ' (test)' : ''} ${String(s.state ?? '')} ref ${q(s.setup?.ref_number)} ${String(s.setup?.service ?? s.delivery?.service ?? '')}; tracking ${tracking.join(', ') || 'none'}`;
}

/** The server's own flags, which an agent's user may be told to change (not tool arguments). */
const SERVER_FLAGS = ['max-spend', 'allow-purchase'];

/**
 * A message written for the CLI, as an agent calling this tool must read it: a flag that is one
 * of the tool's arguments is named as that argument (`--pack-size` → `pack_size`); a hint about a
 * flag the tool does not have is left out (no tool has `--allow-duplicate-ref`).
 */
export function forTool(lines: readonly string[], known: readonly string[]): string[] {
  const flag = /(^|[\s(`"])--([a-z][a-z-]*[a-z])\b/g;
  return lines
    .filter((line) => {
      if (!/^hint: /.test(line)) return true;
      const named = [...line.matchAll(flag)].map((m) => m[2]!);
      return named.every((n) => known.includes(n.replace(/-/g, '_')) || SERVER_FLAGS.includes(n));
    })
    .map((line) =>
      line
        .replace(flag, (whole, before: string, name: string) =>
          known.includes(name.replace(/-/g, '_')) ? `${before}${name.replace(/-/g, '_')}` : whole,
        )
        // A problem of a wire field an argument fills: the argument first (`pack_size (setup.pack_size):`).
        .replace(/^(\s+)([\w.[\]]+):/, (whole, indent: string, field: string) => {
          const named = argumentOf(field, known);
          return named && named !== field ? `${indent}${named} (${field}):` : whole;
        }),
    );
}

/** The tool argument that fills a wire field (`setup.pack_size` → `pack_size`), when there is one. */
export function argumentOf(field: string, known: readonly string[]): string | undefined {
  const setup = /^setup\.(\w+)$/.exec(field)?.[1];
  const name = setup === 'ref_number' ? 'ref' : (setup ?? field.split(/[.[]/)[0]!);
  return known.includes(name) ? name : undefined;
}
