// The port `webhooks listen` takes unless told.
export const DEFAULT_PORT = 8765;
