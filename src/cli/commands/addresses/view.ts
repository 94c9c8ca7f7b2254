import type { AddressRecord } from '../../../contract/index.js';
import type { Column } from '../../output/table.js';

const a = (r: AddressRecord) => (r.address ?? {}) as Record<string, unknown>;

export const ADDRESS_COLUMNS: Column<AddressRecord>[] = [
  { header: 'id', get: (r) => r.id, fixed: true },
  // `--to-address` finds an address by its name: the name keeps its room. At a narrow
  // terminal the creation time goes first, then the country, then the company.
  { header: 'name', get: (r) => a(r).full_name, minWidth: 12 },
  { header: 'company', get: (r) => a(r).company, dropOrder: 3 },
  { header: 'country', get: (r) => a(r).country, dropOrder: 2 },
  { header: 'zip', get: (r) => a(r).zip },
  { header: 'province', get: (r) => a(r).province },
  { header: 'city', get: (r) => a(r).city },
  { header: 'address', get: (r) => [a(r).address1, a(r).address2].filter(Boolean).join(' ') },
  { header: 'created (JST)', get: (r) => r.created_at, kind: 'time', zoneInHeader: true, dropOrder: 1 },
];
