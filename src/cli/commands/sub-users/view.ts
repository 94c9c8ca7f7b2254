import type { SubUser } from '../../../contract/index.js';
import type { Column } from '../../output/table.js';
import { messages } from '../../../i18n/index.js';

// Spec 2.16 lists the contact members flat; some answers nest them in `contact`.
const contact = (u: SubUser, m: 'first_name' | 'last_name' | 'company'): string | undefined =>
  u[m] ?? u.contact?.[m];

export function subUserColumns(): Column<SubUser>[] {
  const h = messages().admin.subUsers.columns;
  return [
    { header: h.id, get: (u) => u.id, fixed: true },
    { header: h.email, get: (u) => u.email },
    {
      header: h.name,
      get: (u) => [contact(u, 'first_name'), contact(u, 'last_name')].filter(Boolean).join(' '),
    },
    { header: h.company, get: (u) => contact(u, 'company') },
    { header: h.created, get: (u) => u.created_at, kind: 'time' },
  ];
}

/** The sub-user without its token: what is shown once the token went to a profile. */
export function withoutToken<T extends { token?: unknown }>(u: T): Omit<T, 'token'> {
  const { token: _token, ...rest } = u;
  return rest;
}
