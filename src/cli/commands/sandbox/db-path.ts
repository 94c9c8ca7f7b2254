import path from 'node:path';
import { ensurePrivateDir, resolvePaths } from '../../../config/index.js';
import type { Context } from '../../context.js';
import { sandboxDbPath } from '../../embedded/embed.js';

/** `--db PATH` relative to the working directory, else the data directory's sandbox.db (as sandbox mode uses). */
export function resolveSandboxDb(ctx: Context, db: string | undefined, access: { create: boolean }): string {
  if (db) return path.resolve(ctx.cwd, db);
  const { dataDir } = resolvePaths(ctx.env);
  if (access.create) ensurePrivateDir(dataDir);
  return sandboxDbPath(dataDir);
}
