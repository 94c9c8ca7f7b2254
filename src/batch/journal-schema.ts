// The journal's tables and the shapes read from them.

export type RunState = 'preparing' | 'ready';

/**
 * pending: not sent yet · sending: marked before its request left (may or may not exist)
 * · unknown: the request failed ambiguously (timeout, reset, 5xx) · done · failed: refused
 * by the server or by a rule · skipped: invalid in the file and left out (--skip-invalid).
 */
export type RowState = 'pending' | 'sending' | 'unknown' | 'done' | 'failed' | 'skipped';

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS runs (
  id TEXT PRIMARY KEY,
  file TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  options_json TEXT NOT NULL,
  encoding TEXT NOT NULL,
  labels_dir TEXT NOT NULL,
  state TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  owner_pid INTEGER,
  owner_host TEXT,
  heartbeat_at INTEGER
);
CREATE INDEX IF NOT EXISTS runs_hash ON runs (content_hash);
CREATE TABLE IF NOT EXISTS rows (
  run_id TEXT NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  row_key TEXT NOT NULL,
  line INTEGER NOT NULL,
  ref_number TEXT NOT NULL,
  body_json TEXT NOT NULL,
  carrier TEXT,
  service TEXT,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  sent_at TEXT,
  shipment_id TEXT,
  tracking_json TEXT,
  label_url TEXT,
  label_file TEXT,
  quoted INTEGER NOT NULL DEFAULT 0,
  quote REAL,
  currency TEXT,
  error TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (run_id, seq),
  UNIQUE (run_id, row_key),
  UNIQUE (run_id, ref_number)
);
CREATE INDEX IF NOT EXISTS rows_state ON rows (run_id, state);
`;

export interface RunRecord {
  id: string;
  file: string;
  content_hash: string;
  options_json: string;
  encoding: string;
  labels_dir: string;
  state: RunState;
  created_at: string;
  updated_at: string;
  owner_pid: number | null;
  owner_host: string | null;
  heartbeat_at: number | null;
}

export interface RunSummary extends RunRecord {
  total: number;
  done: number | null;
  failed: number | null;
  pending: number | null;
  skipped: number | null;
}

export interface RowRecord {
  run_id: string;
  seq: number;
  row_key: string;
  line: number;
  ref_number: string;
  body_json: string;
  carrier: string | null;
  service: string | null;
  state: RowState;
  attempts: number;
  sent_at: string | null;
  shipment_id: string | null;
  tracking_json: string | null;
  label_url: string | null;
  label_file: string | null;
  quoted: number;
  quote: number | null;
  currency: string | null;
  error: string | null;
  updated_at: string;
}

export const trackingOf = (r: Pick<RowRecord, 'tracking_json'>): string[] =>
  r.tracking_json ? (JSON.parse(r.tracking_json) as string[]) : [];
