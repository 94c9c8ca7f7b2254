// The shapes shared by the parts that turn a group of CSV records into a body.
import type { CarrierType, Said } from '../../domain/index.js';
import type { Parsed } from './values.js';

/** File-wide values from flags and stored defaults; a column, where present, wins. */
export interface BodyDefaults {
  carrier?: CarrierType;
  service?: string;
  carrierId?: string;
  /** The stored default carrier_id applies only to rows of this carrier (a flag applies to all). */
  carrierIdFor?: CarrierType;
  packSize?: number;
  currency?: string;
  test: boolean;
  /** --shipment-date, resolved to a JST date: the ship date of rows without one. */
  shipmentDate?: string;
  /** Today in JST, for `today`/`本日`/`tomorrow`/`明日` in date columns. */
  today?: string;
  /** Where each default came from, for messages: `--carrier`, `config carrier`. */
  origin: Partial<
    Record<'carrier' | 'service' | 'carrierId' | 'packSize' | 'currency' | 'shipmentDate', string>
  >;
}

export interface Located {
  line: number;
  /** The header, or the flag/setting the value came from. */
  column?: string;
}

export interface RowProblem extends Located {
  field: string;
  issue: string;
}

export interface Draft {
  line: number;
  lines: number[];
  body: Record<string, any>;
  problems: RowProblem[];
  warnings: RowProblem[];
  /** Wire path → where its value came from. */
  sources: Map<string, Located>;
}

export type Setter = (wire: string, value: unknown, at: Located) => void;

/** A shipment-level cell: the first non-empty one of the group, and where it is. */
export type CellFn = (field: string) => { text: string; at: Located };
/** A shipment-level cell parsed; a problem is recorded (and undefined returned) when it does not parse. */
export type ParsedFn = <T>(field: string, parse: (s: string) => Parsed<T>, wire?: string) => T | undefined;
/** `said`: what a rule said by key, kept for the reader's language (i18n/issues.ts issueText). */
export type ProblemFn = (at: Located, field: string, issue: string, said?: Said) => void;

/** Sets `a.b[0].c` on an object, creating what is missing (arrays for [n]). */
export function setPath(target: Record<string, any>, path: string, value: unknown): void {
  const parts = pathParts(path);
  let node: any = target;
  for (let i = 0; i < parts.length - 1; i++) {
    const key = parts[i]!;
    node[key] ??= typeof parts[i + 1] === 'number' ? [] : {};
    node = node[key];
  }
  node[parts[parts.length - 1]!] = value;
}

// A few dozen distinct paths are set on every row: parsed once (this is a hot loop on big files).
const PARTS = new Map<string, (string | number)[]>();

function pathParts(path: string): (string | number)[] {
  let parts = PARTS.get(path);
  if (!parts) {
    parts = path
      .split('.')
      .flatMap((p) => p.split(/\[(\d+)\]/).filter((x) => x !== ''))
      .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    if (PARTS.size < 10_000) PARTS.set(path, parts);
  }
  return parts;
}
