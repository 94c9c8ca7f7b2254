// ("instant commands"): loading src/contract built every wire schema (about a
// hundred zod objects) on each API command's start, though a command parses with two or
// three. The schemas are now built on first use (src/contract/lazy-schema.ts).
import { describe, expect, it, vi } from 'vitest';
import * as z from '../../../src/contract/zod.js';
import { lazySchema } from '../../../src/contract/lazy-schema.js';

/**
 * Counts zod schemas as they are constructed, through zod's post-construction hook (the one
 * `zod/compile` installs). Errors are built by the same machinery and are not counted.
 */
function countConstructions(): { readonly count: number } {
  const counter = { count: 0 };
  const global = globalThis as { __zod_globalConfig?: { postProcessor?: (inst: unknown) => void } };
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.postProcessor = (inst) => {
    if (!(inst instanceof Error)) counter.count++;
  };
  return counter;
}

describe('wire schemas built on first use', () => {
  it('loading contract/ builds no schema; a parse builds the schemas it walks and no others', async () => {
    vi.resetModules();
    const built = countConstructions();
    try {
      const contract = await import('../../../src/contract/index.js');
      expect(built.count).toBe(0);

      const rates = contract.RatesResponseSchema.safeParse([
        { carrier: 'sagawa', service: 'sagawa_regular', price: 800 },
      ]);
      expect(rates.success).toBe(true);
      const afterRates = built.count;
      expect(afterRates).toBeGreaterThan(0); // the hook counts: zero above is not vacuous

      // The shipment schema (with its addresses, setup echo, delivery…) was not built by the rates parse.
      expect(contract.ShipmentSchema.safeParse({ id: 'API-1' }).success).toBe(true);
      const afterShipment = built.count;
      expect(afterShipment).toBeGreaterThan(afterRates);

      // Built once: the same parses again build nothing. (A parse that walks further, into
      // members these left out, builds the schemas of those members then.)
      contract.ShipmentSchema.safeParse({ id: 'API-2' });
      contract.RatesResponseSchema.safeParse([{ carrier: 'yamato', service: 'yamato_regular', price: 900 }]);
      expect(built.count).toBe(afterShipment);
    } finally {
      delete (globalThis as { __zod_globalConfig?: { postProcessor?: unknown } }).__zod_globalConfig
        ?.postProcessor;
    }
  });

  it('a lazy schema builds once, when first read, and composing it builds nothing', () => {
    let innerBuilds = 0;
    const Inner = lazySchema(() => {
      innerBuilds++;
      return z.looseObject({ n: z.number() });
    });
    const List = z.array(Inner);
    const Extended = lazySchema(() => z.extend(Inner, { tag: z.optional(z.string()) }));
    expect(innerBuilds).toBe(0);

    expect(List.safeParse([{ n: 1 }, { n: 'x' }]).success).toBe(false);
    expect(innerBuilds).toBe(1);
    expect(Inner.parse({ n: 2, extra: true })).toEqual({ n: 2, extra: true });
    expect(z.safeParse(Extended, { n: 3, tag: 't' }).data).toEqual({ n: 3, tag: 't' });
    expect(innerBuilds).toBe(1);
  });

  it('a lazy schema is the schema it builds, as zod and callers see it', () => {
    const eager = z.looseObject({ id: z.string() });
    const Lazy = lazySchema(() => eager);
    expect(Lazy instanceof z.ZodMiniObject).toBe(true);
    expect(Object.getPrototypeOf(Lazy)).toBe(Object.getPrototypeOf(eager));
    expect('_zod' in Lazy).toBe(true);
    expect(Lazy._zod.def.shape).toBe(eager._zod.def.shape);
    expect(Object.keys(Lazy)).toEqual(Object.keys(eager));
    const failed = Lazy.safeParse({ id: 1 });
    expect(failed.success ? [] : failed.error.issues.map((i) => [i.path, i.message])).toEqual([
      [['id'], 'Invalid input: expected string, received number'],
    ]);
  });
});
