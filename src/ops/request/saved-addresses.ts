// `--to-address` as people type it: the saved address's id, the start of its id, or a
// part of its name or company that only one entry has. More than one match is never
// guessed: the candidates are listed and nothing is sent.
import type { AddressRecord } from '../../contract/index.js';

export type Pick =
  | { kind: 'found'; record: AddressRecord }
  | { kind: 'none' }
  | { kind: 'ambiguous'; candidates: AddressRecord[] };

const norm = (v: unknown): string => (typeof v === 'string' ? v.normalize('NFKC').trim().toLowerCase() : '');

export function pickSaved(list: readonly AddressRecord[], query: string): Pick {
  const q = norm(query);
  if (q === '') return { kind: 'none' };
  const exact = list.find((a) => a.id === query.trim());
  if (exact) return { kind: 'found', record: exact };
  const steps: ((a: AddressRecord) => boolean)[] = [
    (a) => a.id.toLowerCase().startsWith(q),
    (a) => names(a).some((n) => n === q),
    (a) => names(a).some((n) => n.includes(q)),
  ];
  for (const step of steps) {
    const hits = list.filter(step);
    if (hits.length === 1) return { kind: 'found', record: hits[0]! };
    if (hits.length > 1) return { kind: 'ambiguous', candidates: hits };
  }
  return { kind: 'none' };
}

function names(a: AddressRecord): string[] {
  const addr = (a.address ?? {}) as Record<string, unknown>;
  return ['full_name', 'company', 'full_name_kanji', 'company_kanji']
    .map((k) => norm(addr[k]))
    .filter(Boolean);
}

/** `ID  name, company, city` for the candidates of an ambiguous match. */
export function candidateLine(a: AddressRecord): string {
  const addr = (a.address ?? {}) as Record<string, unknown>;
  const parts = ['full_name', 'company', 'city']
    .map((k) => addr[k])
    .filter((v) => typeof v === 'string' && v);
  return `${a.id}  ${parts.join(', ')}`;
}
