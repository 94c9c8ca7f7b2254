// Request bodies from flags, --input and stored defaults, free of prompts and
// output so that every command sending a shipment-shaped body can reuse them. What the
// operations settle a body with lives in src/ops/request, and the shells import it from there.
export * from './flags.js';
export * from './route.js';
export * from './sender-choice.js';
export * from './shipment.js';
export * from './values.js';
export { PRODUCT_FORMAT, parseProductSpec as parseProduct } from './product.js';
