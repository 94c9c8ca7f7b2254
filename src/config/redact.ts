// Secrets never reach output or logs. Anything that prints a line which might
// contain a token (debug traces, error messages echoing a request) goes through here.
import { maskUrlCredentials } from '../api/url.js';

export { maskUrlCredentials };

export const SECRET_SET = '(set)';

/**
 * Replaces every occurrence of each secret with a fixed mask that reveals nothing, and the user
 * name and password of any URL (a `--base-url` or a forward URL echoed in a message).
 */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let out = maskUrlCredentials(text);
  for (const s of secrets) {
    // Very short values would mask innocent text and are not real tokens anyway.
    if (s && s.length >= 4) out = out.split(s).join('****');
  }
  return out;
}

/** How a stored secret is shown in listings: whether it is set, never any part of it. */
export const describeSecret = (value: string | undefined): string => (value ? SECRET_SET : '');
