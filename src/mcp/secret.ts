// The secret every request to `shipctl mcp --http` must carry (`Authorization: Bearer …`).
// Binding to 127.0.0.1 keeps other machines out, not other users of this one: any local
// account can connect to a loopback port. The secret is kept in a file only its owner can read
// (0600, in the private data directory), made once and reused, so that an agent's configuration
// keeps working across restarts; it is never printed.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from '../config/index.js';

export const SECRET_FILE = 'mcp-http.secret';

/** The secret of this data directory's HTTP server, made when there is none (or one others could read). */
export function serverSecret(dataDir: string): { secret: string; file: string } {
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const st = statSync(file);
    const mine = typeof process.getuid !== 'function' || st.uid === process.getuid();
    const secret = readFileSync(file, 'utf8').trim();
    // A file another user owns or could read is no secret: a new one replaces it.
    if (mine && (st.mode & 0o077) === 0 && secret.length >= 32) return { secret, file };
    unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = randomBytes(32).toString('base64url');
  // O_EXCL: never written through a file (or a link) someone else put there meanwhile.
  const fd = openSync(file, 'wx', 0o600);
  try {
    writeSync(fd, `${secret}\n`);
  } finally {
    closeSync(fd);
  }
  return { secret, file };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the secret (compared in constant time). */
export function authorized(header: string | undefined, secret: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(secret));
}
