import type { SubUser } from '../../../contract/index.js';
import type { Column } from '../../output/table.js';

// Spec 2.16 lists the contact members flat; some answers nest them in `contact`.
const contact = (u: SubUser, m: 'first_name' | 'last_name' | 'company'): string | undefined =>
  u[m] ?? u.contact?.[m];

export const SUB_USER_COLUMNS: Column<SubUser>[] = [
  { header: 'id', get: (u) => u.id, fixed: true },
  { header: 'email', get: (u) => u.email },
  {
    header: 'name',
    get: (u) => [contact(u, 'first_name'), contact(u, 'last_name')].filter(Boolean).join(' '),
  },
  { header: 'company', get: (u) => contact(u, 'company') },
  { header: 'created', get: (u) => u.created_at, kind: 'time' },
];

/** The sub-user without its token: what is shown once the token went to a profile. */
export function withoutToken<T extends { token?: unknown }>(u: T): Omit<T, 'token'> {
  const { token: _token, ...rest } = u;
  return rest;
}
