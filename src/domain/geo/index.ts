// Japanese and international geography for addresses and rate tables: pure data
// and functions (spec 2.1 province codes, 4.9 negotiated-rate regions).
export * from './prefectures.js';
export * from './regions.js';
export * from './provinces.js';
export * from './zip.js';
export * from './postal-table.js';
export * from './postal-codes.js';
export * from './jp-address.js';
export * from './jp-address-check.js';
