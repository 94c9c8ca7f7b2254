import type { Writable } from 'node:stream';

/** `--json` output: the API's JSON as it is (lists as arrays), pretty-printed, on stdout. */
export function printJson(io: { stdout: Writable }, value: unknown): void {
  io.stdout.write(`${JSON.stringify(value ?? null, null, 2)}\n`);
}

/** One JSON object per line, for streams (`track --watch`, `webhooks listen`). */
export function printJsonLine(io: { stdout: Writable }, value: unknown): void {
  io.stdout.write(`${JSON.stringify(value ?? null)}\n`);
}
