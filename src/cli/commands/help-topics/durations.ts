// `shipctl help durations`: the one grammar every duration flag and argument takes
// (src/domain/duration.ts), and the one rule for a bare number.
import { examplesSection, flagNames } from '../../define.js';
import { LIST_FLAGS, SANDBOX_FLAGS, WEBHOOK_SECRET_FLAGS } from '../../shared/flags.js';

const TAKERS: [string, string][] = [
  // eslint-disable-next-line shipctl/no-flag-literal -- TODO(lead): remove once merged: track's --interval is declared in commands/track/index.ts
  ['--interval', 'track --watch: time between polls (default 30m, ≥ 1m)'],
  [
    flagNames([LIST_FLAGS.since, LIST_FLAGS.until], ', '),
    'shipments list|summary, orders list|ship: a time ago',
  ],
  ['<duration>', 'sandbox clock advance: how far to move the clock'],
  [SANDBOX_FLAGS.webhookTimeout.long, 'sandbox serve: how long a webhook attempt may take'],
  [WEBHOOK_SECRET_FLAGS.tolerance.long, 'webhooks verify|listen: a bare number is seconds'],
];

/** Its examples; a translation gives each `# …` comment line by its English text. */
export const EXAMPLES: readonly string[] = [
  'shipctl track sagawa 123456789012 --watch --interval 1h30m',
  'shipctl shipments list --since 90m',
  'shipctl sandbox clock advance 1d12h',
];

export function text(): string {
  const width = Math.max(...TAKERS.map(([k]) => k.length));
  return (
    'Durations: one grammar for every flag and argument that takes one.\n\n' +
    '  A number with a unit (ms, s, m for minutes, h, d, w for weeks), or parts that add up:\n' +
    '    90s  15m  2h  1d  1h30m  1d 12h  1.5h  500ms\n\n' +
    '  A bare number (30) is refused: seconds, minutes or days? Only a flag ' +
    'whose help names the unit reads one: --tolerance counts seconds.\n\n' +
    'Taken by:\n' +
    `${TAKERS.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`).join('\n')}\n` +
    examplesSection(EXAMPLES)
  );
}
