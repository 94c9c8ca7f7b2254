// Order runs as operations: plan a run (every check the run makes, with prices) and run it
// (the journal, the duplicate guard, reconcile; cancellation between orders), outcomes as data.
export * from './body.js';
export * from './checks.js';
export * from './choices.js';
export * from './outcome.js';
export * from './plan.js';
export * from './run.js';
export * from './send.js';
export * from './sender.js';
export * from './file-orders.js';
export * from './find.js';
export * from './file-run.js';
export * from './list.js';
export * from './create.js';
