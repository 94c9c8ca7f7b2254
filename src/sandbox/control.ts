// The sandbox as the CLI controls it: the one module of src/sandbox that src/cli imports
// (eslint holds it). The grammars and names the CLI checks flags against are exported as
// they are, cheap to load; everything that opens a database or serves it comes through the
// two loaders, so `shipctl --help` and commands against the live service never load SQLite
// or fastify.
import * as callLimit from './call-limit.js';
import * as grammar from './fault-grammar.js';

export { parseCallLimit } from './call-limit.js';
export type { ClockView } from './clock.js';
export { formatDuration, parseInstant } from './clock-parse.js';
export type { DeliveryRow, DeliveryState } from './events/store.js';
export { FAULT_GRAMMAR_HINT, normalizeRoute, parseFaultRule, type FaultRule } from './fault-grammar.js';
export { ADVANCE_TARGETS, type AdvanceTarget } from './tracking/overrides.js';

/** The database and what is kept in it: clock, faults, webhooks, accounts, advance, reset. */
export const loadSandboxStore = async () => {
  const [deps, db, clock, faults, detect, store, advance, admin, accounts, seed] = await Promise.all([
    import('./deps.js'),
    import('./store/db.js'),
    import('./clock.js'),
    import('./faults.js'),
    import('./events/detect.js'),
    import('./events/store.js'),
    import('./advance.js'),
    import('./store/admin.js'),
    import('./store/accounts.js'),
    import('./seed.js'),
  ]);
  return {
    ...deps,
    ...db,
    ...clock,
    ...faults,
    ...grammar,
    ...detect,
    ...store,
    ...advance,
    ...admin,
    ...accounts,
    ...seed,
  };
};

/** The store and the HTTP app that serves it (fastify): `sandbox serve`, the warm sandbox. */
export const loadSandboxServer = async () => {
  const [store, app] = await Promise.all([loadSandboxStore(), import('./app.js')]);
  return { ...store, ...app, ...callLimit };
};

export type SandboxStore = Awaited<ReturnType<typeof loadSandboxStore>>;
export type SandboxServer = Awaited<ReturnType<typeof loadSandboxServer>>;
