// Moved to the operations (a purchase's plan checks printability); kept for the order runs' imports.
export * from '../../ops/print-fit.js';
