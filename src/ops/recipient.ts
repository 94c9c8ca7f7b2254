// Who a parcel goes to, as lists and outcomes name them: the name, else the company.
import type { Address } from '../contract/index.js';

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** "Jiro Suzuki" or the company when there is no name. */
export function recipientName(a: Address | undefined): string {
  const addr = (a ?? {}) as Record<string, unknown>;
  return text(addr.full_name) ?? text(addr.company) ?? '';
}
