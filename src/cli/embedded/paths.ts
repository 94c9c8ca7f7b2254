// Where the sandbox of a data directory keeps its database: one name for the in-process
// sandbox (embed.ts), the warm one (warm.ts) and the sandbox verbs.
import path from 'node:path';

export const SANDBOX_DB_FILE = 'sandbox.db';
export const sandboxDbPath = (dataDir: string): string => path.join(dataDir, SANDBOX_DB_FILE);
