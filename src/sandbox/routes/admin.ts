// The sandbox's own controls, outside the API of the spec: under /__sandbox, main
// token only, outside the call limit and the fault hooks (a fault on every route
// must not lock its own off switch out).
//   GET    /__sandbox/faults           every rule in force, with its layer
//   POST   /__sandbox/faults           {faults: ["POST /v1/shipments:reset-after-commit:0.5", …]} → stored
//   DELETE /__sandbox/faults[?route=R] remove the rules of a route, or all (both layers)
//   GET    /__sandbox/clock            the sandbox time and how it is set
import type { FastifyInstance } from 'fastify';
import { describeClock, readClockSetting } from '../clock.js';
import type { SandboxDeps } from '../deps.js';
import { problems } from '../errors.js';
import { formatFaultRule, normalizeRoute, parseFaultRule, type FaultRule } from '../fault-grammar.js';
import { addStoredFaults } from '../faults.js';

const admin = { config: { admin: true } };

export default async function routes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  const listed = () => ({
    faults: deps.faults.list().map(({ rule, source }) => ({ rule: formatFaultRule(rule), ...rule, source })),
  });

  app.get('/__sandbox/faults', admin, async () => listed());

  app.post('/__sandbox/faults', admin, async (req) => {
    const body = req.body as { faults?: unknown } | undefined;
    const texts = Array.isArray(body?.faults) ? body.faults : undefined;
    if (!texts || texts.length === 0 || texts.some((t) => typeof t !== 'string')) {
      throw problems([{ field: 'faults', issue: 'must be a non-empty array of fault rules (strings)' }]);
    }
    const rules: FaultRule[] = [];
    const bad: { field: string; issue: string }[] = [];
    texts.forEach((t, i) => {
      try {
        rules.push(parseFaultRule(t as string));
      } catch (err) {
        bad.push({ field: `faults[${i}]`, issue: (err as Error).message });
      }
    });
    if (bad.length > 0) throw problems(bad);
    addStoredFaults(deps.db, rules);
    return listed();
  });

  app.delete('/__sandbox/faults', admin, async (req) => {
    const route = (req.query as { route?: string }).route;
    let normalized: string | undefined;
    try {
      normalized = route ? normalizeRoute(route) : undefined;
    } catch (err) {
      throw problems([{ field: 'route', issue: (err as Error).message }]);
    }
    deps.faults.clear(normalized);
    return listed();
  });

  // `now` is what the API answers with: an injected clock (tests) wins over the setting.
  app.get('/__sandbox/clock', admin, async () => ({
    ...describeClock(readClockSetting(deps.db)),
    now: deps.clock.now().toISOString(),
  }));
}
