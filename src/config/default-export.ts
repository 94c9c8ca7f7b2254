// The default export of a package loaded with import(): a function or class as such when the
// package arrives as an ES module (tests, run from source), or one level further down when the
// CommonJS build requires the ES module and wraps its namespace once more (rolldown.config.mjs).
export function defaultExport<T>(loaded: { default: unknown }): T {
  const d = loaded.default;
  return (typeof d === 'function' ? d : (d as { default: unknown }).default) as T;
}
