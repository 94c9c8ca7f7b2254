import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share a worker's loaded modules instead of loading src again for each file (the CLI
    // runs in the test's process): a run's state lives in the run (its language, env, streams),
    // and what a file changes of the process it puts back.
    isolate: false,
    // Much of an end-to-end file is waiting (a child process, a slowed sandbox, a kill at its
    // instant): at least two files at once, also on a two-core machine (vitest's default there is one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Builds dist/ once (when stale) for the e2e tests that run the built CLI.
    globalSetup: ['test/helpers/global-setup.ts'],
    // English unless a test asks for another language: the suite passes on a Japanese desktop too.
    env: { LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '', SHIPCTL_LANG: '' },
  },
});
