// A tool's arguments are the command's flags under their snake_case names (`--pack-size` →
// pack_size), each described by the flag's own help; the JSON Schema is read off the same
// flag definitions the CLI parses with, and a call's arguments become the handler's input
// under the keys commander would give them (define.ts `flagKey`).
import { collect, flagKey, positiveInt, type AnyFlag, type AnyVerb } from '../cli/define.js';

export type JsonSchema = Record<string, unknown>;

/** `--pack-size <size>` → pack_size: the name an agent passes. */
export const argumentName = (spec: AnyFlag): string =>
  flagKey(spec).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The JSON Schema of one flag's value. */
export function flagSchema(spec: AnyFlag): JsonSchema {
  const description = spec.help;
  if (spec.choices) return { type: 'string', enum: [...spec.choices], description };
  if (spec.parse === collect) return { type: 'array', items: { type: 'string' }, description };
  if (spec.parse === positiveInt) return { type: 'integer', minimum: 1, description };
  if (/<[^>]+>/.test(spec.flags))
    // The CLI reads text (`--weight 800`): a number an agent passes is read the same way.
    return { type: ['string', 'number'], description };
  if (/\[[^\]]+\]/.test(spec.flags)) return { type: ['string', 'boolean'], description };
  return { type: 'boolean', description };
}

/** The verb's flags of these long names, with the help this command gives them. */
export function flagsOf(verb: AnyVerb, longs: readonly string[]): AnyFlag[] {
  return longs.map((long) => {
    const found = verb.flags.find((f) => f.long === long);
    if (!found) throw new Error(`${verb.name} has no flag ${long}`);
    return found;
  });
}

export function propertiesOf(flags: readonly AnyFlag[]): Record<string, JsonSchema> {
  return Object.fromEntries(flags.map((f) => [argumentName(f), flagSchema(f)]));
}

/**
 * The handler's input for these flags from a call's arguments: a switch given `false` is left
 * out (as a flag not typed), a number becomes the text it would have been typed as.
 */
export function flagInput(flags: readonly AnyFlag[], args: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const spec of flags) {
    const value = args[argumentName(spec)];
    if (value === undefined || value === null || value === false) continue;
    const key = flagKey(spec);
    if (spec.parse === positiveInt) input[key] = positiveInt(String(value));
    else if (spec.parse === collect) input[key] = (Array.isArray(value) ? value : [value]).map(String);
    else input[key] = value === true ? true : String(value);
  }
  return input;
}
