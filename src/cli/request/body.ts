// Moved to the operations layer (src/ops/request/body.ts): the CLI reads it from there.
export * from '../../ops/request/body.js';
