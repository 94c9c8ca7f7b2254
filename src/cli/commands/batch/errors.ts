import { CliError, EXIT } from '../../errors.js';

/** A run that does not exist: exit 4, like any not-found. */
export class NotFoundCliError extends CliError {
  constructor(message: string, hint?: string) {
    super(message, { exitCode: EXIT.notFound, ...(hint ? { hint } : {}) });
  }
}
