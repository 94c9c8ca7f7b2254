import type { WarehouseRecord } from '../../../contract/index.js';
import type { Column } from '../../output/table.js';

const a = (r: WarehouseRecord) => (r.address ?? {}) as Record<string, unknown>;
const first = (r: WarehouseRecord, ...members: string[]) => members.map((m) => a(r)[m]).find((v) => v);

export const WAREHOUSE_COLUMNS: Column<WarehouseRecord>[] = [
  { header: 'id', get: (r) => r.id, fixed: true },
  { header: 'name', get: (r) => first(r, 'full_name_kanji', 'full_name'), minWidth: 16 },
  // At a narrow terminal: the country goes first (a warehouse is mostly in Japan), then the
  // creation time, then the company.
  { header: 'company', get: (r) => first(r, 'company_kanji', 'company'), dropOrder: 3 },
  { header: 'country', get: (r) => a(r).country, dropOrder: 1 },
  { header: 'zip', get: (r) => a(r).zip },
  { header: 'province', get: (r) => first(r, 'province_kanji', 'province') },
  { header: 'address', get: (r) => first(r, 'address1_kanji', 'address1') },
  { header: 'created (JST)', get: (r) => r.created_at, kind: 'time', zoneInHeader: true, dropOrder: 2 },
];
