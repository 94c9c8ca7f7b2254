// Which service a run talks to, as one comparable text: the embedded sandbox of this data
// directory, or a live base URL, and the account (a fingerprint of the token, never the token).
// A long-lived process (`shipctl mcp`) pins it at start: a `shipctl login` in another terminal
// changes what each new context resolves, and a plan made against the sandbox must never turn
// into a purchase on the live service.
import { createHash } from 'node:crypto';
import type { Settings } from './resolve.js';

export interface ServiceIdentity {
  /** `sandbox` or `live`. */
  kind: 'sandbox' | 'live';
  /** What the identity is compared by, and what a person reads: no secret in it. */
  key: string;
}

export function serviceOf(
  settings: Pick<Settings, 'sandbox' | 'baseUrl' | 'token' | 'paths'>,
): ServiceIdentity {
  const token = settings.token.value;
  const account = token ? ` account ${createHash('sha256').update(token).digest('hex').slice(0, 8)}` : '';
  if (settings.sandbox) return { kind: 'sandbox', key: `sandbox${account}` };
  return { kind: 'live', key: `live ${settings.baseUrl.value ?? '?'}${account}` };
}
