// A duration typed as a flag or argument (the grammar: src/domain/duration.ts), or a usage
// error that names the flag and shows the forms (exit 2, nothing sent).
import { DURATION_EXAMPLES, isBareNumber, parseDuration, type DurationUnit } from '../../domain/duration.js';
import { messages } from '../../i18n/index.js';
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
  const said = messages().support.input;
  const ms = parseDuration(raw, rules.bareUnit === undefined ? {} : { bareUnit: rules.bareUnit });
  if (ms === undefined) {
    const n = raw.trim();
    const forms = said.durationForms(DURATION_EXAMPLES);
    const hint = isBareNumber(raw) ? said.bareNumberHint(n, forms) : forms;
    throw new UsageError(
      isBareNumber(raw) ? said.noUnit(what, n) : said.notDuration(what, raw),
      rules.hint ? said.hintAnd(hint, rules.hint) : hint,
    );
  }
  if (rules.min && ms < rules.min.ms) throw new UsageError(said.tooShort(what, raw.trim(), rules.min.text));
  if (rules.max && ms > rules.max.ms) throw new UsageError(said.tooLong(what, raw.trim(), rules.max.text));
  return ms;
}
