// ("instant commands"): loading src/domain built its lookup tables at once — the
// prefecture indexes (every name folded through NFKC and a \p{L} pattern), the province,
// region and service indexes, the rule registry — costing every command milliseconds though
// most look nothing up. They are now built by their first lookup (src/domain/lazy.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazy } from '../../../src/domain/lazy.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('domain tables built on first use', () => {
  it('loading domain/ folds no name; the first prefecture lookup builds the indexes, once', async () => {
    vi.resetModules();
    const normalize = vi.spyOn(String.prototype, 'normalize');
    const domain = await import('../../../src/domain/index.js');
    expect(normalize).not.toHaveBeenCalled();

    expect(domain.findPrefecture('Tōkyō')?.code).toBe('13');
    const afterFirst = normalize.mock.calls.length;
    expect(afterFirst).toBeGreaterThan(47); // the indexes: every prefecture's names folded

    expect(domain.findPrefecture('とうきょう')?.code).toBe('13');
    expect(normalize.mock.calls.length - afterFirst).toBeLessThan(10); // the input only
    expect(domain.normalizeProvince('US', 'California')).toEqual({ ok: true, code: 'CA' });
    expect(domain.serviceInfo('sagawa_regular')?.carrier).toBe('sagawa');
  });

  it('lazy() builds on the first call only, and keeps even an undefined value', () => {
    let builds = 0;
    const table = lazy(() => {
      builds++;
      return builds > 1 ? 'rebuilt' : undefined;
    });
    expect(builds).toBe(0);
    expect(table()).toBeUndefined();
    expect(table()).toBeUndefined();
    expect(builds).toBe(1);
  });
});
