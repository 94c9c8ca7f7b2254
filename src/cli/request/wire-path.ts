// The members of a request body by their dotted path (`setup.pack_size`), read off its contract
// type: a flag's `wire` is checked against the shipment request by tsc, so a misspelt or removed
// member fails the build instead of sending a field the API ignores.

/** Members a schema names (a loose object's `[key: string]: unknown` left out). */
type Named<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/** Every dotted path to a member of T, objects inside objects included (lists are not walked). */
export type WirePath<T, Depth extends unknown[] = []> = Depth['length'] extends 4
  ? never
  : T extends readonly unknown[]
    ? never
    : T extends object
      ? {
          [K in keyof Named<T> & string]: K | `${K}.${WirePath<NonNullable<Named<T>[K]>, [...Depth, 1]>}`;
        }[keyof Named<T> & string]
      : never;
