// Moved to the operations layer (src/ops/state-file.ts): the CLI reads it from there.
export * from '../../ops/state-file.js';
