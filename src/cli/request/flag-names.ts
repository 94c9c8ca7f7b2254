// The operations name the wire field of a problem (`to_address.zip`); a person at a terminal
// fixes it with a flag. A refusal of an operation is shown here with the flag beside each field.
import { ValidationError } from '../errors.js';
import { withFlags } from './flags.js';

/** Runs an operation; its ValidationError comes back with each problem's flag named. */
export async function namingFlags<T>(
  extra: Readonly<Record<string, string>>,
  operation: () => Promise<T> | T,
): Promise<T> {
  try {
    return await operation();
  } catch (err) {
    if (err instanceof ValidationError)
      throw new ValidationError(withFlags(err.problems, extra), err.message);
    throw err;
  }
}
