// Rendered documents, kept once made: a label is drawn on its first
// fetch and served from here afterwards, so repeated or parallel fetches of the same
// link cost a read, not a render. The key names what the bytes depend on (the shipment,
// the document, and a variant: void or not, the print size), so a void shipment's label
// is drawn again once, with its VOID mark.
//
// The table is created on first use rather than by a migration step: it is a cache of
// what the shipments already hold, and a database without it loses nothing.
import { asBuffer } from '../../sqlite/index.js';
import { sql, type SandboxDb } from './db.js';

const ready = new WeakSet<SandboxDb>();

function ensure(db: SandboxDb): void {
  if (ready.has(db)) return;
  db.exec(`CREATE TABLE IF NOT EXISTS documents (
    key TEXT PRIMARY KEY,
    shipment_id TEXT NOT NULL,
    content_type TEXT NOT NULL,
    bytes BLOB NOT NULL
  )`);
  ready.add(db);
}

export interface StoredDocument {
  contentType: string;
  bytes: Buffer;
}

export function getDocument(db: SandboxDb, key: string): StoredDocument | undefined {
  ensure(db);
  const row = sql(db, 'SELECT content_type, bytes FROM documents WHERE key = ?').get(key) as
    { content_type: string; bytes: Uint8Array } | undefined;
  return row ? { contentType: row.content_type, bytes: asBuffer(row.bytes) } : undefined;
}

export function putDocument(db: SandboxDb, key: string, shipmentId: string, doc: StoredDocument): void {
  ensure(db);
  sql(
    db,
    'INSERT INTO documents (key, shipment_id, content_type, bytes) VALUES (?, ?, ?, ?) ON CONFLICT(key) DO NOTHING',
  ).run(key, shipmentId, doc.contentType, doc.bytes);
}

const inFlight = new WeakMap<SandboxDb, Map<string, Promise<StoredDocument>>>();

/** The stored document, or renders it once (parallel callers share the one render) and stores it. */
export async function documentOnce(
  db: SandboxDb,
  key: string,
  shipmentId: string,
  render: () => Promise<StoredDocument>,
): Promise<StoredDocument> {
  const stored = getDocument(db, key);
  if (stored) return stored;
  let pending = inFlight.get(db);
  if (!pending) inFlight.set(db, (pending = new Map()));
  const running = pending.get(key);
  if (running) return running;
  const p = render()
    .then((doc) => {
      putDocument(db, key, shipmentId, doc);
      return doc;
    })
    .finally(() => pending.delete(key));
  pending.set(key, p);
  return p;
}
