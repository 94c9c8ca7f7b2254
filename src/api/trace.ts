// `--debug` trace lines. Secrets never reach them: the access token header is masked, JSON members
// that carry secrets (carrier passwords, sub-user tokens) are redacted, and as a last line of defence
// the client's own token is scrubbed from every line, wherever it might have been echoed.
import { maskUrlCredentials } from './url.js';

const MASK = '[masked]';
/** Longest body shown; labels and invoices can come back as base64 PDFs of several hundred KB. */
const MAX_BODY_CHARS = 4_000;
/** Member names whose values are secrets: API tokens, carrier credentials. */
const SECRET_KEY = /(^|_)(token|password|secret|key|api_key|access_key|passphrase)$/i;
const SECRET_HEADERS = new Set(['x-access-token', 'authorization', 'cookie', 'set-cookie']);

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    const secretValue = (typeof member === 'string' && member !== '') || typeof member === 'number';
    out[key] = SECRET_KEY.test(key) && secretValue ? MASK : redact(member);
  }
  return out;
}

export class Tracer {
  readonly #write: ((line: string) => void) | undefined;
  readonly #secrets: string[];

  constructor(write: ((line: string) => void) | undefined, secrets: (string | undefined)[]) {
    this.#write = write;
    // Very short values would mask innocent text; real tokens are long.
    this.#secrets = secrets.filter((s): s is string => typeof s === 'string' && s.length >= 6);
  }

  get enabled(): boolean {
    return this.#write !== undefined;
  }

  line(text: string): void {
    if (!this.#write) return;
    let safe = maskUrlCredentials(text);
    for (const secret of this.#secrets) safe = safe.split(secret).join(MASK);
    this.#write(safe);
  }

  headers(prefix: string, headers: Record<string, string>): void {
    for (const [name, value] of Object.entries(headers)) {
      this.line(`${prefix} ${name}: ${SECRET_HEADERS.has(name.toLowerCase()) ? MASK : value}`);
    }
  }

  body(prefix: string, text: string | undefined): void {
    if (!this.#write || text === undefined || text === '') return;
    let shown = text;
    try {
      shown = JSON.stringify(redact(JSON.parse(text)));
    } catch {
      // Not JSON: shown as is (still scrubbed of the token by line()).
    }
    if (shown.length > MAX_BODY_CHARS) {
      shown = `${shown.slice(0, MAX_BODY_CHARS)}… (${shown.length - MAX_BODY_CHARS} more characters)`;
    }
    this.line(`${prefix} ${shown}`);
  }
}
