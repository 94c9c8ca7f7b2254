import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Builds dist/ once (when stale) for the e2e tests that run the built CLI.
    globalSetup: ['test/helpers/global-setup.ts'],
    // English unless a test asks for another language: the suite passes on a Japanese desktop too.
    env: { LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '', SHIPCTL_LANG: '' },
  },
});
