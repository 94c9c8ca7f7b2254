// English messages of this area, by key. Japanese: ../ja/support.ts (typed by this object).
// The area: what the CLI's plumbing says to a person — the run's context and token, output
// helpers (notes under tables, tallies, spinners, times), input parsing, requests, lookups,
// printing, the embedded sandbox, the config, batch journals, the API client's own failures
// and webhook verification.
export const support = {
  token: {
    /** Where the token came from when the caller did not say (e.g. typed at `login`). */
    given: 'as given',
    lineBreak: (origin: string) =>
      `the API token (${origin}) contains a line break, which cannot be sent in a request; nothing was sent`,
    badCharacter: (origin: string) =>
      `the API token (${origin}) contains a space, a control character or a non-ASCII character, which cannot be sent in a request; nothing was sent`,
    fix: 'run `shipctl login` again and paste the token alone, or check SHIPCTL_TOKEN (it must hold the token and nothing else)',
  },
  context: {
    badNow: (raw: string) =>
      `SHIPCTL_NOW must be an ISO 8601 instant such as 2026-03-04T01:00:00Z; got "${raw}"`,
    badNowHint: 'unset SHIPCTL_NOW to use the machine clock',
    noToken: (profile: string, baseUrl: string) =>
      `no API token is set for profile "${profile}" (base URL ${baseUrl})`,
    noTokenHint:
      'run `shipctl login` (it asks for the token, or reads it with --with-token), ' +
      'or set SHIPCTL_TOKEN; without --base-url or base_url the embedded sandbox needs none',
    sandboxNotice: '(sandbox)',
    sandboxMissing: 'the embedded sandbox is not available in this build',
    sandboxFailed: (reason: string) => `the embedded sandbox could not start: ${reason}`,
    sandboxHint: 'log in to a live API with `shipctl login`, or pass --base-url',
  },
};
