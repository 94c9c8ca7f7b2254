// Moved to the operations layer (src/ops/print-fit.ts): the CLI reads it from there.
export * from '../../ops/print-fit.js';
