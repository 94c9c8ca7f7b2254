// The account is the ledger of what was shipped. An order counts as shipped when an active,
// non-test shipment carrying its ref exists on the account — whichever machine, home or journal
// made it. So the question is asked of the account right before each first send, not once per
// run: a second packing PC, a re-exported file or a lost journal all show up there.
//
// Asking costs one call: the first look reads the 2-month window of active shipments; each
// later one lists only what was created since the previous look (created_after, spec 8.2), so a
// 100-row run makes about 100 small listings. A hit is confirmed by reading that shipment again,
// since one voided after the first look is no longer a reason to hold an order back.
//
// What remains possible: two machines that both look, find nothing, and send the same ref within
// the same moment (before either create is visible to the other) make two labels. shipctl
// notices when a later look shows both (raceDuplicates), and `shipctl shipments list --ref R
// --state any --scope all` shows them.
import { getShipment, isApiError, listAllShipments, type ApiClient } from '../api/index.js';
import type { Shipment, ShipmentListQuery } from '../contract/index.js';
import { refKey, SHIPMENTS_PAGE_MAX } from '../domain/index.js';

/**
 * How far before the previous look a listing starts: created_at may be truncated to the second,
 * the server-time bound itself comes from a Date header truncated to the second, and a label is
 * stamped when its request arrives but listed only once it is stored — on a loaded server seconds
 * later. A label stamped before the previous look and stored after it must still be found, or two
 * processes racing on one order each keep their own label. Labels found again are known already.
 */
const LOOK_OVERLAP_MS = 30_000;

const isActive = (s: Shipment) => s.state === undefined || s.state === 'active';
const isRealLabel = (s: Shipment) => s.test !== true;

export class Ledger {
  readonly #client: ApiClient;
  /** Active real shipments by ref key, then by id. */
  readonly #byKey = new Map<string, Map<string, Shipment>>();
  /** Ids this process made: a look that finds them is not news of another process. */
  readonly #own = new Set<string>();
  /** The server time the previous look started at (a lower bound); undefined before any. */
  #lookedAt: Date | undefined;
  #looking: Promise<Shipment[]> | undefined;
  readonly #seen = new Set<string>();
  readonly #listeners = new Set<(s: Shipment) => void>();

  constructor(client: ApiClient) {
    this.#client = client;
  }

  /**
   * Active real shipments carrying `ref` now, oldest first: the account is read for what is new
   * since the previous look, and each hit is read again (it may have been voided since).
   */
  async shippedAs(ref: string): Promise<Shipment[]> {
    await this.look();
    return this.confirmed(ref);
  }

  /**
   * Active real shipments carrying `ref` as last looked at, each read again (it may have been
   * voided since): no new look of the account.
   */
  async confirmed(ref: string): Promise<Shipment[]> {
    const key = refKey(ref);
    const hits = [...(this.#byKey.get(key)?.values() ?? [])];
    const confirmed: Shipment[] = [];
    for (const hit of hits) {
      const now = await this.#reread(hit);
      if (now && isActive(now) && isRealLabel(now) && refKey(now.setup?.ref_number) === key)
        confirmed.push(now);
      else this.forget(hit.id);
    }
    return confirmed.sort(byCreation);
  }

  /**
   * Reads what the account made since the previous look (the whole window the first time);
   * returns the shipments this look found that were not known before.
   */
  look(): Promise<Shipment[]> {
    // Callers side by side share one listing in flight; a caller that comes after it ends starts
    // a new one, so a check never rests on a look older than its own start.
    this.#looking ??= this.#list().finally(() => {
      this.#looking = undefined;
    });
    return this.#looking;
  }

  async #list(): Promise<Shipment[]> {
    const startedAt = this.#client.attemptStart(Date.now());
    const query: ShipmentListQuery = {
      state: 'active',
      scope: 'all',
      limit: SHIPMENTS_PAGE_MAX,
    };
    if (this.#lookedAt)
      query.created_after = new Date(this.#lookedAt.getTime() - LOOK_OVERLAP_MS).toISOString();
    const found: Shipment[] = [];
    for await (const s of listAllShipments(this.#client, query)) {
      if (!isActive(s) || !isRealLabel(s)) continue;
      if (!this.#seen.has(s.id)) found.push(s);
      this.#add(s);
    }
    // The first look reads what existed before; only later ones find labels made meanwhile.
    if (this.#lookedAt) for (const s of found) for (const listener of this.#listeners) listener(s);
    this.#lookedAt = startedAt;
    return found;
  }

  /** Called with each real label a look after the first finds: one made since the first look. */
  onFound(listener: (s: Shipment) => void): void {
    this.#listeners.add(listener);
  }

  offFound(listener: (s: Shipment) => void): void {
    this.#listeners.delete(listener);
  }

  /** A shipment this process made: known at once, and never news of another process. */
  record(s: Shipment): void {
    this.#own.add(s.id);
    if (isActive(s) && isRealLabel(s)) this.#add(s);
  }

  isOwn(id: string): boolean {
    return this.#own.has(id);
  }

  /** A shipment that is gone (voided): no longer a reason to hold its order back. */
  forget(id: string): void {
    for (const [key, byId] of this.#byKey) {
      byId.delete(id);
      if (byId.size === 0) this.#byKey.delete(key);
    }
  }

  /** Active real shipments by ref key, as last looked at (no call). */
  known(ref: string): Shipment[] {
    return [...(this.#byKey.get(refKey(ref))?.values() ?? [])].sort(byCreation);
  }

  #add(s: Shipment): void {
    this.#seen.add(s.id);
    const key = refKey(s.setup?.ref_number);
    if (key === '') return;
    const byId = this.#byKey.get(key) ?? new Map<string, Shipment>();
    byId.set(s.id, s);
    this.#byKey.set(key, byId);
  }

  async #reread(s: Shipment): Promise<Shipment | undefined> {
    try {
      return await getShipment(this.#client, s.id);
    } catch (err) {
      if (isApiError(err) && err.category === 'not_found') return undefined;
      throw err;
    }
  }
}

/** Oldest first; the same instant by id, so every process orders them alike. */
export function byCreation(a: Shipment, b: Shipment): number {
  const at = Date.parse(String(a.created_at ?? '')) || 0;
  const bt = Date.parse(String(b.created_at ?? '')) || 0;
  return at - bt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
