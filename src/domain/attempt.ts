// Which shipment a create that went unanswered may have made. After a 5xx or a dropped
// connection the client looks the shipment up by setup.ref_number; a shipment carrying
// the ref is this attempt's only if it could have been created by this very request:
// created at or after the attempt started (by the server's clock) and describing the
// parcel that was sent — same recipient, same service, same size. Anything else is an
// older shipment that happened to use the same ref (a re-used --ref, a re-run file), and
// adopting it would hand back another parcel's label.

/** The members of a shipment body or record that are compared; everything is optional. */
export interface AttemptShape {
  created_at?: string | undefined;
  /** A test label (spec 2.10); a body says so in setup.test. */
  test?: boolean | undefined;
  to_address?: Record<string, unknown> | undefined;
  setup?: Record<string, unknown> | undefined;
  parcels?: readonly Record<string, unknown>[] | undefined;
}

const RECIPIENT_FIELDS = ['full_name', 'company', 'country', 'zip', 'city', 'address1', 'address2'] as const;
const SETUP_FIELDS = ['service', 'pack_size', 'pack_amount'] as const;
const PARCEL_FIELDS = ['weight', 'width', 'height', 'depth', 'amount'] as const;

/** Case, width (NFKC), spacing and punctuation do not make a different recipient. */
function norm(v: unknown): string {
  if (v === undefined || v === null) return '';
  return String(v)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-‐‑–—ー_.,、。・]/g, '');
}

/**
 * Why `found` is not the shipment `sent` would have created (empty: it matches).
 * Only members the sent body sets are compared, so server-side defaults never count
 * against a match; a member sent but missing from the record does.
 */
export function attemptMismatches(sent: AttemptShape, found: AttemptShape): string[] {
  const out: string[] = [];
  // A dummy label is never a real one's attempt, nor the other way round.
  if ((sent.setup?.test === true) !== (found.test === true || found.setup?.test === true)) out.push('test');
  const cmp = (field: string, a: unknown, b: unknown) => {
    if (a === undefined || a === null || a === '') return;
    if (norm(a) !== norm(b)) out.push(field);
  };
  for (const f of RECIPIENT_FIELDS) cmp(`to_address.${f}`, sent.to_address?.[f], found.to_address?.[f]);
  for (const f of SETUP_FIELDS) cmp(`setup.${f}`, sent.setup?.[f], found.setup?.[f]);
  const sp = sent.parcels ?? [];
  const fp = found.parcels ?? [];
  if (sp.length > 0 && sp.length !== fp.length) out.push('parcels');
  else
    sp.forEach((p, i) => {
      for (const f of PARCEL_FIELDS) cmp(`parcels[${i}].${f}`, p[f], fp[i]?.[f]);
    });
  return out;
}

/**
 * Whether `found` was created at or after `attemptStart` (server clock). A record
 * without a readable created_at cannot be placed in time, so it is not adopted.
 */
export function createdSince(found: AttemptShape, attemptStart: Date): boolean {
  const t = Date.parse(String(found.created_at ?? ''));
  return Number.isFinite(t) && t >= attemptStart.getTime();
}

export type AttemptVerdict = { ours: true } | { ours: false; reason: string };

/** The whole rule: created since the attempt started, and the parcel that was sent. */
export function judgeAttempt(sent: AttemptShape, found: AttemptShape, attemptStart: Date): AttemptVerdict {
  if (!createdSince(found, attemptStart))
    return {
      ours: false,
      reason: `created ${found.created_at ?? '(no created_at)'}, before this attempt started (${attemptStart.toISOString()})`,
    };
  const diff = attemptMismatches(sent, found);
  if (diff.length > 0) return { ours: false, reason: `it differs from what was sent in ${diff.join(', ')}` };
  return { ours: true };
}
