// Wire schemas of every request and response of the spec (snake_case, as on the
// wire), shared by the API client and the sandbox.
export * from './problems.js';
export * from './common.js';
export * from './setup.js';
export * from './shipments.js';
export * from './rates.js';
export * from './orders.js';
export * from './carriers.js';
export * from './tracking.js';
export * from './records.js';
export * from './queries.js';
export * from './errors.js';
