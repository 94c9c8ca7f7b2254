// What a token may hold to travel in the x-access-token header. A token pasted with its line
// break (or read from a file with CRLF endings) would otherwise reach Node's http, which refuses the
// header (ERR_INVALID_CHAR) — a failure that says nothing of the token.
// Kept apart from client.ts so the CLI can check a token without loading the API core.

/** Why a token cannot be sent: a line break, or another character a header cannot carry. */
export type TokenProblem = 'line_break' | 'character';

/** undefined when the token can be sent as it is. Tokens are one word of printable ASCII. */
export function tokenProblem(token: string): TokenProblem | undefined {
  if (/[\r\n]/.test(token)) return 'line_break';
  if (!/^[\x21-\x7e]*$/.test(token)) return 'character';
  return undefined;
}

/** Thrown before anything is sent when the token cannot travel in a header; never retried. */
export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
  constructor(readonly problem: TokenProblem) {
    super(
      problem === 'line_break'
        ? 'the API token contains a line break and cannot be sent'
        : 'the API token contains a space, a control character or a non-ASCII character and cannot be sent',
    );
  }
}
