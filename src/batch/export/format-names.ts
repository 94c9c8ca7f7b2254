// The upload files `batch export` writes, by name: on their own so that the command's
// definition (read by help and completions) loads nothing else.
export const EXPORT_FORMATS = ['amazon-jp', 'rakuten', 'yahoo', 'b2-results', 'shopify-csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
