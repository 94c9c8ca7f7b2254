// Moved to the operations layer (src/ops/request/address.ts): the CLI reads it from there.
export * from '../../ops/request/address.js';
