// Batch shipping from CSV (ARCHITECTURE.md, src/batch): ingest, journal, runner, labels, results.
export * from './ingest/index.js';
export * from './validate.js';
export * from './journal.js';
export * from './ref.js';
export * from './plan.js';
export * from './session.js';
export * from './estimate.js';
export * from './reconcile.js';
export * from './runner.js';
export * from './ledger.js';
export * from './labels.js';
export * from './results.js';
export * from './sender.js';
export * from './pool.js';
export * from './export/index.js';
export * from './ref-lock.js';
