// Small helpers over a request body in wire shape: read and write by JSON path
// ('setup.pack_size', 'to_address.zip'), and a deep copy that keeps the body
// the caller handed in untouched.

export type Body = Record<string, unknown>;

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function cloneBody(v: unknown): Body {
  return isRecord(v) ? (structuredClone(v) as Body) : {};
}

export function getPath(body: Body, path: string): unknown {
  let cur: unknown = body;
  for (const key of path.split('.')) {
    if (!isRecord(cur)) return undefined;
    cur = cur[key];
  }
  return cur;
}

/** Sets a value, creating (or replacing non-object) parents; undefined removes the member. */
export function setPath(body: Body, path: string, value: unknown): void {
  const keys = path.split('.');
  let cur = body;
  for (const key of keys.slice(0, -1)) {
    if (!isRecord(cur[key])) cur[key] = {};
    cur = cur[key] as Body;
  }
  const last = keys[keys.length - 1]!;
  if (value === undefined) delete cur[last];
  else cur[last] = value;
}

export const isMissing = (v: unknown): boolean => v === undefined || v === null || v === '';

/** A member of the body as an object, created when absent. */
export function objectAt(body: Body, key: string): Body {
  if (!isRecord(body[key])) body[key] = {};
  return body[key] as Body;
}
