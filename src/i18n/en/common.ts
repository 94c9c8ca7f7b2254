// English messages the whole CLI shares: how errors are reported, commander's own words,
// the help's frame, tables and tallies.
export const common = {
  // The labels of an error report's lines (scripts match `code:`; it stays ASCII in every language).
  errorLabel: 'error',
  hintLabel: 'hint',
  moreLabel: 'more',
  debugId: (id: string) => `debug_id: ${id} (quote it when reporting this problem)`,
  cancelled: 'cancelled',
  cancelledBecause: (reason: string) => `cancelled: ${reason}`,
  invalidRequest: 'the request is invalid; nothing was sent',
  apiHint: {
    network:
      'the API could not be reached: check the base URL (`shipctl config get base_url`) and the network.',
    auth:
      'the token was refused: it may have been regenerated in the dashboard (a new token invalidates the old one). ' +
      'Run `shipctl login` with the current token.',
    outcome_unknown: 'the request may or may not have taken effect: check before sending it again.',
    /** The network hint in sandbox mode: no base URL is involved, the embedded sandbox is. */
    networkSandbox:
      'the embedded sandbox stopped answering: run the command again (it starts one anew); `shipctl sandbox stop` ends one that hangs.',
    rate_limited: 'the API call limit was reached; wait for it to reset and try again.',
  },
  cannotWrite: (file: string, code: string) => `cannot write ${file}: permission denied (${code})`,
  cannotWriteHint: 'make it writable by you, or point SHIPCTL_HOME at a writable directory',
  yes: 'yes',
  no: 'no',
  /** A word or two in parentheses after a sentence: the flag that fixes it. */
  aside: (text: string) => ` (${text})`,
  runWithDebug: 'run again with --debug for details',
  /** A flag's value refused while the command line is read (commander's parser). */
  flagValues: {
    positiveInt: 'must be a whole number of 1 or more',
  },
  /** A long-running process (sandbox serve, the warm sandbox, mcp) whose install changed under it. */
  installChanged:
    'the shipctl install this process started from was rebuilt or reinstalled: it stops here rather than answer with code of two builds; start it again',
  /** Under --debug: the launcher left Node's compile cache off, since another user could write there. */
  compileCacheSkipped: (dir: string, why: 'owner' | 'writable') =>
    `compile cache not used: ${dir} ${why === 'owner' ? 'belongs to another user' : 'is writable by other users'}`,

  // The help's frame: what commander and the program print around the definitions' text.
  help: {
    program: 'Shipping operations from the command line: rates, labels, orders, tracking and webhooks.',
    version: 'print the version',
    helpOption: 'show help',
    helpCommand: 'show help for a command or a topic',
    afterError: '(run with --help for usage)',
    otherCommands: 'Other commands:',
    titles: {
      'Usage:': 'Usage:',
      'Options:': 'Options:',
      'Arguments:': 'Arguments:',
      'Commands:': 'Commands:',
      'Global Options:': 'Global Options:',
      'Examples:': 'Examples:',
      'Help topics:': 'Help topics:',
    },
    /** Commander's "(default: …)" and "(choices: …)" after a flag's help. */
    optionExtras: (text: string) => text,
    /** Commander's own error lines, as it writes them. */
    commanderError: (text: string) => text,
  },
};
