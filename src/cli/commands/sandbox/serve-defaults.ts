// Where `sandbox serve` listens unless told.
export const SERVE_DEFAULTS = { port: '4010', host: '127.0.0.1' } as const;
