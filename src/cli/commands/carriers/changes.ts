// `carriers update` sends only what changes. Input is often an edited copy of
// `carriers list --json`, whose secrets come back masked: a masked value sent
// back would overwrite the real secret with asterisks, so it is dropped.
import { isPlainObject } from '../../../domain/index.js';

/** A value as the API masks it: asterisks, possibly around a visible tail. */
export const isMasked = (v: unknown): boolean => typeof v === 'string' && /\*{3,}/.test(v);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export interface CredentialChanges {
  changed: Record<string, unknown>;
  /** Members left out because their value was masked. */
  masked: string[];
}

export function credentialChanges(
  current: Record<string, unknown> | undefined,
  given: Record<string, unknown>,
): CredentialChanges {
  const changed: Record<string, unknown> = {};
  const masked: string[] = [];
  for (const [k, v] of Object.entries(given)) {
    if (isMasked(v)) masked.push(k);
    else if (!(current && same(current[k], v))) changed[k] = v;
  }
  return { changed, masked };
}

/** The members of `patch` that differ from `current`, one level deep (as the API merges them). */
export function settingsChanges(
  current: Record<string, unknown> | undefined,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(patch)) {
    const before = current?.[k];
    if (isPlainObject(v) && isPlainObject(before)) {
      const sub = Object.fromEntries(Object.entries(v).filter(([m, x]) => !same(before[m], x)));
      if (Object.keys(sub).length) out[k] = sub;
    } else if (!same(before, v)) out[k] = v;
  }
  return out;
}
