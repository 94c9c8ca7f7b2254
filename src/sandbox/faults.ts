// The minimal fault registry: per route, added latency, a failure before the write,
// a failure after the write, and a share of 429s. The full fault-injection surface
// (CLI and admin endpoints) comes later and plugs into the same two hooks.
import type { FastifyReply } from 'fastify';
import type { FaultRegistry, FaultSpec } from './deps.js';
import { SandboxHttpError } from './errors.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createFaultRegistry(random: () => number = Math.random): FaultRegistry {
  const specs = new Map<string, FaultSpec>();
  return {
    set(route, spec) {
      if (spec) specs.set(route, spec);
      else specs.delete(route);
    },
    get: (route) => specs.get(route),
    async before(route) {
      const spec = specs.get(route);
      if (!spec) return;
      if (spec.latencyMs) await sleep(spec.latencyMs);
      if (spec.rate429 && random() < spec.rate429) {
        throw new SandboxHttpError(429, {
          message: 'Too many requests (injected fault).',
          code: 'TOO_MANY_REQUESTS',
        });
      }
      if (spec.failBeforeCommit) {
        throw new SandboxHttpError(spec.failBeforeCommit, {
          message: 'Injected failure before commit.',
          code: 'INJECTED_FAULT',
        });
      }
    },
    async after(route, reply: FastifyReply) {
      const spec = specs.get(route);
      if (!spec?.failAfterCommit) return false;
      if (spec.failAfterCommit === 'reset') {
        // The write is done but the client never hears of it: the ambiguous
        // failure that DESIGN.md's reconcile-before-retry rule exists for.
        reply.raw.socket?.destroy();
        return true;
      }
      throw new SandboxHttpError(500, { message: 'Injected failure after commit.', code: 'INJECTED_FAULT' });
    },
  };
}
