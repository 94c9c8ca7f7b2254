// Fixtures are named after the request they answer: <method>-<path>[.<variant>].<request|response>.json
import { readFileSync } from 'node:fs';

export function fixture(name: string): unknown {
  const url = new URL(`../../fixtures/contract/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as unknown;
}

export const PROBE_KEY = 'x_future_member';

/** A copy with an unknown member added to every plain object, at every depth. */
export function withProbes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withProbes);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = { [PROBE_KEY]: 'kept' };
    for (const [k, v] of Object.entries(value)) out[k] = withProbes(v);
    return out;
  }
  return value;
}

export function countProbes(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + countProbes(v), 0);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).reduce((n, [k, v]) => n + (k === PROBE_KEY ? 1 : 0) + countProbes(v), 0);
  }
  return 0;
}
