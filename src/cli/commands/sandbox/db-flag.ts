import { describedAs } from '../../define.js';
import { SANDBOX_FLAGS } from '../../shared/flags.js';

/** `--db`, as every sandbox verb describes it (resolveSandboxDb reads it). */
export const DB = describedAs(
  SANDBOX_FLAGS.db,
  'SQLite database file (default: the data directory’s sandbox.db)',
);
