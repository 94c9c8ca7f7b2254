// A shipment-shaped body as the operations settle it: the body's helpers, addresses as people
// type them, the sender from saved places, the parcel fitted to its service, the rules and the
// ref number. Reading flags into a body is the CLI's (src/cli/request).
export * from './address.js';
export * from './body.js';
export * from './check.js';
export * from './draft.js';
export * from './parcel.js';
export * from './ref.js';
export * from './rules.js';
export * from './sender.js';
