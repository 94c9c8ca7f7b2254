// The CLI under random verify inputs (seeded, the generator of the unit
// fuzz test): whatever comes in, the exit is 0, 1 or 2 and no stack trace shows.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';
import { makeCase, prng } from '../unit/webhooks/fuzz.js';

describe('shipctl webhooks verify, fuzzed', () => {
  let home: ReturnType<typeof makeHome>;
  beforeAll(() => {
    home = makeHome();
  });
  afterAll(() => home.remove());

  it('20 random runs exit 0, 1 or 2 without a stack trace', { timeout: 120_000 }, async () => {
    const rand = prng(0xb1_0a7e);
    const runs = Array.from({ length: 20 }, (_, i) => {
      const c = makeCase(rand);
      const dir = home.dir;
      writeFileSync(path.join(dir, `secret-${i}`), c.secret);
      const args = [
        'webhooks',
        'verify',
        '--secret-file',
        `secret-${i}`,
        '--now',
        String(c.nowSec),
        '--tolerance',
        String(c.toleranceSec),
      ];
      let input: Buffer | undefined;
      if (c.request) {
        // Half through stdin, half from a file.
        if (rand() < 0.5) {
          input = c.request;
          args.push('--request', '-');
        } else {
          writeFileSync(path.join(dir, `req-${i}.http`), c.request);
          args.push('--request', `req-${i}.http`);
        }
      } else {
        input = c.body;
        args.push('--payload', '-', '--signature', c.signature ?? '', '--timestamp', c.timestamp ?? '');
        if (c.eventId !== undefined) args.push('--event-id', c.eventId);
      }
      if (rand() < 0.3) args.push('--json');
      return { args, input, expectValid: c.expectValid };
    });
    const results = await Promise.all(
      runs.map((r) => runInProcess(r.args, { home: home.dir, input: r.input })),
    );
    for (const [i, r] of results.entries()) {
      const what = `run ${i}: ${runs[i]!.args.join(' ')}\n${r.stderr}`;
      expect([0, 1, 2], what).toContain(r.code);
      expect(r.stderr, what).not.toMatch(/\n\s+at .+:\d+:\d+/);
      if (runs[i]!.expectValid) expect(r.code, what).toBe(0);
    }
    // The seed reaches both a valid and an invalid delivery.
    expect(results.some((r) => r.code === 0) && results.some((r) => r.code === 1)).toBe(true);
  });
});
