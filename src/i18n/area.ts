// A catalog area built the first time it is read, then kept (en/index.ts, ja/index.ts).

/** The area `build` makes, made by the first call. */
export function builtOnRead<T extends object>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
