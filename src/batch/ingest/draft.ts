// The shapes shared by the parts that turn a group of CSV records into a body.
import type { CarrierType } from '../../domain/index.js';
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
  /** Where each default came from, for messages: `--carrier`, `config carrier`. */
  origin: Partial<Record<'carrier' | 'service' | 'carrierId' | 'packSize' | 'currency', string>>;
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
export type ProblemFn = (at: Located, field: string, issue: string) => void;

/** Sets `a.b[0].c` on an object, creating what is missing (arrays for [n]). */
export function setPath(target: Record<string, any>, path: string, value: unknown): void {
  const parts = path.split('.').flatMap((p) => p.split(/\[(\d+)\]/).filter((x) => x !== ''));
  let node: any = target;
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    const key: string | number = /^\d+$/.test(part) ? Number(part) : part;
    if (last) node[key] = value;
    else {
      node[key] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
      node = node[key];
    }
  });
}
