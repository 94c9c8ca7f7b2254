// The spec as data and pure functions (DESIGN.md, "Layers"): the CLI validates
// with these before sending, the sandbox enforces them and returns their
// problems as 400 details.
export * from './catalog.js';
export * from './geo/index.js';
export * from './problems.js';
export * from './compare.js';
export * from './dates.js';
export * from './duration.js';
export * from './countries.js';
export * from './limits.js';
export * from './shipment-date.js';
export * from './test-mode.js';
export * from './options.js';
export * from './fields-for.js';
export * from './contents.js';
export * from './tax.js';
export * from './address.js';
export * from './destination.js';
export * from './accounts.js';
export * from './service.js';
export * from './service-fit.js';
export * from './vocabulary.js';
export * from './shipment.js';
export * from './order.js';
export * from './credentials.js';
export * from './carrier-settings.js';
export * from './carrier-account.js';
export * from './negotiated-rates.js';
export * from './warehouse.js';
export * from './file.js';
export * from './sub-user.js';
export * from './webhook-signature.js';
export * from './rules.js';
export * from './attempt.js';
export * from './body-shape.js';
export * from './tracking-number.js';
export * from './ref.js';
