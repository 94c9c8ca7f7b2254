import type { WarehouseRecord } from '../../../contract/index.js';
import type { Column } from '../../output/table.js';
import { messages } from '../../../i18n/index.js';

const a = (r: WarehouseRecord) => (r.address ?? {}) as Record<string, unknown>;
const first = (r: WarehouseRecord, ...members: string[]) => members.map((m) => a(r)[m]).find((v) => v);

export function warehouseColumns(): Column<WarehouseRecord>[] {
  const h = messages().admin.addresses.columns;
  return [
    { header: h.id, get: (r) => r.id, fixed: true },
    { header: h.name, get: (r) => first(r, 'full_name_kanji', 'full_name'), minWidth: 16 },
    // At a narrow terminal: the country goes first (a warehouse is mostly in Japan), then the
    // creation time, then the company.
    { header: h.company, get: (r) => first(r, 'company_kanji', 'company'), dropOrder: 3 },
    { header: h.country, get: (r) => a(r).country, dropOrder: 1 },
    { header: h.zip, get: (r) => a(r).zip },
    { header: h.province, get: (r) => first(r, 'province_kanji', 'province') },
    { header: h.address, get: (r) => first(r, 'address1_kanji', 'address1') },
    { header: h.created, get: (r) => r.created_at, kind: 'time', zoneInHeader: true, dropOrder: 2 },
  ];
}
