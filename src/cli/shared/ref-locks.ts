// Moved to the operations layer (src/ops/ref-locks.ts): the CLI reads it from there.
export * from '../../ops/ref-locks.js';
