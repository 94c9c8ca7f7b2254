// The sandbox clock, persisted in the database so that every process on the same
// file agrees on it: `shipctl sandbox clock set` in one shell moves the time a
// running `sandbox serve` answers with. The setting is either an offset from real
// time (the clock keeps running) or a frozen instant; no setting is real time.
//
// The setting is kept while the database's change generation stands (a commit of
// another process or any write of this one moves it, store/db.ts), so every now()
// sees the latest setting without reading and parsing the meta row each time.
import type { SandboxClock } from './deps.js';
import { generationCached, getMeta, setMeta, type SandboxDb } from './store/db.js';

export type ClockSetting =
  | { mode: 'real' }
  /** Real time plus offset_ms: the clock runs. */
  | { mode: 'offset'; offset_ms: number }
  /** Stays at `at` until set again. */
  | { mode: 'fixed'; at: string };

/** Settings live under `config:`, which `sandbox reset` keeps (see store/admin.ts). */
export const CLOCK_KEY = 'config:clock';

export function readClockSetting(db: SandboxDb): ClockSetting {
  const text = getMeta(db, CLOCK_KEY);
  if (!text) return { mode: 'real' };
  try {
    const s = JSON.parse(text) as ClockSetting;
    if (s.mode === 'offset' && Number.isFinite(s.offset_ms)) return s;
    if (s.mode === 'fixed' && !Number.isNaN(Date.parse(s.at))) return s;
  } catch {
    // A damaged setting must not take the sandbox down: fall back to real time.
  }
  return { mode: 'real' };
}

export function writeClockSetting(db: SandboxDb, s: ClockSetting): void {
  if (s.mode === 'real') db.prepare('DELETE FROM meta WHERE key = ?').run(CLOCK_KEY);
  else setMeta(db, CLOCK_KEY, JSON.stringify(s));
}

/** The instant a setting gives at real time `realMs`. */
export function clockAt(s: ClockSetting, realMs: number): Date {
  if (s.mode === 'fixed') return new Date(s.at);
  if (s.mode === 'offset') return new Date(realMs + s.offset_ms);
  return new Date(realMs);
}

/** The clock of build() when none is injected: the database's setting over real time. */
export function persistedClock(db: SandboxDb, realNow: () => number = Date.now): SandboxClock {
  const setting = generationCached(db, () => readClockSetting(db));
  return { now: () => clockAt(setting(), realNow()) };
}

/** Moves the clock to `at`: running from there (offset) unless `freeze`. */
export function setClock(
  db: SandboxDb,
  at: Date,
  options: { freeze?: boolean; realMs?: number } = {},
): ClockSetting {
  const s: ClockSetting = options.freeze
    ? { mode: 'fixed', at: at.toISOString() }
    : { mode: 'offset', offset_ms: at.getTime() - (options.realMs ?? Date.now()) };
  writeClockSetting(db, s);
  return s;
}

/** Moves the clock forward by `ms`, keeping its mode (real time becomes an offset). */
export function advanceClock(db: SandboxDb, ms: number): ClockSetting {
  const cur = readClockSetting(db);
  const next: ClockSetting =
    cur.mode === 'fixed'
      ? { mode: 'fixed', at: new Date(Date.parse(cur.at) + ms).toISOString() }
      : { mode: 'offset', offset_ms: (cur.mode === 'offset' ? cur.offset_ms : 0) + ms };
  writeClockSetting(db, next);
  return next;
}

export interface ClockView {
  mode: 'real' | 'running' | 'frozen';
  now: string;
  /** Sandbox time minus real time, ms (absent for real time). */
  offset_ms?: number;
}

export function describeClock(s: ClockSetting, realMs: number = Date.now()): ClockView {
  const now = clockAt(s, realMs);
  if (s.mode === 'real') return { mode: 'real', now: now.toISOString() };
  return {
    mode: s.mode === 'fixed' ? 'frozen' : 'running',
    now: now.toISOString(),
    offset_ms: now.getTime() - realMs,
  };
}
