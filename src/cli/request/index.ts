// Request bodies from flags, --input and stored defaults, free of prompts and
// output so that every command sending a shipment-shaped body can reuse them. What the
// operations settle a body with lives in src/ops/request; it is re-exported for the shells.
export * from '../../ops/request/index.js';
export * from './flags.js';
export * from './route.js';
export * from './sender-choice.js';
export * from './shipment.js';
export * from './values.js';
export { PRODUCT_FORMAT, parseProductSpec as parseProduct } from './product.js';
