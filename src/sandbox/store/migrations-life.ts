// Schema steps of the sandbox's "life": tracking overrides (`sandbox advance`),
// the tracking.updated events already emitted, and webhook deliveries with their
// retry schedule. Append only: a step's position is its version number.
import type { Migration } from './migrations.js';

export const LIFE_MIGRATIONS: readonly Migration[] = [
  {
    name: 'tracking overrides, emitted statuses, webhook deliveries',
    up: `
      -- What \`sandbox advance\` forced on a number (tracking/overrides.ts), as JSON.
      CREATE TABLE tracking_overrides (
        carrier TEXT NOT NULL,
        tracking_number TEXT NOT NULL,
        shipment_id TEXT NOT NULL REFERENCES shipments(id),
        state_json TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (carrier, tracking_number)
      );

      -- How far the event detector has read each number's history: seen events and
      -- the status of the last one, so a status change is emitted exactly once.
      CREATE TABLE tracking_emitted (
        carrier TEXT NOT NULL,
        tracking_number TEXT NOT NULL,
        shipment_id TEXT NOT NULL REFERENCES shipments(id),
        seen INTEGER NOT NULL,
        status TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (carrier, tracking_number)
      );

      -- One row per event. body holds the exact bytes sent (and signed) on every attempt.
      -- Times in *_ms columns are real Unix milliseconds (retries run on real time);
      -- created_at is the sandbox clock, as in the body.
      CREATE TABLE webhook_deliveries (
        event_id TEXT PRIMARY KEY,
        shipment_id TEXT NOT NULL,
        carrier TEXT NOT NULL,
        tracking_number TEXT NOT NULL,
        status TEXT NOT NULL,
        body BLOB NOT NULL,
        created_at TEXT NOT NULL,
        enqueued_ms INTEGER NOT NULL,
        state TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_ms INTEGER,
        last_attempt_ms INTEGER,
        last_status INTEGER,
        last_error TEXT,
        last_url TEXT
      );
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries(state, next_attempt_ms);
    `,
  },
];
