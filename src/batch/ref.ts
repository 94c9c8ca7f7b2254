// A run's identity and each row's ref_number. The run is the file's content plus the
// options that change what is sent, so re-running the same command finds the same
// run (and resumes it) while a changed file or flag starts a new one. A row's
// ref_number is derived from the run and the row's key: the same on every attempt
// and every restart, and unique within the run, which is what lets a row whose
// request ended ambiguously be found among the account's shipments.
import { createHash } from 'node:crypto';

/** What changes the bodies: part of the run's identity. */
export interface RunOptions {
  carrier?: string;
  service?: string;
  carrierId?: string;
  packSize?: number;
  currency?: string;
  test: boolean;
  warehouseId?: string;
  mapping?: Readonly<Record<string, string>>;
  encoding?: string;
  /** --shipment-date as typed (today, tomorrow or a date): a run resumed another day keeps its key. */
  shipmentDate?: string;
}

export function runIdOf(contentHash: string, options: RunOptions): string {
  const canonical = JSON.stringify({
    v: 1,
    content: contentHash,
    options: Object.fromEntries(
      Object.entries(options)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  });
  return createHash('sha256').update(canonical).digest('hex').slice(0, 12);
}

/** Keys printable on a label as they are: ASCII letters, digits and '-', at most 20. */
const SAFE_KEY = /^[A-Za-z0-9-]{1,20}$/;

/**
 * `B<8 hex of the run>-<key>` (at most 30 characters): the order key when it is short
 * plain ASCII (a leading '#' dropped, as in Shopify's #1001), else `_<seq>`. `taken`
 * holds the refs already given in this run, so '#1001' and '1001' cannot collide.
 */
export function refNumberFor(runId: string, key: string, seq: number, taken: Set<string>): string {
  const prefix = `B${runId.slice(0, 8)}-`;
  const plain = key.replace(/^#/, '');
  let ref = SAFE_KEY.test(plain) ? prefix + plain : `${prefix}_${seq}`;
  if (taken.has(ref)) ref = `${prefix}_${seq}`;
  taken.add(ref);
  return ref;
}

/** The run a ref_number belongs to, if it is one of ours. */
export function runPrefixOf(ref: string): string | undefined {
  return /^B([0-9a-f]{8})-/.exec(ref)?.[1];
}
