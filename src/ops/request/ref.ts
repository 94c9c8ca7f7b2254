// setup.ref_number is what makes a create reconcilable: after a timeout or a 5xx
// the shipment is looked up by it rather than sent again (ARCHITECTURE.md, "Reliability
// rules"), so every shipment gets one, generated when the user gave none.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * `shipctl-` and 10 random characters [a-z0-9]. node:crypto is fetched when a number is
 * made: quotes share this module and never need one, and crypto alone costs a tenth of a
 * bare Node startup to load.
 */
export function newRefNumber(
  random: (n: number) => Uint8Array = (n) => process.getBuiltinModule('node:crypto').randomBytes(n),
): string {
  const bytes = random(10);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `shipctl-${out}`;
}

/**
 * The one command every "did it get created?" hint names: it reads
 * every page of the 2-month list and both scopes, so a shipment is found wherever it is.
 * `shipments list --ref` filters every page of the window itself.
 */
export function findByRefCommand(ref: string): string {
  // `shipments list --ref` reads every page of the window itself; quoted for a POSIX shell.
  const quoted = /^[A-Za-z0-9._:@/+-]+$/.test(ref) ? ref : `'${ref.replace(/'/g, "'\\''")}'`;
  return `shipctl shipments list --ref ${quoted} --state any --scope all`;
}
