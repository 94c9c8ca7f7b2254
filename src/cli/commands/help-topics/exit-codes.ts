// `shipctl help exit-codes`: the table of ARCHITECTURE.md, keyed by EXIT so that a new
// code cannot be added without saying here what it means.
import { examplesSection } from '../../define.js';
import { EXIT } from '../../errors.js';

const MEANING: Record<keyof typeof EXIT, string> = {
  ok: 'success (an empty list is a success too)',
  failure:
    'failure not covered below (also: webhook signature invalid; stdout could not be written — disk full, closed pipe — and the result was printed on stderr instead)',
  usage: 'usage or validation error (bad flag, missing field, a rule of the spec broken): nothing was sent',
  auth: 'authentication error: the token is missing, wrong or revoked (shipctl login)',
  notFound: 'not found',
  rateLimited: 'rate limited after retries (API call limit, the 15 tracking queries of a number)',
  unavailable:
    'server error, network error, carrier unreachable, outcome unknown (check before sending again)',
  partial:
    'partial success: a batch or station run with failed rows (see its results), or a shipment bought whose label could not be saved or printed (the label is kept; print it again with shipments label)',
  cancelled: 'cancelled by the user: Ctrl+C at a prompt, or No at a confirmation (nothing was sent)',
};

/** Its examples; a translation gives each `# …` comment line by its English text. */
export const EXAMPLES: readonly string[] = [
  'shipctl batch ship orders.csv; echo "exit code $?"',
  '# in a script: tell "no such shipment" from a failure',
  'shipctl shipments get API-AB12CD34EF --json > shipment.json; case $? in 0) ;; 4) echo "not found" ;; *) exit 1 ;; esac',
];

export function text(): string {
  const rows = (Object.keys(EXIT) as (keyof typeof EXIT)[]).map(
    (k) => `  ${String(EXIT[k]).padEnd(5)} ${MEANING[k]}`,
  );
  return (
    'Exit codes: the same for every command, so that scripts can tell what happened.\n\n' +
    `  code  meaning\n${rows.join('\n')}\n` +
    '\nWith --json, stdout holds only the result; error messages always go to stderr.\n' +
    examplesSection(EXAMPLES)
  );
}
