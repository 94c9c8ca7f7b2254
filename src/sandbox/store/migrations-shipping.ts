// Schema steps of the shipments, orders and tracking tables (owned by the
// sandbox-shipping helper). Append only: a step once released never changes and
// never moves, because its position is its version number.
import type { Migration } from './migrations.js';

export const SHIPPING_MIGRATIONS: readonly Migration[] = [
  {
    name: 'shipments, orders, tracking',
    up: `
      -- body_json is the shipment as answered at creation (spec 2.10), creation-only
      -- members included; state and voided_at live in columns and win over the body.
      CREATE TABLE shipments (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        sub_user_id TEXT REFERENCES sub_users(id),
        carrier_id TEXT,
        carrier TEXT NOT NULL,
        service TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'active',
        scope TEXT NOT NULL DEFAULT 'api',
        test INTEGER NOT NULL DEFAULT 0,
        ref_number TEXT,
        price REAL NOT NULL,
        currency TEXT NOT NULL,
        shipment_date TEXT,
        created_at TEXT NOT NULL,
        voided_at TEXT,
        body_json TEXT NOT NULL
      );
      CREATE INDEX shipments_scope ON shipments(account_id, sub_user_id, created_at);

      -- Every number issued, with its role: the outbound parcel or a return label.
      CREATE TABLE tracking_numbers (
        carrier TEXT NOT NULL,
        tracking_number TEXT NOT NULL,
        shipment_id TEXT NOT NULL REFERENCES shipments(id),
        role TEXT NOT NULL,
        PRIMARY KEY (carrier, tracking_number)
      );
      CREATE INDEX tracking_numbers_shipment ON tracking_numbers(shipment_id);

      -- Queries per tracking number and principal (spec 4.10 rule 1). principal_key is
      -- account_id + ':' + sub_user_id (empty for the main account): a NULL would not
      -- collide in the primary key.
      CREATE TABLE tracking_queries (
        principal_key TEXT NOT NULL,
        carrier TEXT NOT NULL,
        tracking_number TEXT NOT NULL,
        count INTEGER NOT NULL,
        last_at TEXT NOT NULL,
        PRIMARY KEY (principal_key, carrier, tracking_number)
      );

      CREATE TABLE orders (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        sub_user_id TEXT REFERENCES sub_users(id),
        state TEXT NOT NULL DEFAULT 'active',
        scope TEXT NOT NULL DEFAULT 'api',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        body_json TEXT NOT NULL
      );
      CREATE INDEX orders_scope ON orders(account_id, sub_user_id, created_at);

      -- Monotonic counters (tracking numbers): never reused, even after a void.
      CREATE TABLE shipping_counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
    `,
  },
];
