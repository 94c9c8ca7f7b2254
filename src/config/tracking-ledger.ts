// The local count of tracking queries (spec 4.10: 15 per number, then 429 for good).
// The service does not say how many queries a number has left, so shipctl counts
// every query it sends, per API (profile and base URL), carrier and number, in a
// small JSON file in the data directory, and keeps the delivered result so a
// finished parcel never costs another query.
//
// Counting errs high: a query is counted before it is sent, and only a failure that
// certainly never reached the server gives it back. A lost count could spend the
// 15th query by accident; an extra count merely asks for --force one query early.
// Writes are atomic (temporary file + rename) under a lock file, so two shipctl
// processes tracking at once do not lose each other's counts.
import fs from 'node:fs';
import { messages } from '../i18n/index.js';
import path from 'node:path';
import { ConfigError, ensurePrivateDir, FILE_MODE } from './file.js';

export interface LedgerKey {
  /** Which API spends the queries: `<profile> <base URL or "sandbox">`. */
  scope: string;
  carrier: string;
  number: string;
}

export interface LedgerEntry {
  scope: string;
  carrier: string;
  tracking_number: string;
  /** Queries sent (counted locally). */
  used: number;
  first_at: string;
  last_at: string;
  /** The API answered TRACKING_LIMIT_EXCEEDED: every query is spent, whatever `used` says. */
  exhausted?: boolean;
  last_status?: string;
  /** The last record with status delivered, shown instead of a new query. */
  delivered?: { at: string; record: unknown };
}

interface LedgerFile {
  version: 1;
  entries: Record<string, LedgerEntry>;
}

export const LEDGER_FILE = 'tracking-ledger.json';
/** Entries untouched this long are dropped: the service lists shipments of 2 months only. */
const KEEP_DAYS = 180;
const LOCK_STALE_MS = 30_000;
const LOCK_WAIT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const ledgerKey = (k: LedgerKey): string => `${k.scope}\u0000${k.carrier}\u0000${k.number}`;

export class TrackingLedger {
  readonly file: string;
  readonly #lock: string;
  readonly #dir: string;

  constructor(dataDir: string) {
    this.#dir = dataDir;
    this.file = path.join(dataDir, LEDGER_FILE);
    this.#lock = `${this.file}.lock`;
  }

  /** The entry as last written (no lock: a read that races a write sees the old or the new file). */
  get(key: LedgerKey): LedgerEntry | undefined {
    return this.#read().entries[ledgerKey(key)];
  }

  /**
   * Reads, changes and writes one entry under the lock. `change` sees the current entry and
   * returns the new one (undefined leaves the file untouched); the stored entry is returned.
   */
  async update(
    key: LedgerKey,
    change: (entry: LedgerEntry | undefined) => LedgerEntry | undefined,
    now: Date = new Date(),
  ): Promise<LedgerEntry | undefined> {
    return this.#locked(() => {
      const data = this.#read();
      const id = ledgerKey(key);
      const next = change(data.entries[id]);
      if (next === undefined) return data.entries[id];
      data.entries[id] = next;
      this.#prune(data, now);
      this.#write(data);
      return next;
    });
  }

  #read(): LedgerFile {
    let text: string;
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, entries: {} };
      throw new ConfigError(messages().support.config.ledgerUnreadable(this.file, (err as Error).message));
    }
    try {
      const data = JSON.parse(text) as Partial<LedgerFile>;
      if (
        typeof data !== 'object' ||
        data === null ||
        typeof data.entries !== 'object' ||
        data.entries === null
      )
        throw new Error(messages().support.config.ledgerNoEntries);
      return { version: 1, entries: data.entries };
    } catch (err) {
      // Starting afresh would hand every number 15 new queries: refuse instead.
      throw new ConfigError(messages().support.config.ledgerDamaged(this.file, (err as Error).message));
    }
  }

  #write(data: LedgerFile): void {
    ensurePrivateDir(this.#dir);
    const tmp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify(data, null, 1)}\n`, { mode: FILE_MODE });
    fs.renameSync(tmp, this.file);
  }

  #prune(data: LedgerFile, now: Date): void {
    const cutoff = now.getTime() - KEEP_DAYS * 86_400_000;
    for (const [id, e] of Object.entries(data.entries))
      if (Date.parse(e.last_at) < cutoff) delete data.entries[id];
  }

  async #locked<T>(work: () => T): Promise<T> {
    ensurePrivateDir(this.#dir);
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        fs.writeFileSync(this.#lock, String(process.pid), { flag: 'wx', mode: FILE_MODE });
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      // A lock left by a killed process would block every later run.
      const age = lockAge(this.#lock);
      if (age !== undefined && age > LOCK_STALE_MS) {
        fs.rmSync(this.#lock, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new ConfigError(messages().support.config.ledgerLocked(this.#lock));
      await sleep(20 + Math.floor(Math.random() * 30));
    }
    try {
      return work();
    } finally {
      fs.rmSync(this.#lock, { force: true });
    }
  }
}

function lockAge(file: string): number | undefined {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}
