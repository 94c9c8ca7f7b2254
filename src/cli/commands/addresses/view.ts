import type { AddressRecord } from '../../../contract/index.js';
import type { Column } from '../../output/table.js';
import { messages } from '../../../i18n/index.js';

const a = (r: AddressRecord) => (r.address ?? {}) as Record<string, unknown>;

export function addressColumns(): Column<AddressRecord>[] {
  const h = messages().admin.addresses.columns;
  return [
    { header: h.id, get: (r) => r.id, fixed: true },
    // `--to-address` finds an address by its name: the name keeps its room. At a narrow
    // terminal the creation time goes first, then the country, then the company.
    { header: h.name, get: (r) => a(r).full_name, minWidth: 12 },
    { header: h.company, get: (r) => a(r).company, dropOrder: 3 },
    { header: h.country, get: (r) => a(r).country, dropOrder: 2 },
    { header: h.zip, get: (r) => a(r).zip },
    { header: h.province, get: (r) => a(r).province },
    { header: h.city, get: (r) => a(r).city },
    { header: h.address, get: (r) => [a(r).address1, a(r).address2].filter(Boolean).join(' ') },
    { header: h.created, get: (r) => r.created_at, kind: 'time', zoneInHeader: true, dropOrder: 1 },
  ];
}
