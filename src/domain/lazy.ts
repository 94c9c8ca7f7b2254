// Tables and indexes built on first use rather than at module load: every command loads the
// domain rules, most read a handful of them, and what is built at load is paid by every run
// (bench/commands.mjs). One helper for the pattern, so each table says only how it is built.
// contract/ uses it too (lazy-schema.ts, fields.ts); it must stay out of the chunk that holds zod,
// or every domain command would load zod with it (test/e2e/help-loads.test.ts checks).

/** A value built by the first call and kept: `const index = lazy(() => new Map(…))`, then `index()`. */
export function lazy<T>(build: () => T): () => T {
  let built = false;
  let value: T;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value;
  };
}
