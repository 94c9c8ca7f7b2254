// `shipctl help environment`: every variable shipctl reads, and what wins over what.
import { examplesSection } from '../../define.js';

const VARIABLES: [string, string][] = [
  ['SHIPCTL_TOKEN', 'API token for this run; wins over the token `shipctl login` stored (never printed)'],
  [
    'SHIPCTL_BASE_URL',
    'API base URL, like --base-url (live: https://api.shipandco.com); none: the embedded sandbox',
  ],
  ['SHIPCTL_PROFILE', 'profile to use, like --profile (the flag wins)'],
  ['SHIPCTL_HOME', 'one directory for configuration and data (sandbox database, batch journals)'],
  [
    'SHIPCTL_WEBHOOK_SECRET',
    'webhook signing secret (webhooks verify|listen|trigger, sandbox webhooks); --secret-file wins, the profile’s webhook_secret is the fallback',
  ],
  [
    'SHIPCTL_NOW',
    'an ISO 8601 instant the CLI takes as "now" for date rules (ship dates, test windows, --since today), to agree with a served sandbox whose clock was set; the embedded sandbox’s own clock wins',
  ],
  [
    'SHIPCTL_SANDBOX_IDLE',
    'how long the warm sandbox (one background process per data directory, reused by every sandbox-mode command) lives without a request: 30s, 10m (default), 1h; 0 runs the sandbox inside each command instead. `shipctl sandbox stop` ends it now',
  ],
  [
    'SHIPCTL_LANG',
    'language shipctl speaks: ja or en; wins over the config’s language and the locale (LC_ALL, LC_MESSAGES, LANG: ja… reads Japanese)',
  ],
  ['NO_COLOR', 'any value: no colours, like --no-color (TERM=dumb too)'],
  ['CI', 'set (and not "false" or "0"): never prompt, like --no-input; confirmations then need --yes'],
];

/** Its examples; a translation gives each `# …` comment line by its English text. */
export const EXAMPLES: readonly string[] = [
  'SHIPCTL_PROFILE=warehouse-osaka shipctl shipments list',
  'SHIPCTL_TOKEN="$(cat token.txt)" \\\n' +
    '      SHIPCTL_BASE_URL=https://api.shipandco.com shipctl carriers list',
  'SHIPCTL_HOME="$(mktemp -d)" shipctl sandbox info',
  'CI=1 shipctl shipments void API-AB12CD34EF --yes',
];

export function text(): string {
  const width = Math.max(...VARIABLES.map(([name]) => name.length));
  const rows = VARIABLES.map(([name, what]) => `  ${name.padEnd(width)}  ${what}`);
  return (
    'Environment variables read by shipctl:\n\n' +
    `${rows.join('\n')}\n\n` +
    'Precedence: flag > environment > the profile in the config file > built-in default.\n' +
    'Without SHIPCTL_HOME the configuration and data live in the platform’s usual places ' +
    '(Linux: $XDG_CONFIG_HOME/shipctl and $XDG_DATA_HOME/shipctl): `shipctl config path [--data]` prints them.\n' +
    examplesSection(EXAMPLES)
  );
}
