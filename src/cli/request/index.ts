// Request bodies from flags, --input and stored defaults, free of prompts and
// output so that every command sending a shipment-shaped body can reuse them.
export * from './address.js';
export * from './body.js';
export * from './flags.js';
export * from './ref.js';
export * from './route.js';
export * from './sender.js';
export * from './shipment.js';
export * from './values.js';
export { PRODUCT_FORMAT, parseProductSpec as parseProduct } from './product.js';
