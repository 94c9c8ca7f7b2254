// A duration typed as a flag or argument (the grammar: src/domain/duration.ts), or a usage
// error that names the flag and shows the forms (exit 2, nothing sent).
import { DURATION_EXAMPLES, isBareNumber, parseDuration, type DurationUnit } from '../../domain/duration.js';
import { UsageError } from '../errors.js';

export interface DurationRules {
  /** The unit of a bare number, only where the help says so (`--tolerance`: seconds). */
  bareUnit?: DurationUnit;
  /** Bounds in milliseconds, with the words for the message (`at least 1m`). */
  min?: { ms: number; text: string };
  max?: { ms: number; text: string };
  /** Added to the hint of a value that is not a duration. */
  hint?: string;
}

/** Milliseconds of `raw`; `what` names it in messages (`--interval`, `the duration`). */
export function readDuration(raw: string, what: string, rules: DurationRules = {}): number {
  const ms = parseDuration(raw, rules.bareUnit === undefined ? {} : { bareUnit: rules.bareUnit });
  if (ms === undefined) {
    const n = raw.trim();
    const forms = `durations take a unit: ${DURATION_EXAMPLES} (shipctl help durations)`;
    const hint = isBareNumber(raw) ? `write ${n}s, ${n}m or ${n}h; ${forms}` : forms;
    throw new UsageError(
      isBareNumber(raw) ? `${what} "${n}" has no unit` : `${what} "${raw}" is not a duration`,
      rules.hint ? `${hint}; ${rules.hint}` : hint,
    );
  }
  if (rules.min && ms < rules.min.ms)
    throw new UsageError(`${what} ${raw.trim()} is too short: ${rules.min.text}`);
  if (rules.max && ms > rules.max.ms)
    throw new UsageError(`${what} ${raw.trim()} is too long: ${rules.max.text}`);
  return ms;
}
