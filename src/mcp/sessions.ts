// The HTTP server's sessions, bounded: at most `max` at once (a new one closes the one used
// least recently) and none idle longer than `idleMs` (closed by sweep()). A session costs a
// Server and a transport; a client that initializes again and again, or never says goodbye,
// must not grow the process without end.
export interface Closable {
  close(): Promise<void>;
}

export class SessionTable<T extends Closable> {
  readonly #entries = new Map<string, { value: T; usedAt: number }>();

  constructor(
    readonly max: number,
    readonly idleMs: number,
    private readonly nowMs: () => number = Date.now,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The session, marked used now; undefined when unknown (never made, closed or expired). */
  use(id: string): T | undefined {
    const entry = this.#entries.get(id);
    if (!entry) return undefined;
    entry.usedAt = this.nowMs();
    // Map order is the order of use: the first entry is the least recently used.
    this.#entries.delete(id);
    this.#entries.set(id, entry);
    return entry.value;
  }

  /** Adds a session; the least recently used ones are closed to stay within `max`. */
  add(id: string, value: T): void {
    this.#entries.set(id, { value, usedAt: this.nowMs() });
    while (this.#entries.size > this.max) {
      const [oldest, entry] = this.#entries.entries().next().value as [string, { value: T }];
      this.#entries.delete(oldest);
      void entry.value.close().catch(() => undefined);
    }
  }

  delete(id: string): void {
    this.#entries.delete(id);
  }

  /** Closes the sessions idle longer than `idleMs`; how many were closed. */
  sweep(): number {
    const now = this.nowMs();
    let closed = 0;
    for (const [id, entry] of [...this.#entries])
      if (now - entry.usedAt > this.idleMs) {
        this.#entries.delete(id);
        void entry.value.close().catch(() => undefined);
        closed += 1;
      }
    return closed;
  }

  values(): T[] {
    return [...this.#entries.values()].map((e) => e.value);
  }
}
