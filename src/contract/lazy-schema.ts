// Wire schemas built on first use. Loading contract/ constructed every schema of this
// folder (about a hundred zod objects, several milliseconds of each API command's start,
// bench/commands.mjs) although a command parses with two or three of them.
//
// `lazySchema(() => z.looseObject({…}))` stands for the schema it builds: the same type, the
// same object as far as zod and callers can tell (`Schema.safeParse`, `z.safeParse(Schema, …)`,
// `z.array(Schema)`, `z.extend(Schema, …)`), and the builder runs the first time anything
// reads it. A schema built from others reads them only when it is built itself, so a parse
// builds the schemas it walks and no others.
import { lazy } from '../domain/lazy.js';

export function lazySchema<T extends object>(build: () => T): T {
  const schema = lazy(build);
  // The target is a stand-in: every trap answers from the built schema. Members are read
  // with the proxy as receiver, so a getter or method sees the same object as its caller.
  return new Proxy({} as T, {
    get: (_, key, receiver) => Reflect.get(schema(), key, receiver),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    // zod defines `_zod` non-configurable on the schema; the stand-in does not have it, and a
    // proxy may only report non-configurable members its target has.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
  });
}
