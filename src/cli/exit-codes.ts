// The exit codes (ARCHITECTURE.md, `shipctl help exit-codes`), and the one a commander "error" ends
// with. Apart from errors.ts so that a run whose only outcome is commander's own output (help, a
// version, a usage message it has printed) reaches its exit code without loading the error
// reporting and the chunk it sits in.
import { EXIT } from '../ops/errors.js';

export { EXIT };

interface CommanderErrorShape {
  code: string;
  exitCode: number;
}

export const isCommanderError = (err: unknown): err is CommanderErrorShape => {
  const code = (err as { code?: unknown } | null)?.code;
  return err instanceof Error && typeof code === 'string' && code.startsWith('commander.');
};

/** --help and --version "fail" with exit code 0; the rest are usage errors. Undefined for any other error. */
export function commanderExitCode(err: unknown): number | undefined {
  if (!isCommanderError(err)) return undefined;
  return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
}
