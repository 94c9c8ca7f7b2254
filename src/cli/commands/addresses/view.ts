import type { AddressRecord } from '../../../contract/index.js';
import type { Column } from '../../output/table.js';

const a = (r: AddressRecord) => (r.address ?? {}) as Record<string, unknown>;

export const ADDRESS_COLUMNS: Column<AddressRecord>[] = [
  { header: 'id', get: (r) => r.id, fixed: true },
  { header: 'name', get: (r) => a(r).full_name },
  { header: 'company', get: (r) => a(r).company },
  { header: 'country', get: (r) => a(r).country },
  { header: 'zip', get: (r) => a(r).zip },
  { header: 'province', get: (r) => a(r).province },
  { header: 'city', get: (r) => a(r).city },
  { header: 'address', get: (r) => [a(r).address1, a(r).address2].filter(Boolean).join(' ') },
  { header: 'created', get: (r) => r.created_at, kind: 'time' },
];
