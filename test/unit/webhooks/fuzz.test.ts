// Property test of verification over random headers and bodies (seeded): never an
// exception, only "valid", "invalid" with a known reason, or a usage problem; and
// whatever was built to verify does. First the function `webhooks verify` calls,
// then the command itself in-process, where only exits 0, 1 and 2 may come out.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/run.js';
import { checkDelivery } from '../../../src/webhooks/check.js';
import { fakeStreams } from '../../helpers/streams.js';
import { makeCase, prng } from './fuzz.js';

const REASONS = new Set([
  'missing_header',
  'malformed_signature',
  'timestamp_too_old',
  'timestamp_too_new',
  'id_mismatch',
  'mismatch',
]);

describe('verify, fuzzed', () => {
  it('4000 random deliveries through checkDelivery', () => {
    const rand = prng(0x5eed_0007);
    const tally = { valid: 0, invalid: 0, usage: 0 };
    for (let i = 0; i < 4000; i++) {
      const c = makeCase(rand);
      let result;
      try {
        result = checkDelivery({ ...c, now: new Date(c.nowSec * 1000) });
      } catch (err) {
        throw new Error(`case ${i} threw`, { cause: err });
      }
      if (result.kind === 'usage') {
        tally.usage++;
        continue;
      }
      const v = result.verdict;
      if (v.valid) {
        tally.valid++;
        expect(Number.isInteger(v.ageSec), `case ${i}`).toBe(true);
        if (c.signature !== undefined)
          expect(c.signature.trim().toLowerCase().startsWith('sha256='), `case ${i}`).toBe(true);
      } else {
        tally.invalid++;
        expect(REASONS.has(v.reason), `case ${i}: ${v.reason}`).toBe(true);
        expect(v.detail, `case ${i}`).toBeTruthy();
        expect(c.expectValid, `case ${i} was built to verify but failed: ${v.reason} ${v.detail}`).toBe(
          false,
        );
      }
    }
    // The generator must reach both outcomes in quantity, or the test proves little.
    expect(tally.valid).toBeGreaterThan(200);
    expect(tally.invalid).toBeGreaterThan(2000);
  });

  describe('through the command, in-process', () => {
    let home: string;
    beforeAll(() => {
      home = mkdtempSync(path.join(tmpdir(), 'shipctl-wh-fuzz-'));
    });
    afterAll(() => rmSync(home, { recursive: true, force: true }));

    it('300 random runs exit 0, 1 or 2 and never print a stack trace', async () => {
      const rand = prng(0xc0ffee);
      const codes = new Set<number>();
      for (let i = 0; i < 300; i++) {
        const c = makeCase(rand);
        const secretFile = path.join(home, `secret-${i}`);
        writeFileSync(secretFile, c.secret);
        const args = [
          'webhooks',
          'verify',
          '--secret-file',
          secretFile,
          '--now',
          String(c.nowSec),
          '--tolerance',
          String(c.toleranceSec),
        ];
        if (c.request) {
          writeFileSync(path.join(home, 'req.http'), c.request);
          args.push('--request', 'req.http');
        } else {
          writeFileSync(path.join(home, 'body'), c.body!);
          args.push('--payload', 'body');
          if (c.signature !== undefined && rand() < 0.9) args.push('--signature', c.signature);
          if (c.timestamp !== undefined && rand() < 0.9) args.push('--timestamp', c.timestamp);
          if (c.eventId !== undefined) args.push('--event-id', c.eventId);
        }
        if (rand() < 0.2) args.push('--json');
        const streams = fakeStreams();
        const code = await runCli(args, {
          env: { SHIPCTL_HOME: home, NO_COLOR: '1' },
          streams,
          deps: { cwd: home },
        });
        expect([0, 1, 2], `run ${i}: ${args.join(' ')}\n${streams.err()}`).toContain(code);
        expect(streams.err()).not.toMatch(/\n\s+at .+:\d+:\d+/);
        expect(streams.out() + streams.err()).not.toContain('run again with --debug');
        if (c.expectValid && args.includes('--signature') && args.includes('--timestamp'))
          expect(code, `run ${i}`).toBe(0);
        if (c.expectValid && c.request) expect(code, `run ${i}`).toBe(0);
        codes.add(code);
      }
      expect([...codes].sort()).toEqual([0, 1, 2]);
    });
  });
});
