// The language belongs to a run, not to the process: runs started at once in one process (a
// test suite, a host that calls the run function) each speak their own, all the way through.
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n/index.js';
import { runInProcess } from '../helpers/in-process.js';

const RUNS = [
  // Help is built in the run's language; an unknown command is refused in it (exit 2).
  ['--help'],
  ['shipments', 'frobnicate'],
  ['config', 'get', 'no-such-key'],
];

describe('two runs at once in one process', () => {
  it.each(RUNS)(
    '`shipctl %s …` reads the same in English and in Japanese whether run alone or alongside the other',
    async (...args) => {
      const alone = {
        en: await runInProcess(args, { env: { SHIPCTL_LANG: 'en' } }),
        ja: await runInProcess(args, { env: { SHIPCTL_LANG: 'ja' } }),
      };
      expect(alone.ja.stdout + alone.ja.stderr).not.toBe(alone.en.stdout + alone.en.stderr);
      const [ja, en, ja2] = await Promise.all([
        runInProcess(args, { env: { SHIPCTL_LANG: 'ja' } }),
        runInProcess(args, { env: { SHIPCTL_LANG: 'en' } }),
        runInProcess(args, { env: { SHIPCTL_LANG: 'ja' } }),
      ]);
      for (const [got, want] of [
        [ja, alone.ja],
        [en, alone.en],
        [ja2, alone.ja],
      ] as const)
        expect({ code: got.code, stdout: got.stdout, stderr: got.stderr }).toEqual({
          code: want.code,
          stdout: want.stdout,
          stderr: want.stderr,
        });
    },
  );

  it('a Japanese run leaves what is read outside any run in English', async () => {
    await runInProcess(['--help'], { env: { SHIPCTL_LANG: 'ja' } });
    expect(messages().common).toBe((await import('../../src/i18n/en/index.js')).en.common);
  });
});
