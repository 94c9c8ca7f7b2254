// A run of the CLI in a process that goes on after it (a test suite, a host that calls the run
// function): the language belongs to the run, so runs started at once each speak their own all
// the way through, and a run leaves the process as it found it (no listener, no exit code).
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n/index.js';
import { SAGAWA_TEST_SHIP } from '../helpers/e2e.js';
import { runInProcess } from '../helpers/in-process.js';
import { startTestSandbox } from '../helpers/sandbox.js';

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

describe('a run leaves the process as it found it', () => {
  it('no signal or exit listener is left behind and no exit code is set, after a label bought and a refusal', async () => {
    const events = [
      'SIGINT',
      'SIGTERM',
      'exit',
      'beforeExit',
      'uncaughtException',
      'unhandledRejection',
    ] as const;
    const listeners = () => Object.fromEntries(events.map((e) => [e, process.listenerCount(e)]));
    const before = { listeners: listeners(), exitCode: process.exitCode };
    const sb = await startTestSandbox();
    try {
      const env = { SHIPCTL_TOKEN: sb.token };
      const bought = await runInProcess(['--base-url', sb.url, ...SAGAWA_TEST_SHIP, '--to-zip', '530-0001'], {
        env,
      });
      expect(bought.code, bought.stderr).toBe(0);
      const refused = await runInProcess(['--base-url', sb.url, 'ship', '--carrier', 'nosuch'], { env });
      expect(refused.code).toBe(2);
    } finally {
      await sb.close();
    }
    expect({ listeners: listeners(), exitCode: process.exitCode }).toEqual(before);
  });
});
